import type { OutboxEntry } from '../db/bakery-db';

/** An edit that has not gone through for this long while the phone is online is told, not left silent. */
export const STUCK_AFTER_MS = 60_000;

/**
 * What the owner's sync panel says of one edit in her outbox (docs/client.md, "Offline"):
 * refused and why; waiting for the connection; waiting behind a refused edit (the queue goes in
 * order); not gone through and why (the server's answer to the last try); or being sent.
 */
export function waitingWords(entry: OutboxEntry, online: boolean, behindRefused = false): string {
  if (entry.status === 'failed')
    return `Not saved: ${entry.error ?? 'the server refused it'}. Fix, retry or discard it.`;
  if (!online) return 'Waits for the connection: it goes as soon as there is one.';
  if (behindRefused)
    return 'Waits behind the refused edit above: it goes once that one is fixed, retried or discarded.';
  if (entry.problem) return `Not sent yet: ${entry.problem}. The app tries again every 30 seconds.`;
  return 'Sending…';
}

/**
 * The oldest edit that has waited a minute or more while the phone is online and is not
 * refused (a refusal has its own banner): the one the header warns of, or null.
 */
export function stuckEdit(entries: readonly OutboxEntry[], online: boolean, now: number): OutboxEntry | null {
  if (!online) return null;
  return entries.find((entry) => entry.status === 'pending' && now - entry.createdAt >= STUCK_AFTER_MS) ?? null;
}
