import type { OrderSource, OrderStatus, PaymentStatus } from '#shared/order-status';
import { BaseModel } from './base-model';

export class Order extends BaseModel {
  static override tableName = 'orders';
  static override decimalColumns = ['total'];
  static override booleanColumns = ['overbooked'];
  static override timestampColumns = [
    'createdAt',
    'updatedAt',
    'paidAt',
    'refundedAt',
    'reminderSentAt',
    'releasedAt',
    'anotherBakeAt',
  ];

  declare id: string;
  /** #1001...: taken from db/order-numbers.ts in the order's transaction. */
  declare number: number;
  declare sessionId: string;
  declare firstName: string;
  declare lastName: string;
  declare email: string;
  declare phone: string;
  declare paymentMethod: string;
  declare pickupLocation: string;
  declare items: string;
  declare total: string;
  /** "YYYY-MM-DD" in BAKERY_TZ, decided by services/pickups/pickups.ts. */
  declare pickupDate: string;
  /** The slot's start ("15:30") where the location has slots; null otherwise. */
  declare pickupSlot: string | null;
  /** Booked by the owner past a full slot or pickup. */
  declare overbooked: boolean;
  /** The units of its lines, kept so a pickup's items add up in SQL (db/pickup-bookings.ts). */
  declare itemCount: number;
  declare status: OrderStatus;
  declare statusReason: string | null;
  declare paymentStatus: PaymentStatus;
  declare paidAt: string | null;
  declare refundedAt: string | null;
  declare source: OrderSource;
  declare createdAt: string;
  declare updatedAt: string;
  /** The SEQUENCE of its calendar event: raised by each change of its time or status (services/orders/calendar.ts). */
  declare calendarSequence: number;
  /** When the day-before reminder was queued; null until then. */
  declare reminderSentAt: string | null;
  /** The standing order it was placed from (docs/standing-orders.md); null for the others. */
  declare standingOrderId: string | null;
  /** A market no-show whose loaves she released to the table (docs/market-day.md); null otherwise. */
  declare releasedAt: string | null;
  /** A market preorder she hands over from another bake, the table being oversold; null otherwise. */
  declare anotherBakeAt: string | null;
  /**
   * The bake day ("YYYY-MM-DD") whose stock its units were taken from, and go back to if it is
   * cancelled; null where it took none (the market's table). Not part of StoredOrder: the server's.
   */
  declare bakeDay: string | null;
}

export class FailedOrderAttempt extends BaseModel {
  static override tableName = 'failed_order_attempts';
  static override decimalColumns = ['total'];
  static override timestampColumns = ['createdAt'];

  declare id: string;
  declare sessionId: string | null;
  declare firstName: string | null;
  declare lastName: string | null;
  declare email: string | null;
  declare phone: string | null;
  declare paymentMethod: string | null;
  declare pickupLocation: string | null;
  declare items: string | null;
  declare total: string | null;
  declare failureReason: string;
  declare failedItem: string | null;
  declare failureDetail: string | null;
  declare createdAt: string;
}
