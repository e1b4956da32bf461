import { transactionRetried, type Database, type Tx } from './database';

/** What one request in a batch came to: a value, or the error (often a Refusal) it answers. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

export interface GroupCommitOptions<Request, Result> {
  db: Database;
  /** Requests decided in one transaction at most; a bigger burst takes several. */
  maxBatch: number;
  /**
   * Decides a batch inside one transaction and answers one outcome per request, in order.
   * A refusal is an outcome, not a throw: throwing rolls the whole batch back.
   */
  decide(trx: Tx, requests: readonly Request[]): Promise<Outcome<Result>[]>;
}

/**
 * Group commit: requests that arrive while a transaction is running, or while it waits for
 * the connection, are decided together in one transaction. SQLite has one writer and every
 * statement is a round trip to its worker thread, so a rush of shoppers costs a handful of
 * statements per batch instead of a handful per request; a lone request is simply a batch of
 * one.
 *
 * If a batch's transaction fails (a constraint, a full disk), nothing of it was written, and
 * each of its requests is tried again alone, so one bad request cannot sink the others.
 */
export function groupCommit<Request, Result>(
  options: GroupCommitOptions<Request, Result>,
): (request: Request) => Promise<Result> {
  interface Waiting {
    request: Request;
    resolve: (result: Result) => void;
    reject: (error: unknown) => void;
  }
  const waiting: Waiting[] = [];
  let draining = false;

  async function drain() {
    draining = true;
    try {
      while (waiting.length > 0) await commitNextBatch();
    } finally {
      // In the same turn as the last look at the queue, so no request can slip in between
      // and wait for a drain that has ended.
      draining = false;
    }
  }

  /**
   * The batch is cut once its transaction has the connection, not before: the requests that
   * arrived while it waited for it (behind another desk's batch, or a read) are decided in it
   * too. Cut earlier, a rush's batches stayed one or two requests each, and every one of them
   * paid for a whole transaction.
   */
  async function commitNextBatch() {
    let batch: Waiting[] | undefined;
    let outcomes: Outcome<Result>[];
    try {
      outcomes = await transactionRetried(options.db, (trx) => {
        // A transaction tried again (transactionRetried) decides the same batch again.
        batch ??= waiting.splice(0, options.maxBatch);
        return options.decide(
          trx,
          batch.map((w) => w.request),
        );
      });
    } catch (error) {
      batch ??= waiting.splice(0, options.maxBatch); // it never had a connection
      if (batch.length === 1) batch[0]!.reject(error);
      else for (const one of batch) await commitAlone(one);
      return;
    }
    answer(batch!, outcomes);
  }

  /** A request of a batch that failed, decided on its own, so one bad request cannot sink the others. */
  async function commitAlone(one: Waiting) {
    try {
      answer([one], await transactionRetried(options.db, (trx) => options.decide(trx, [one.request])));
    } catch (error) {
      one.reject(error);
    }
  }

  function answer(batch: readonly Waiting[], outcomes: readonly Outcome<Result>[]) {
    batch.forEach((w, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) w.resolve(outcome.value);
      else w.reject(outcome.error);
    });
  }

  return (request) =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ request, resolve, reject });
      if (!draining) void drain();
    });
}
