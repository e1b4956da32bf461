import { BaseModel } from './base-model';

/** One of her pickup places (docs/orders.md, "Her places"): services/pickups/pickup-settings.ts reads them. */
export class PickupPlaceRow extends BaseModel {
  static override tableName = 'pickup_places';
  static override timestampColumns = ['updatedAt'];
  static override booleanColumns = ['active'];

  /** As orders, lines, standing orders and pickup locks name it: 'home', 'farmers-market'. */
  declare id: string;
  declare kind: string;
  declare name: string;
  declare address: string;
  declare note: string;
  /** 0 = Sunday ... 6 = Saturday, in BAKERY_TZ. */
  declare weekday: number;
  declare startTime: string;
  declare endTime: string;
  /** Orders close this many hours before the window opens; null: until it ends (a market's stall). */
  declare cutoffHours: number | null;
  /** JSON text of the shared LocationCapacity. */
  declare capacity: string;
  /** JSON text: the "YYYY-MM-DD" days with no pickup here. */
  declare daysOff: string;
  /** Its bake day: the bake this many days before its pickup serves it (docs/orders.md, "Bake days"). */
  declare bakeDaysBefore: number;
  declare position: number;
  /** False once she stops it: no new orders there; it is never deleted, its orders name it. */
  declare active: boolean;
  /** How many standing orders its pickup takes; null: no cap (docs/standing-orders.md). */
  declare standingCap: number | null;
  /** JSON text of every weekly window, the first the row's own day and hours; null: that one alone. */
  declare windows: string | null;
  declare updatedAt: string;
}
