import { BaseModel } from './base-model';

export class IdempotencyRecord extends BaseModel {
  static override tableName = 'idempotency_keys';
  static override idColumn = ['scope', 'key'];
  static override timestampColumns = ['createdAt'];

  declare scope: string;
  declare key: string;
  declare fingerprint: string;
  declare status: number;
  declare body: string;
  declare createdAt: string;
}

export class OutboxMail extends BaseModel {
  static override tableName = 'mail_outbox';
  static override timestampColumns = ['nextAttemptAt', 'createdAt', 'sentAt'];

  declare id: string;
  /** How it goes out (services/mail/mailer.ts keeps one sender per channel). */
  declare channel: 'mail' | 'push';
  declare kind: string;
  /** An e-mail address; for a push, the id of the phone's push subscription. */
  declare to: string;
  declare replyTo: string | null;
  /** A push's title. */
  declare subject: string;
  /** A push's payload, as JSON (shared notices.ts PushPayload). */
  declare text: string;
  /**
   * The lines of an e-mail's text that carry what a customer typed, as JSON (services/mail/
   * mail-text.ts): text in its HTML, never a link. Null on a mail queued before they were kept.
   */
  declare typedLines: string | null;
  /** Extra headers of an e-mail, as JSON (List-Unsubscribe on notices to subscribers). */
  declare headers: string | null;
  /** Files sent with an e-mail, as JSON (services/mail/outbox.ts MailAttachment[]). */
  declare attachments: string | null;
  declare status: 'pending' | 'sent' | 'failed';
  declare attempts: number;
  declare lastError: string | null;
  declare nextAttemptAt: string;
  declare createdAt: string;
  declare sentAt: string | null;
  /** The server sending it now, while its lease (nextAttemptAt) runs. */
  declare claimedBy: string | null;
}
