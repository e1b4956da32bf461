import { toCents } from '#shared/money';
import type { PickupLocation } from '#shared/bakery';
import type { OrderStatus, PaymentStatus } from '#shared/order-status';
import type { PickupSummary } from '#shared/owner-orders';

/** What the owner narrows her orders to; '' means "any". */
export interface OrderFilters {
  pickupDate: string;
  pickupLocation: PickupLocation | '';
  status: OrderStatus | '';
  paymentStatus: PaymentStatus | '';
  q: string;
}

export const anyFilters: OrderFilters = { pickupDate: '', pickupLocation: '', status: '', paymentStatus: '', q: '' };

/** The query string of GET /api/orders (and the CSV), only the filters that are set, in a fixed order. */
export function orderQuery(filters: OrderFilters, limit?: number): string {
  const params = new URLSearchParams();
  for (const key of ['pickupDate', 'pickupLocation', 'status', 'paymentStatus', 'q'] as const) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  if (limit) params.set('limit', String(limit));
  return params.toString();
}

/**
 * The pickup the orders page opens on: the next one that has orders (the soonest pickup day on
 * or after the next home or market pickup), else the latest that had orders, else the next.
 */
export function defaultPickupDate(pickups: readonly PickupSummary[], nextDates: readonly string[]): string {
  const next = [...nextDates].sort()[0] ?? '';
  const upcoming = pickups
    .map((pickup) => pickup.pickupDate)
    .filter((day) => day >= next)
    .sort();
  return upcoming[0] ?? pickups[0]?.pickupDate ?? next;
}

/** The pickup days to choose from, newest first, with the next ones even before any order. */
export function pickupDays(pickups: readonly PickupSummary[], nextDates: readonly string[]): string[] {
  return [...new Set([...nextDates, ...pickups.map((pickup) => pickup.pickupDate)])].filter(Boolean).sort().reverse();
}

/** The figures of one pickup day, home and market together or one of them. */
export function pickupFigures(pickups: readonly PickupSummary[], pickupDate: string, location: PickupLocation | '') {
  const rows = pickups.filter(
    (p) => (!pickupDate || p.pickupDate === pickupDate) && (!location || p.pickupLocation === location),
  );
  const cents = (field: 'total' | 'paid' | 'owed') => rows.reduce((sum, row) => sum + toCents(row[field]), 0);
  const count = (field: 'orders' | 'cancelled' | 'noShows' | 'pickedUp') =>
    rows.reduce((sum, row) => sum + row[field], 0);
  return {
    orders: count('orders'),
    total: cents('total'),
    paid: cents('paid'),
    owed: cents('owed'),
    cancelled: count('cancelled'),
    noShows: count('noShows'),
    pickedUp: count('pickedUp'),
  };
}
