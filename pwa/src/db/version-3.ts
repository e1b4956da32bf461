import type { OutboxEntry } from './bakery-db';

/**
 * Version 3 of the device's database (bakery-db.ts): a customer's queued messages by the name of
 * their call, as the owner's edits are kept since version 2.
 *
 * Version 2 kept each as the request to make ({method?, url, body, sentNotice}, POST when no
 * method); version 3 keeps the contract's call and its request's parts ({call: 'message.comment',
 * request: {params: {id}, body}, sentNotice}), and the call's name as the entry's kind. The four
 * it could hold are carried across with their Idempotency-Key, so one already sent whose answer
 * was lost goes again as the same call and is answered once. One it cannot read (another
 * address, a body that is not an object) is dropped: nothing of it is ever sent.
 */

/** Version 2's requests, each with the call it was: the path's parameter is the call's `id`. */
const calls: { method: string; path: RegExp; call: string; body: boolean }[] = [
  { method: 'POST', path: /^\/api\/contact$/, call: 'message.contact', body: true },
  { method: 'POST', path: /^\/api\/reviews$/, call: 'message.review', body: true },
  { method: 'POST', path: /^\/api\/recipes\/([^/?#]+)\/comments$/, call: 'message.comment', body: true },
  { method: 'DELETE', path: /^\/api\/cart\/reserve\/([^/?#]+)$/, call: 'cart.release', body: false },
];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An id as version 2 wrote it into the address (encodeURIComponent); null when it is not one. */
function decoded(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** A message version 2 kept, as version 3 keeps it; null for one it cannot read. */
export function namedMessageOf(payload: unknown): Record<string, unknown> | null {
  if (!isRecord(payload)) return null;
  const { method = 'POST', url, body, sentNotice = '' } = payload;
  if (typeof url !== 'string' || typeof sentNotice !== 'string') return null;
  for (const each of calls) {
    const match = each.path.exec(url);
    if (!match || method !== each.method) continue;
    if (each.body !== isRecord(body)) return null;
    const id = match[1] === undefined ? undefined : decoded(match[1]);
    if (id === null) return null;
    const request = { ...(id === undefined ? {} : { params: { id } }), ...(each.body ? { body } : {}) };
    return { call: each.call, request, sentNotice };
  }
  return null;
}

/** The customer's queue, in the upgrade's transaction: carried across by name, or dropped. */
export async function upgradeCustomerOutbox(outbox: {
  toArray(): Promise<OutboxEntry[]>;
  bulkDelete(keys: number[]): Promise<void>;
  bulkPut(entries: OutboxEntry[]): Promise<unknown>;
}): Promise<void> {
  const queued = (await outbox.toArray()).filter((entry) => entry.queue === 'customer');
  const carried: OutboxEntry[] = [];
  const dropped: number[] = [];
  for (const entry of queued) {
    const message = namedMessageOf(entry.payload);
    if (message) carried.push({ ...entry, kind: String(message.call), payload: message });
    else dropped.push(entry.seq!);
  }
  await outbox.bulkDelete(dropped);
  await outbox.bulkPut(carried);
}
