import { coalescer } from '../coalescer';
import { claimDueMail, markMailFailed, markMailSent, renewMailClaims, type Db, type OutboxMail } from '../../db';
import type { Logger } from '../../log';
import type { Clock } from '../clock';
import type { DatabaseOutage } from '../database-outage';

/** Rows claimed at once: one claim statement per batch, one "sent" per row. */
const BATCH = 20;
const MAX_ATTEMPTS = 12;
/**
 * The longest one send may take (the transports' own timeouts are shorter, transport.ts); a
 * send still running then counts as failed and is tried again later with the same Message-ID.
 */
export const SEND_TIMEOUT_MS = 15_000;
/**
 * How long a claimed row is this server's. If it dies, the rows it held are due again this
 * long after it claimed them, and the next pass of any server (every OUTBOX_RETRY_MS) sends
 * them: at most 30 s + 5 s and the sending itself, well under the minute issue 24 asks for,
 * with room for a loaded machine (at 40 s the kill test's last mail came 53 s after the kill
 * on a machine at load 7). While alive, a server renews the lease of the rest of its batch
 * whenever less than SEND_TIMEOUT_MS of it is left, so no one else ever takes a row it is
 * about to send.
 */
export const OUTBOX_LEASE_MS = 30_000;
/**
 * How often every server looks for rows due again (failed ones, those of a server that died):
 * one indexed UPDATE that usually finds nothing, cheap enough to run this often.
 */
export const OUTBOX_RETRY_MS = 5_000;

/**
 * Mail gives way to shoppers. A kick does not deliver at once: it waits until kicks have
 * paused for QUIET_MS, and never longer than MOST_DEFERRED_MS after the first kick it waits
 * with. In the opening rush every order kicks (two mails each), and each mail delivered is a
 * write of its own, committed alone, in the queue for SQLite's one connection between the
 * shoppers' holds and orders: about 15 % of that connection's time over the rush, most of it
 * in the seconds while the stock lasts (docs/benchmarks.md). Waiting for the pause moves that
 * work to just after it; a lone order's e-mail leaves a quarter of a second later.
 */
export const QUIET_MS = 250;
export const MOST_DEFERRED_MS = 10_000;

/** 1 min, 2, 4, ... capped at 6 hours: a mail server down over a weekend still gets the mail. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);
}

/**
 * A delivery that can never succeed (a push subscription the push service says is gone): the
 * row is marked failed at once, not tried again.
 */
export class Undeliverable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Undeliverable';
  }
}

/** Hands one outbox row to the world (an SMTP server, a folder of .eml files, a push service). */
export interface OutboxSender {
  send(message: OutboxMail): Promise<void>;
  readonly description: string;
}

export interface Mailer {
  /** Deliver what is due at the next pause (QUIET_MS), without waiting. Called after every commit that queued mail. */
  kick(): void;
  /** Delivers what is due now, without waiting for a pause, and resolves when no delivery is running; for shutdown and tests. */
  drain(): Promise<void>;
}

/**
 * Delivers the outbox (outbox.ts), exactly once as far as this side can tell:
 *  1. claim up to BATCH due rows for OUTBOX_LEASE_MS (db/mail-claims.ts);
 *  2. for each, oldest first: renew the lease of the rest first if a send could outlast it,
 *     hand the row to its channel's sender, and mark it sent at once, so a kill mid-batch
 *     leaves only the row being sent to go again (with the same Message-ID);
 *  3. a failed send is retried later (retryDelayMs), up to MAX_ATTEMPTS.
 * Rows are routed by `channel`: a new kind of delivery is a new sender here, not a new queue.
 */
export function createMailer(deps: {
  db: Db;
  /** One per channel; a row of a channel with no sender here fails and is retried (by a server that has one). */
  senders: Partial<Record<OutboxMail['channel'], OutboxSender>>;
  clock: Clock;
  log: Logger;
  /** Names this server's claims (its serverId). */
  claimant: string;
  outage?: DatabaseOutage;
  /** QUIET_MS and MOST_DEFERRED_MS unless a test needs its own. */
  quietMs?: number;
  mostDeferredMs?: number;
}): Mailer {
  const { db, clock, log, claimant } = deps;
  const quietMs = deps.quietMs ?? QUIET_MS;
  const mostDeferredMs = deps.mostDeferredMs ?? MOST_DEFERRED_MS;
  // A pass waits for a pause in kicks (real time, as timers run: a test's clock moves what is
  // due, not when the timers fire); a kick during a pass asks for another after it.
  const passes = coalescer<never>({
    timing: { quietMs, mostDeferredMs },
    run: deliverDue,
    onError: (error) => {
      if (!deps.outage?.report(error, 'job')) log.error('mail: delivery pass failed', { error: String(error) });
    },
  });

  async function deliverDue(): Promise<void> {
    for (;;) {
      let leaseEnds = clock.now().getTime() + OUTBOX_LEASE_MS;
      const due = await claimDueMail(db, { now: clock.now(), limit: BATCH, leaseMs: OUTBOX_LEASE_MS, claimant });
      let held = new Set(due.map((row) => row.id));
      for (const [index, row] of due.entries()) {
        if (clock.now().getTime() + SEND_TIMEOUT_MS > leaseEnds) {
          leaseEnds = clock.now().getTime() + OUTBOX_LEASE_MS;
          const rest = due.slice(index).map((each) => each.id);
          held = await renewMailClaims(db, rest, { until: new Date(leaseEnds), claimant });
        }
        if (held.has(row.id)) await deliverOne(row);
      }
      if (due.length < BATCH) return;
    }
  }

  async function deliverOne(row: OutboxMail): Promise<void> {
    try {
      const sender = deps.senders[row.channel];
      if (!sender) throw new Error(`no sender for the ${row.channel} channel here`);
      await withTimeout(sender.send(row), SEND_TIMEOUT_MS);
    } catch (error) {
      const attempts = row.attempts + 1;
      const lastError = error instanceof Error ? error.message : String(error);
      const undeliverable = error instanceof Undeliverable;
      const gaveUp = undeliverable || attempts >= MAX_ATTEMPTS;
      // A phone that unsubscribed is the ordinary end of a push subscription, not an error.
      if (undeliverable) log.info(`${row.channel}: not delivered`, { id: row.id, kind: row.kind, lastError });
      else
        log.error(gaveUp ? 'mail: giving up' : 'mail: will retry', { id: row.id, kind: row.kind, attempts, lastError });
      const retryAt = new Date(clock.now().getTime() + retryDelayMs(attempts));
      await markMailFailed(db, row.id, { claimant, attempts, lastError, gaveUp, retryAt });
      return;
    }
    if (!(await markMailSent(db, row.id, { now: clock.now(), claimant }))) {
      // Only if this server stalled past its lease (a frozen process): another may send it too.
      log.error('mail: sent after its claim ran out', { id: row.id, kind: row.kind });
    }
  }

  return {
    kick: () => passes.add(),
    drain: () => passes.flush(),
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
