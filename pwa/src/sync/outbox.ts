import type { OutboxEntry } from '../db/bakery-db';
import type { OutboxStore } from '../db/outbox-store';
import { ApiRequestError, OfflineError } from '../lib/api-client';
import type { FieldIssue } from '../lib/field-errors';

/**
 * An outbox: writes made on this device, kept in IndexedDB and sent to the server in order,
 * oldest first, each always with the same Idempotency-Key (docs/client.md, "Offline"); when more
 * than one waits and the transport can, up to MAX_BATCH go in one request, treated in order
 * exactly as if each had gone alone.
 *
 * What happens to the oldest entry decides what happens to the queue:
 *  - the server answers 2xx: it is removed, the next one goes;
 *  - no answer (offline, or the answer was lost): it stays, the queue waits for the connection;
 *    sending it again later is safe, the server replays its stored answer;
 *  - the server is busy (5xx, 429): it stays, the queue tries again later;
 *  - the server refuses it (any other 4xx, a 401 included): it is marked failed and the queue
 *    stops there, until the person retries or discards it. Nothing is dropped without them.
 */
export type Outcome =
  | { kind: 'sent'; answer: unknown }
  | { kind: 'queued' }
  /**
   * `seq`: the refused entry, kept in the outbox until it is retried, discarded or replaced;
   * `reason`: the server's name for why (insufficient-stock, slot-full, ...), for a form to
   * pick its advice by; `issues`: the fields the server named, for the form to mark.
   */
  | { kind: 'refused'; error: string; seq: number; reason?: string; issues?: FieldIssue[] }
  | { kind: 'discarded' }
  /** Checked before it was queued and not valid: nothing was kept or sent. */
  | { kind: 'invalid'; error: string; issues?: FieldIssue[] };

export interface OutboxTransport {
  send(entry: OutboxEntry): Promise<unknown>;
  /**
   * Several entries in one request, in order; one result per entry the server got to (it stops
   * at the first it refuses, which is then the last result). Throws as `send` does when the
   * request as a whole got no answer or was refused.
   */
  sendBatch?(entries: readonly OutboxEntry[]): Promise<BatchResult[]>;
  /** Whether an entry may go in a batch (one sent as several calls may not). */
  batchable?(entry: OutboxEntry): boolean;
}

export type BatchResult = { ok: true; answer: unknown } | { ok: false; error: unknown };

/** Sent together when more than one waits (the server's POST /api/admin/edits takes 100). */
export const MAX_BATCH = 100;

export interface OutboxListeners {
  sent?(entry: OutboxEntry, answer: unknown): void;
  refused?(entry: OutboxEntry, error: string): void;
}

type Verdict = 'offline' | 'retry-later' | 'refused';

export function verdictOf(error: unknown): Verdict {
  if (error instanceof OfflineError) return 'offline';
  if (error instanceof ApiRequestError) {
    return error.status >= 500 || error.status === 429 || error.status === 408 ? 'retry-later' : 'refused';
  }
  return 'refused';
}

