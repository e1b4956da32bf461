import { formatCents, toCents } from '#shared/money';
import { parseOrderItems } from '#shared/order-items';
import type { WeeklyStats } from '#shared/owner-orders';
import type { PickupLocation } from '#shared/bakery';
import { countOrder, noCounts, summarisePickups, summaryOf } from '#shared/pickup-figures';
import { Order, type Db } from '../../db';
import { marketDaysBetween } from '../market/market-weeks';
import { isMarketPlace } from '#shared/places';
import type { PickupSettings } from '#shared/pickup-settings';

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
 * The dashboard by week (GET /api/admin/stats): the next pickup of each location, each summed on
 * its own by THE rule of a pickup's figures (shared pickup-figures.ts, as the orders page sums
 * them), their best sellers together, and orders and revenue of the 12 weeks ending with the
 * next home pickup's week, by pickup day, beside what the market stall took each week and the
 * market days of those weeks. Cancelled orders count in no revenue; the next market pickup's
 * figures carry what its stall took (`stall`), which is part of that day's revenue.
 */
export async function weeklyStats(db: Db, settings: PickupSettings): Promise<WeeklyStats> {
  const nextPickups = settings.nextPickupDates;
  // Her door's week, or the first pickup's where her door is stopped (one place always takes orders).
  const weeks = weekStarts(nextPickups.home ?? Object.values(nextPickups).sort()[0]!);
  const from = weeks[0]!;
  const until = new Date(new Date(`${weeks.at(-1)}T00:00:00Z`).getTime() + 7 * DAY_MS).toISOString().slice(0, 10);
  const next = (Object.entries(nextPickups) as [PickupLocation, string][])
    .map(([pickupLocation, pickupDate]) => ({ pickupLocation, pickupDate }))
    .sort((a, b) => a.pickupDate.localeCompare(b.pickupDate));
  const isNext = (row: Pick<Order, 'pickupDate' | 'pickupLocation'>) =>
    next.some((pickup) => pickup.pickupDate === row.pickupDate && pickup.pickupLocation === row.pickupLocation);
  const rows = await Order.query(db)
    .select(
      'pickupDate',
      'pickupLocation',
      'status',
      'total',
      'paymentStatus',
      'items',
      'standingOrderId',
      'releasedAt',
    )
    .where((range) =>
      range
        .where('pickupDate', '>=', from)
        .where('pickupDate', '<', until)
        .orWhereIn(
          'pickupDate',
          next.map((pickup) => pickup.pickupDate),
        ),
    );

  const byWeek = new Map(weeks.map((week) => [week, { orders: 0, cents: 0 }]));
  const sold = new Map<string, { name: string; quantity: number }>();
  for (const row of rows) {
    if (row.status === 'cancelled') continue;
    const week = byWeek.get(mondayOf(row.pickupDate));
    if (week) {
      week.orders += 1;
      week.cents += countOrder(row).totalCents;
    }
    if (!isNext(row)) continue;
    for (const line of parseOrderItems(row.items)) {
      const product = sold.get(line.product) ?? {
        name: line.name?.replace(/ \(.*\)$/, '') ?? line.product,
        quantity: 0,
      };
      product.quantity += line.quantity;
      sold.set(line.product, product);
    }
  }
  const summaries = summarisePickups(rows.filter(isNext));
  // Up to the next market pickup too, whose stall takings its revenue includes.
  const lastNext = next.at(-1)?.pickupDate ?? until;
  const marketDays = await marketDaysBetween(db, from, lastNext >= until ? dayAfter(lastNext) : until);
  const stallByWeek = new Map<string, number>();
  for (const day of marketDays) {
    const week = mondayOf(day.date);
    stallByWeek.set(week, (stallByWeek.get(week) ?? 0) + toCents(day.stall));
  }
  const stallOf = (pickup: { pickupDate: string; pickupLocation: PickupLocation }) =>
    isMarketPlace(pickup.pickupLocation, settings)
      ? marketDays.find((day) => day.date === pickup.pickupDate)?.stall
      : undefined;
  return {
    pickups: next.map((pickup) => {
      const summary =
        summaries.find(
          (each) => each.pickupDate === pickup.pickupDate && each.pickupLocation === pickup.pickupLocation,
        ) ?? summaryOf(pickup, noCounts);
      const stall = stallOf(pickup);
      return stall === undefined ? summary : { ...summary, stall };
    }),
    topProducts: [...sold]
      .map(([productId, { name, quantity }]) => ({ productId, name, quantity }))
      .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name))
      .slice(0, 5),
    weeks: weeks.map((weekStart) => {
      const week = byWeek.get(weekStart)!;
      return {
        weekStart,
        orders: week.orders,
        revenue: formatCents(week.cents),
        stall: formatCents(stallByWeek.get(weekStart) ?? 0),
      };
    }),
    marketDays: marketDays.filter((day) => day.date < until),
  };
}

const dayAfter = (day: string) => new Date(new Date(`${day}T00:00:00Z`).getTime() + DAY_MS).toISOString().slice(0, 10);
