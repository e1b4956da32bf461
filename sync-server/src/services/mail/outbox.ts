import { randomUUID } from 'node:crypto';
import type { PushPayload } from '#shared/notices';
import { insertOutboxRows, type Db } from '../../db';

/** An e-mail to send once the write it belongs to has committed. */
export interface MailDraft {
  kind:
    | 'order-confirmation'
    | 'new-order'
    | 'order-cancelled'
    | 'customer-cancel'
    | 'new-pickup-time'
    | 'customer-slot-move'
    | 'pickup-notice'
    | 'pickup-reminder'
    | 'contact'
    | 'password-reset'
    | 'subscribe-confirm'
    | 'already-subscribed'
    | 'orders-open'
    | 'closing-soon'
    | 'standing-order'
    | 'standing-request'
    | 'standing-change'
    | 'waitlist'
    | 'order-cut';
  to: string;
  /** Where an answer goes: the customer's address on a notice to the owner; unset, the bakery's contact address. */
  replyTo?: string;
  subject: string;
  text: string;
  /**
   * The lines of `text` with what a customer typed in them (mail-text.ts: a template writes its
   * text with mailText, which counts them): text in the HTML half, never a link or a button.
   */
  typedLines?: readonly number[];
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on every notice to subscribers. */
  headers?: Record<string, string>;
  /** Files sent with it: the updated calendar event of an order whose time moved. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  /** "text/calendar; charset=utf-8; method=PUBLISH" */
  contentType: string;
  content: string;
}

/** A push to one phone (docs/notices.md): another delivery of the same outbox. */
export interface PushDraft {
  kind: PushKind;
  /** The phone's push subscription (push_subscriptions.id). */
  subscriptionId: string;
  payload: PushPayload;
  /** Not before this moment: the end of the owner's quiet hours, or now. */
  notBefore: Date;
}

export type PushKind =
  | 'orders-open'
  | 'closing-soon'
  | 'order-ready'
  | 'pickup-reminder'
  | 'new-order'
  | 'failed-checkout'
  | 'customer-cancel'
  | 'customer-slot-move'
  | 'standing-change'
  | 'standing-refused'
  | 'waitlist-offer';

const row = (now: Date) => ({
  status: 'pending' as const,
  attempts: 0,
  lastError: null,
  createdAt: now.toISOString(),
  sentAt: null,
});

/**
 * Queues mail in the caller's transaction (the transactional outbox): an order and its
 * confirmation commit together, so a crash can lose neither, and a mail server that is down
 * never fails the order. mailer.ts delivers the queue after commit and retries.
 */
export async function queueMail(db: Db, drafts: readonly MailDraft[], now: Date): Promise<void> {
  await insertOutboxRows(
    db,
    drafts.map((draft) => ({
      ...row(now),
      id: randomUUID(),
      channel: 'mail',
      kind: draft.kind,
      to: draft.to,
      replyTo: draft.replyTo ?? null,
      subject: draft.subject,
      text: draft.text,
      typedLines: JSON.stringify(draft.typedLines ?? []),
      headers: draft.headers ? JSON.stringify(draft.headers) : null,
      attachments: draft.attachments ? JSON.stringify(draft.attachments) : null,
      nextAttemptAt: now.toISOString(),
    })),
  );
}

/**
 * Queues pushes the same way, as rows of the same outbox with channel 'push': claimed, sent
 * and marked by the same mailer, each exactly once. One held for the quiet hours is simply not
 * due until they end.
 */
export async function queuePushes(db: Db, drafts: readonly PushDraft[], now: Date): Promise<void> {
  await insertOutboxRows(
    db,
    drafts.map((draft) => ({
      ...row(now),
      id: randomUUID(),
      channel: 'push',
      kind: `push-${draft.kind}`,
      to: draft.subscriptionId,
      replyTo: null,
      subject: draft.payload.title,
      text: JSON.stringify(draft.payload),
      typedLines: null,
      headers: null,
      attachments: null,
      nextAttemptAt: draft.notBefore.toISOString(),
    })),
  );
}
