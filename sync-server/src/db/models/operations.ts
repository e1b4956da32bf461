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
  declare channel: 'mail';
  declare kind: string;
  declare to: string;
  declare replyTo: string | null;
  declare subject: string;
  declare text: string;
  declare status: 'pending' | 'sent' | 'failed';
  declare attempts: number;
  declare lastError: string | null;
  declare nextAttemptAt: string;
  declare createdAt: string;
  declare sentAt: string | null;
  /** The server sending it now, while its lease (nextAttemptAt) runs. */
  declare claimedBy: string | null;
}
