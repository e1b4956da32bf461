import type { PlacementOutcome, StandingDecider, StandingStatus } from '#shared/standing-orders';
import { BaseModel } from './base-model';

/** The owner's rules of standing orders: one row ('default') once she saves them. */
export class StandingSettingsRow extends BaseModel {
  static override tableName = 'standing_settings';
  static override booleanColumns = ['autoApprove'];
  static override timestampColumns = ['updatedAt'];

  declare id: string;
  /** JSON array of product ids. */
  declare products: string;
  declare autoApprove: boolean;
  declare capHome: number | null;
  declare capMarket: number | null;
  declare updatedAt: string;
}

/** A regular's order every week (migration 20261129100000_standing_orders). */
export class StandingOrderRow extends BaseModel {
  static override tableName = 'standing_orders';
  static override timestampColumns = ['createdAt', 'updatedAt', 'approvedAt'];

  declare id: string;
  declare fromOrderId: string | null;
  declare firstName: string;
  declare lastName: string;
  declare email: string;
  declare phone: string;
  declare paymentMethod: string;
  declare pickupLocation: string;
  declare pickupSlot: string | null;
  /** JSON [{product, flavor, quantity, agreedUnitCents}]. */
  declare lines: string;
  /** JSON, as `lines`: more than the owner agreed to, waiting for her yes (null: nothing waits). */
  declare pendingLines: string | null;
  declare status: StandingStatus;
  declare statusReason: string | null;
  /** Who paused or stopped it last. */
  declare statusBy: StandingDecider | null;
  declare createdAt: string;
  declare updatedAt: string;
  declare approvedAt: string | null;
}

/** What one week of a standing order came to, claimed once. */
export class StandingPlacementRow extends BaseModel {
  static override tableName = 'standing_placements';
  static override idColumn = ['standingOrderId', 'pickupDate'];
  static override timestampColumns = ['createdAt'];

  declare standingOrderId: string;
  declare pickupDate: string;
  declare outcome: PlacementOutcome;
  declare orderId: string | null;
  declare reason: string | null;
  declare createdAt: string;
}
