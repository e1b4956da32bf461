import { BaseModel } from './base-model';

/** `removed`: the owner took the place out of its line. */
export type WaitlistStatus = 'waiting' | 'offered' | 'taken' | 'lapsed' | 'left' | 'removed';

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

/**
 * One customer in line for a place at a full pickup or slot (migration
 * 20261129120000_place_waitlist): while waiting or offered it counts as a booked place for
 * every other shopper (db/pickup-bookings.ts).
 */
export class PlaceWaitlistEntryRow extends BaseModel {
  static override tableName = 'place_waitlist_entries';
  static override timestampColumns = ['joinedAt', 'expiresAt', 'offeredAt', 'offerExpiresAt', 'servedAt'];

  declare id: string;
  declare pickupDate: string;
  declare pickupLocation: string;
  /** The time she waits for ("15:30"); null where the pickup has no slots. */
  declare pickupSlot: string | null;
  /** Her cart's items when she joined: what her order would take of the oven. */
  declare items: number;
  declare sessionId: string;
  declare email: string | null;
  declare status: WaitlistStatus;
  declare joinedAt: string;
  /** The end of the pickup's window: a place in line for a pickup gone counts for nothing. */
  declare expiresAt: string;
  declare offeredAt: string | null;
  /** The place is kept for her until then. */
  declare offerExpiresAt: string | null;
  declare line: number;
  declare servedAt: string | null;
}
