import { BaseModel } from './base-model';

export type WaitlistStatus = 'waiting' | 'offered' | 'taken' | 'lapsed' | 'left';

/** One customer in line for a sold-out product (migration 20261129110000_waitlist). */
export class WaitlistEntryRow extends BaseModel {
  static override tableName = 'waitlist_entries';
  static override timestampColumns = ['joinedAt', 'expiresAt', 'offeredAt', 'offerExpiresAt', 'servedAt'];

  declare id: string;
  declare productId: string;
  declare flavor: string | null;
  declare quantity: number;
  declare sessionId: string;
  declare email: string | null;
  declare agreedUnitCents: number | null;
  declare status: WaitlistStatus;
  declare joinedAt: string;
  /** A waiting entry past this counts for nothing (a line is for this week's bread). */
  declare expiresAt: string;
  declare offeredAt: string | null;
  declare offerExpiresAt: string | null;
  declare reservationId: string | null;
  /** Her place in the order of joining (db/waitlist-demand.ts nextInLine). */
  declare line: number;
  declare servedAt: string | null;
}

export class WaitlistSettingsRow extends BaseModel {
  static override tableName = 'waitlist_settings';
  static override timestampColumns = ['updatedAt'];

  declare id: string;
  declare offerMinutes: number;
  declare updatedAt: string;
}
