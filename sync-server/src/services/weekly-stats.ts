import { formatCents, toCents } from '#shared/money';
import { parseOrderItems } from '#shared/order-items';
import type { WeeklyStats } from '#shared/owner-orders';
import { Order, type Db } from '../db';

const WEEKS = 12;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday of a pickup day's week, "YYYY-MM-DD": calendar days, no time zone involved. */
export function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The Mondays of the `count` weeks ending with the week of `lastDay`, oldest first. */
export function weekStarts(lastDay: string, count = WEEKS): string[] {
  const last = new Date(`${mondayOf(lastDay)}T00:00:00Z`).getTime();
  return Array.from({ length: count }, (_, index) =>
    new Date(last - (count - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * The dashboard by week (GET /api/admin/stats): the week of the next pickup (home and market
 * together), its best sellers, and orders and revenue of the 12 weeks ending with it, by pickup
 * day. Cancelled orders count nowhere. Money is added in cents.
 */
export async function weeklyStats(db: Db, nextPickupDate: string): Promise<WeeklyStats> {
  const weeks = weekStarts(nextPickupDate);
  const from = weeks[0]!;
  const until = new Date(new Date(`${weeks.at(-1)}T00:00:00Z`).getTime() + 7 * DAY_MS).toISOString().slice(0, 10);
  const rows = await Order.query(db)
    .select('pickupDate', 'total', 'paymentStatus', 'items')
    .where('pickupDate', '>=', from)
    .where('pickupDate', '<', until)
    .whereNot('status', 'cancelled');

  const byWeek = new Map(weeks.map((week) => [week, { orders: 0, cents: 0 }]));
  const thisWeek = weeks.at(-1)!;
  const pickup = { orders: 0, total: 0, paid: 0 };
  const sold = new Map<string, { name: string; quantity: number }>();
  for (const row of rows) {
    const cents = toCents(row.total);
    const week = byWeek.get(mondayOf(row.pickupDate))!;
    week.orders += 1;
    week.cents += cents;
    if (mondayOf(row.pickupDate) !== thisWeek) continue;
    pickup.orders += 1;
    pickup.total += cents;
    if (row.paymentStatus === 'paid') pickup.paid += cents;
    for (const line of parseOrderItems(row.items)) {
      const product = sold.get(line.product) ?? {
        name: line.name?.replace(/ \(.*\)$/, '') ?? line.product,
        quantity: 0,
      };
      product.quantity += line.quantity;
      sold.set(line.product, product);
    }
  }
  return {
    pickup:
      pickup.orders === 0
        ? null
        : {
            pickupDate: nextPickupDate,
            orders: pickup.orders,
            total: formatCents(pickup.total),
            paid: formatCents(pickup.paid),
            owed: formatCents(pickup.total - pickup.paid),
          },
    topProducts: [...sold]
      .map(([productId, { name, quantity }]) => ({ productId, name, quantity }))
      .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name))
      .slice(0, 5),
    weeks: weeks.map((weekStart) => {
      const week = byWeek.get(weekStart)!;
      return { weekStart, orders: week.orders, revenue: formatCents(week.cents) };
    }),
  };
}
