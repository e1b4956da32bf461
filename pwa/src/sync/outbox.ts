import type { OutboxEntry } from '../db/bakery-db';
import type { OutboxStore } from '../db/outbox-store';
import { ApiRequestError, OfflineError } from '../lib/api-client';

/**
 * An outbox: writes made on this device, kept in IndexedDB and sent to the server one at a
 * time, oldest first, each always with the same Idempotency-Key (CONTRACT.md section 6).
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
  /** `seq`: the refused entry, kept in the outbox until it is retried, discarded or replaced. */
  | { kind: 'refused'; error: string; seq: number }
  | { kind: 'discarded' }
  /** Checked before it was queued and not valid: nothing was kept or sent. */
  | { kind: 'invalid'; error: string };

export interface OutboxTransport {
  send(entry: OutboxEntry): Promise<unknown>;
}

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
    await this.store.update(seq, { status: 'pending', error: undefined });
    await this.flush();
  }

  async discard(seq: number): Promise<void> {
    await this.store.remove(seq);
    this.settle(seq, { kind: 'discarded' });
    await this.flush();
  }

  private async sendInOrder(): Promise<void> {
    for (;;) {
      const entry = await this.store.first();
      if (!entry?.seq) return;
      if (entry.status === 'failed') return this.settleWaiting({ kind: 'queued' });
      try {
        const answer = await this.transport.send(entry);
        await this.store.remove(entry.seq);
        this.settle(entry.seq, { kind: 'sent', answer });
        this.listeners.sent?.(entry, answer);
      } catch (error) {
        const verdict = verdictOf(error);
        if (verdict === 'refused') {
          const message = messageOf(error);
          await this.store.update(entry.seq, { status: 'failed', error: message, attempts: entry.attempts + 1 });
          this.settle(entry.seq, { kind: 'refused', error: message, seq: entry.seq });
          this.listeners.refused?.(entry, message);
        } else {
          await this.store.update(entry.seq, { attempts: entry.attempts + 1 });
        }
        return this.settleWaiting({ kind: 'queued' });
      }
    }
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