export function messageOf(error: unknown): string {
  if (error instanceof ApiRequestError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** Why an edit that was not refused is still waiting after a try, and when it was tried. */
function stillWaiting(error: unknown): Pick<OutboxEntry, 'problem' | 'triedAt'> {
  const problem =
    verdictOf(error) === 'offline'
      ? 'The server could not be reached'
      : error instanceof ApiRequestError
        ? `The server answered ${error.status}${error.serverMessage ? `: ${error.serverMessage}` : ''}`
        : messageOf(error);
  return { problem, triedAt: Date.now() };
}

export class Outbox {
  private running: Promise<void> | null = null;
  private again = false;
  private readonly waiters = new Map<number, (outcome: Outcome) => void>();

  constructor(
    readonly store: OutboxStore,
    private readonly transport: OutboxTransport,
    private readonly listeners: OutboxListeners = {},
  ) {}

  /**
   * Keeps a write for sending and tries to send it (and anything before it) now. The outcome
   * resolves when it was sent or refused, or as soon as the queue stops before it.
   */
  async add(input: {
    kind: string;
    payload: unknown;
    description: string;
    idempotencyKey?: string;
  }): Promise<{ entry: OutboxEntry; outcome: Promise<Outcome> }> {
    const entry = await this.store.append({
      kind: input.kind,
      payload: input.payload,
      description: input.description,
      idempotencyKey: input.idempotencyKey ?? crypto.randomUUID(),
    });
    const outcome = new Promise<Outcome>((resolve) => this.waiters.set(entry.seq!, resolve));
    void this.flush();
    return { entry, outcome };
  }

  /** Sends what can be sent now. One pass runs at a time; a call during a pass runs another after. */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.sendInOrder();
      } while (this.again);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  async retry(seq: number): Promise<void> {
    await this.store.update(seq, { status: 'pending', error: undefined, reason: undefined, problem: undefined });
    await this.flush();
  }

  async discard(seq: number): Promise<void> {
    await this.discardAll([seq]);
  }

  /** Several entries dropped together (a refused sale and its undo), before the queue goes on. */
  async discardAll(seqs: readonly number[]): Promise<void> {
    await this.store.removeMany(seqs);
    for (const seq of seqs) this.settle(seq, { kind: 'discarded' });
    await this.flush();
  }

  private async sendInOrder(): Promise<void> {
    for (;;) {
      const entry = await this.store.first();
      if (!entry?.seq) return;
      if (entry.status === 'failed') return this.settleWaiting({ kind: 'queued' });
      const batch = await this.nextBatch();
      if (batch.length > 1) {
        if (await this.sendTogether(batch)) continue;
        return this.settleWaiting({ kind: 'queued' });
      }
      try {
        const answer = await this.transport.send(entry);
        await this.store.remove(entry.seq);
        this.settle(entry.seq, { kind: 'sent', answer });
        this.listeners.sent?.(entry, answer);
      } catch (error) {
        const verdict = verdictOf(error);
        if (verdict === 'refused') {
          await this.refuse(entry, error);
        } else {
          await this.store.update(entry.seq, { attempts: entry.attempts + 1, ...stillWaiting(error) });
        }
        return this.settleWaiting({ kind: 'queued' });
      }
    }
  }

  /** The waiting entries from the oldest on that may go together, up to MAX_BATCH. */
  private async nextBatch(): Promise<OutboxEntry[]> {
    const { sendBatch, batchable } = this.transport;
    if (!sendBatch || !batchable) return [];
    const leading = await this.store.leading(MAX_BATCH);
    const end = leading.findIndex((entry) => entry.status !== 'pending' || !batchable(entry));
    return end === -1 ? leading : leading.slice(0, end);
  }

  /**
   * Sends entries together; true when every one was taken (the queue goes on), false when it
   * stops (no answer, a busy server, or a refusal, as for one entry: see verdictOf).
   */
  private async sendTogether(entries: OutboxEntry[]): Promise<boolean> {
    let results: BatchResult[];
    try {
      results = await this.transport.sendBatch!(entries);
    } catch (error) {
      const first = entries[0]!;
      if (verdictOf(error) === 'refused') await this.refuse(first, error);
      else await this.store.update(first.seq!, { attempts: first.attempts + 1, ...stillWaiting(error) });
      return false;
    }
    const taken = results.findIndex((result) => !result.ok);
    const sent = entries.slice(0, taken === -1 ? results.length : taken);
    await this.store.removeMany(sent.map((entry) => entry.seq!));
    sent.forEach((entry, index) => {
      const answer = (results[index] as { answer: unknown }).answer;
      this.settle(entry.seq!, { kind: 'sent', answer });
      this.listeners.sent?.(entry, answer);
    });
    if (taken === -1) return results.length === entries.length;
    await this.refuse(entries[taken]!, (results[taken] as { error: unknown }).error);
    return false;
  }

  private async refuse(entry: OutboxEntry, error: unknown) {
    const message = messageOf(error);
    const reason = error instanceof ApiRequestError ? error.reason : undefined;
    await this.store.update(entry.seq!, { status: 'failed', error: message, reason, attempts: entry.attempts + 1 });
    const issues = error instanceof ApiRequestError ? error.body?.issues : undefined;
    this.settle(entry.seq!, {
      kind: 'refused',
      error: message,
      seq: entry.seq!,
      ...(reason ? { reason } : {}),
      ...(issues ? { issues } : {}),
    });
    this.listeners.refused?.(entry, message);
  }

  private settle(seq: number, outcome: Outcome) {
    this.waiters.get(seq)?.(outcome);
    this.waiters.delete(seq);
  }

  /** The queue stopped: whoever still waits learns their write is kept for later. */
  private settleWaiting(outcome: Outcome) {
    for (const [seq, resolve] of this.waiters) {
      resolve(outcome);
      this.waiters.delete(seq);
    }
  }
}
