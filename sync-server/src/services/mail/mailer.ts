import { claimDueMail, OutboxMail, type Db } from '../../db';
import type { Logger } from '../../log';
import type { Clock } from '../clock';
import type { DatabaseOutage } from '../database-outage';
import type { MailTransport } from './transport';

const BATCH = 20;
const MAX_ATTEMPTS = 12;
/** How long a claimed mail is this server's to send before another may try it. */
const MAIL_LEASE_MS = 5 * 60 * 1000;

/** 1 min, 2, 4, ... capped at 6 hours: a mail server down over a weekend still gets the mail. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);
}

export interface Mailer {
  /** Deliver what is due soon, without waiting. Called after every commit that queued mail. */
  kick(): void;
  /** Resolves when no delivery is running; for shutdown and tests. */
  drain(): Promise<void>;
}

export function createMailer(deps: {
  db: Db;
  transport: MailTransport;
  clock: Clock;
  log: Logger;
  outage?: DatabaseOutage;
}): Mailer {
  const { db, transport, clock, log } = deps;
  let running: Promise<void> | null = null;
  let again = false;

  async function deliverDue(): Promise<void> {
    for (;;) {
      // Claimed, not just read: with several servers each mail goes out once (mail-claims.ts).
      const due = await claimDueMail(db, clock.now(), BATCH, MAIL_LEASE_MS);
      const sent: string[] = [];
      for (const mail of due) if (await deliverOne(mail)) sent.push(mail.id);
      // One write marks the whole batch sent: under a rush of orders the mailer shares the
      // database connection with checkout, and every statement is a round trip.
      if (sent.length > 0) {
        await OutboxMail.query(db).patch({ status: 'sent', sentAt: clock.now().toISOString() }).whereIn('id', sent);
      }
      if (due.length < BATCH) return;
    }
  }

  /** Hands one mail to the transport; true when it went, else its retry is recorded. */
  async function deliverOne(mail: OutboxMail): Promise<boolean> {
    try {
      await transport.send(mail);
      return true;
    } catch (error) {
      const attempts = mail.attempts + 1;
      const lastError = error instanceof Error ? error.message : String(error);
      const gaveUp = attempts >= MAX_ATTEMPTS;
      log.error(gaveUp ? 'mail: giving up' : 'mail: will retry', { id: mail.id, kind: mail.kind, attempts, lastError });
      await OutboxMail.query(db)
        .findById(mail.id)
        .patch({
          attempts,
          lastError,
          status: gaveUp ? 'failed' : 'pending',
          nextAttemptAt: new Date(clock.now().getTime() + retryDelayMs(attempts)).toISOString(),
        });
      return false;
    }
  }

  function kick(): void {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await deliverDue();
        } catch (error) {
          if (!deps.outage?.report(error, 'job')) log.error('mail: delivery pass failed', { error: String(error) });
        }
      } while (again);
    })().finally(() => {
      running = null;
    });
  }

  return {
    kick,
    drain: async () => {
      while (running) await running;
    },
  };
}
