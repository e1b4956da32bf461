import type { PickupLocation } from './bakery';
import { formatCents, toCents } from './money';
import { comparePlaces } from './places';
import type { OrderStatus, PaymentStatus } from './order-status';
import type { PickupSummary } from './owner-orders';

/**
 * THE sums of a pickup's orders, used by the server's pickup list and dashboard and by the
 * owner's screens (which add what is still waiting in her outbox), so a figure reads the same
 * everywhere. What counts where:
 *  - a cancelled order counts in no money figure, only in `cancelled`; if it was paid, its
 *    money is a refund due until the owner marks it refunded;
 *  - a no-show still counts (its bread was baked) and owes what it has not paid, unless she
 *    released it to the market's table: its loaves are sold again there, so what it did not pay
 *    is neither revenue nor owed (what it paid stays revenue: the money was taken);
 *  - owed = total - paid.
 * Counts are additive: two pickups' counts add field by field, and a change to one order is
 * the counts of the order after it minus those before it.
 */
export interface PickupCounts {
  /** Orders that are not cancelled. */
  orders: number;
  pickedUp: number;
  noShows: number;
  cancelled: number;
  totalCents: number;
  paidCents: number;
  /** What the no-shows among `orders` have not paid. */
  noShowOwedCents: number;
  /** Cancelled orders that were paid and not yet refunded. */
  refundsDue: number;
  refundDueCents: number;
  /** Of `orders`, those placed from a standing order (docs/standing-orders.md). */
  standing: number;
}

/** What the sums read of an order. */
export interface CountedOrder {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  total: string;
  /** The standing order it was placed from, if any. */
  standingOrderId?: string | null;
  /** When a market no-show was released to the table (docs/market-day.md), if it was. */
  releasedAt?: string | null;
}

export const noCounts: Readonly<PickupCounts> = Object.freeze({
  orders: 0,
  pickedUp: 0,
  noShows: 0,
  cancelled: 0,
  totalCents: 0,
  paidCents: 0,
  noShowOwedCents: 0,
  refundsDue: 0,
  refundDueCents: 0,
  standing: 0,
});

/** A cancelled order whose money the bakery still holds. */
export function refundDue(order: Pick<CountedOrder, 'status' | 'paymentStatus'>): boolean {
  return order.status === 'cancelled' && order.paymentStatus === 'paid';
}

/** One order's part of its pickup's figures. */
export function countOrder(order: CountedOrder): PickupCounts {
  const cents = toCents(order.total);
  if (order.status === 'cancelled') {
    const due = refundDue(order);
    return { ...noCounts, cancelled: 1, refundsDue: due ? 1 : 0, refundDueCents: due ? cents : 0 };
  }
  const paid = order.paymentStatus === 'paid';
  const noShow = order.status === 'no-show';
  const released = noShow && Boolean(order.releasedAt);
  const totalCents = released && !paid ? 0 : cents;
  return {
    ...noCounts,
    orders: 1,
    pickedUp: order.status === 'picked-up' ? 1 : 0,
    noShows: noShow ? 1 : 0,
    totalCents,
    paidCents: paid ? cents : 0,
    noShowOwedCents: noShow && !paid ? totalCents : 0,
    standing: order.standingOrderId ? 1 : 0,
  };
}

export function addCounts(a: PickupCounts, b: PickupCounts, sign: 1 | -1 = 1): PickupCounts {
  const sum = { ...a };
  for (const key of Object.keys(noCounts) as (keyof PickupCounts)[]) sum[key] = a[key] + sign * b[key];
  return sum;
}

export function countOrders(orders: readonly CountedOrder[]): PickupCounts {
  return orders.reduce((sum, order) => addCounts(sum, countOrder(order)), noCounts);
}

