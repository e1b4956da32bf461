import { BaseModel } from './base-model';

/** "Tell me when orders open": one row per address (docs/notices.md). */
export class Subscriber extends BaseModel {
  static override tableName = 'subscribers';
  static override timestampColumns = ['requestedAt', 'createdAt', 'confirmedAt', 'unsubscribedAt', 'lastMailAt'];

  declare id: string;
  /** Lower case, trimmed. */
  declare email: string;
  declare status: 'pending' | 'confirmed' | 'unsubscribed';
  declare confirmNonce: string;
  declare requestedAt: string;
  declare createdAt: string;
  declare confirmedAt: string | null;
  declare unsubscribedAt: string | null;
  /** The last confirm (or "already subscribed") e-mail: one per address per few minutes at most. */
  declare lastMailAt: string | null;
}

/** A phone's Web Push subscription: where its push service takes messages, and its keys. */
export class PushSubscriptionRow extends BaseModel {
  static override tableName = 'push_subscriptions';
  static override timestampColumns = ['createdAt', 'updatedAt'];

  declare id: string;
  declare endpointHash: string;
  declare endpoint: string;
  declare p256dh: string;
  declare auth: string;
  declare createdAt: string;
  declare updatedAt: string;
}
