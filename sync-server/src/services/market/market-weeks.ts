import type { MarketDaySummary } from '#shared/owner-orders';
import { marketFigures } from '#shared/market-figures';
import { formatCents, toCents } from '#shared/money';
import { MarketDayRow, MarketHandoverRow, Order, StallSaleRow, type Db } from '../../db';
import { marketPlaceIds, toHandover, toMarketDay, toStallSale } from './market-days';
import { toStoredOrder } from '../orders/order-history';

const money = (cents: number | null) => (cents === null ? null : formatCents(cents));

/**
 * The market days between two dates ("YYYY-MM-DD", `until` not included), oldest first, each
 * summed by THE figures of a day (shared market-figures.ts) as its close shows them: what the
 * stall took, what its preorders came to, the cash expected and counted. Four reads for all the
 * days together, for the dashboard's weeks.
 */
export async function marketDaysBetween(db: Db, from: string, until: string): Promise<MarketDaySummary[]> {
  const inRange = <Q extends { where(column: string, operator: string, value: string): Q }>(query: Q, column: string) =>
    query.where(column, '>=', from).where(column, '<', until);
  const [days, sales, handovers, preorders] = await Promise.all([
    inRange(MarketDayRow.query(db), 'date').orderBy('date'),
    inRange(StallSaleRow.query(db), 'date'),
    inRange(MarketHandoverRow.query(db), 'date'),
    inRange(Order.query(db).whereIn('pickupLocation', marketPlaceIds(db)), 'pickupDate'),
  ]);
  return days.map((row) => {
    const date = row.date;
    const figures = marketFigures({
      day: toMarketDay(row),
      preorders: preorders.filter((order) => order.pickupDate === date).map(toStoredOrder),
      sales: sales.filter((sale) => sale.date === date).map(toStallSale),
      handovers: handovers.filter((handover) => handover.date === date).map(toHandover),
    });
    return {
      date,
      stall: formatCents(figures.stall.totalCents),
      sales: figures.stall.sales,
      preorders: formatCents(figures.preorders.totalCents),
      cashExpected: formatCents(figures.cash.expectedCents),
      cashCounted: money(figures.cash.countedCents),
      difference: money(figures.cash.differenceCents),
    };
  });
}

/** What the stall took each market day (sales not undone), in cents by date: part of that day's revenue. */
export async function stallTakings(db: Db): Promise<Map<string, number>> {
  const rows = (await db(StallSaleRow.tableName)
    .whereNull('undoneAt')
    .select('date')
    .sum({ total: 'total' })
    .groupBy('date')) as { date: string; total: number | string | null }[];
  return new Map(rows.map((row) => [row.date, toCents(String(row.total ?? 0))]));
}