/** The counts of one pickup as the API answers them (money as "12.00"). */
export function summaryOf(
  pickup: { pickupDate: string; pickupLocation: PickupLocation },
  counts: PickupCounts,
): PickupSummary {
  return {
    ...pickup,
    orders: counts.orders,
    total: formatCents(counts.totalCents),
    paid: formatCents(counts.paidCents),
    owed: formatCents(counts.totalCents - counts.paidCents),
    cancelled: counts.cancelled,
    noShows: counts.noShows,
    noShowOwed: formatCents(counts.noShowOwedCents),
    pickedUp: counts.pickedUp,
    refundsDue: counts.refundsDue,
    refundDue: formatCents(counts.refundDueCents),
    standing: counts.standing,
  };
}

/** Back from an answer to counts, to add pickups together or add what is pending. */
export function countsOf(summary: PickupSummary): PickupCounts {
  return {
    orders: summary.orders,
    pickedUp: summary.pickedUp,
    noShows: summary.noShows,
    cancelled: summary.cancelled,
    totalCents: toCents(summary.total),
    paidCents: toCents(summary.paid),
    noShowOwedCents: toCents(summary.noShowOwed),
    refundsDue: summary.refundsDue,
    refundDueCents: toCents(summary.refundDue),
    standing: summary.standing ?? 0,
  };
}

/** One summary per pickup (day and location), newest first, then home before the market. */
export function summarisePickups(
  orders: readonly (CountedOrder & { pickupDate: string; pickupLocation: string })[],
): PickupSummary[] {
  const pickups = new Map<string, { pickupDate: string; pickupLocation: PickupLocation; counts: PickupCounts }>();
  for (const order of orders) {
    const key = `${order.pickupDate} ${order.pickupLocation}`;
    const pickup = pickups.get(key) ?? {
      pickupDate: order.pickupDate,
      pickupLocation: order.pickupLocation as PickupLocation,
      counts: noCounts,
    };
    pickup.counts = addCounts(pickup.counts, countOrder(order));
    pickups.set(key, pickup);
  }
  return [...pickups.values()]
    .sort((a, b) => b.pickupDate.localeCompare(a.pickupDate) || comparePlaces(a.pickupLocation, b.pickupLocation))
    .map(({ counts, ...pickup }) => summaryOf(pickup, counts));
}

/**
 * The market stall's takings (cents by market date, sales not undone) on the pickup row of the
 * market held that day (`marketOn`: her Saturday market's on a Saturday, her Tuesday market's on a
 * Tuesday; her first market by default), as `stall`: a market day's revenue is its preorders and
 * its stall. A day she sold at with no preorder gets a row of its own. Newest first, as
 * summarisePickups.
 */
export function withStallTakings(
  pickups: readonly PickupSummary[],
  takings: ReadonlyMap<string, number>,
  marketOn: (pickupDate: string) => PickupLocation = () => FIRST_MARKET,
): PickupSummary[] {
  const isMarketRow = (row: Pick<PickupSummary, 'pickupDate' | 'pickupLocation'>) =>
    row.pickupLocation === marketOn(row.pickupDate);
  const rows = pickups.map((pickup) => {
    const cents = isMarketRow(pickup) ? takings.get(pickup.pickupDate) : undefined;
    return cents === undefined ? pickup : { ...pickup, stall: formatCents(cents) };
  });
  const shown = new Set(rows.filter(isMarketRow).map((row) => row.pickupDate));
  for (const [pickupDate, cents] of takings) {
    if (shown.has(pickupDate)) continue;
    const row = summaryOf({ pickupDate, pickupLocation: marketOn(pickupDate) }, noCounts);
    rows.push({ ...row, stall: formatCents(cents) });
  }
  return rows.sort(
    (a, b) => b.pickupDate.localeCompare(a.pickupDate) || comparePlaces(a.pickupLocation, b.pickupLocation),
  );
}

/** A pickup's revenue: its orders' (pickup-figures' total) and, on a market day, its stall's. */
export const pickupRevenueCents = (pickup: Pick<PickupSummary, 'total' | 'stall'>): number =>
  toCents(pickup.total) + toCents(pickup.stall ?? '0');

/** Her first market, as every bakery has had it: where a market day's stall belongs when no other is named. */
const FIRST_MARKET: PickupLocation = 'farmers-market';
