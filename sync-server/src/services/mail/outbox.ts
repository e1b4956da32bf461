import { randomUUID } from 'node:crypto';
import { OutboxMail, type Db } from '../../db';

/** An e-mail to send once the write it belongs to has committed. */
export interface MailDraft {
  kind:
    | 'order-confirmation'
    | 'new-order'
    | 'order-cancelled'
    | 'customer-cancel'
    | 'pickup-notice'
    | 'pickup-reminder'
    | 'contact'
    | 'password-reset';
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
}

/**
 * Queues mail in the caller's transaction (the transactional outbox): an order and its
 * confirmation commit together, so a crash can lose neither, and a mail server that is down
 * never fails the order. mailer.ts delivers the queue after commit and retries.
 */
export async function queueMail(db: Db, drafts: readonly MailDraft[], now: Date): Promise<void> {
  if (drafts.length === 0) return;
  const at = now.toISOString();
  // Knex, not the model: Objection inserts one row at a time on SQLite.
  await db(OutboxMail.tableName).insert(
    drafts.map((draft) => ({
      id: randomUUID(),
      kind: draft.kind,
      to: draft.to,
      replyTo: draft.replyTo ?? null,
      subject: draft.subject,
      text: draft.text,
      status: 'pending' as const,
      attempts: 0,
      lastError: null,
      nextAttemptAt: at,
      createdAt: at,
      sentAt: null,
    })),
  );
}
