import type { BroughtLine, Handover, MarketDay, MarketDayView, StallSale } from '#shared/market-day';
import { marketTable, recounted, type MarketLine, type TableRow } from '#shared/market-table';
import { PricingError, resolveFlavor } from '#shared/pricing';
import {
  independently,
  inTransaction,
  lockProductStates,
  MarketDayRow,
  MarketHandoverRow,
  Order,
  PickupPlaceRow,
  Product,
  StallSaleRow,
  type Db,
  type Tx,
} from '../../db';
import type { Applied } from '../announce';
import { conflict, invalid } from '../errors';
import { toStoredOrder } from '../orders/order-history';

/**
 * A market day (docs/market-day.md): its start, what she brought, her cash count, and the day as
 * her phones read it. Sales are stall-sales.ts; handovers and releases market-handovers.ts.
 * Every write of a day that the table's rule reads (what she brought) locks the products it
 * touches first, as every sale, order, cancel and handover does (db/product-state.ts), so two
 * phones on two servers are decided one after the other, each seeing the other's.
 *
 * From its start, the day's table is its own stock (shared market-table.ts): the market's
 * preorders of that day draw on it (tableOfPickup), not on the shop's stock, and the stall sells
 * from it alone.
 */

/**
 * Her markets' ids (docs/orders.md, "Her places"): a market day is a date, and its table serves the
 * preorders of every market of hers on that date (the Saturday market's on Saturday, the Tuesday
 * market's on Tuesday). As a query, to be asked inside another.
 */
export const marketPlaceIds = (db: Db) => PickupPlaceRow.query(db).select('id').where({ kind: 'market' });

/** Is the place one of her markets? */
export async function isMarketId(db: Db, id: string): Promise<boolean> {
  return (await PickupPlaceRow.query(db).findById(id).select('kind'))?.kind === 'market';
}

export function toMarketDay(row: MarketDayRow): MarketDay {
  return {
    date: row.date,
    brought: JSON.parse(row.brought) as BroughtLine[],
    openingCash: row.openingCash,
    releaseAfter: row.releaseAfter,
    startedAt: row.startedAt,
    closedAt: row.closedAt,
    cashCounted: row.cashCounted,
    updatedAt: row.updatedAt,
    reopenedAt: row.reopenedAt ?? null,
  };
}

export function toStallSale(row: StallSaleRow): StallSale {
  return {
    id: row.id,
    date: row.date,
    lines: JSON.parse(row.lines) as StallSale['lines'],
    paymentMethod: row.paymentMethod,
    total: row.total,
    listTotal: row.listTotal,
    cashGiven: row.cashGiven,
    soldAt: row.soldAt,
    recordedAt: row.recordedAt,
    undoneAt: row.undoneAt,
  };
}

export function toHandover(row: MarketHandoverRow): Handover {
  return { orderId: row.orderId, date: row.date, paidHere: row.paidHere, amount: row.amount, handedAt: row.handedAt };
}

/** What a write of a day changed: that day, on her screens. */
export const changedDay = (date: string) => ({ marketDays: [date] });

/** The day's row, or a 409 when it has not been started: her phone starts it before anything else. */
export async function startedDay(db: Db, date: string): Promise<MarketDayRow> {
  const row = await MarketDayRow.query(db).findById(date);
  if (!row) throw conflict(`The market day of ${date} has not been started`, 'market-day-not-started');
  return row;
}

/** The market's orders of the day: the stall's preorders (cancelled ones too). */
export const marketOrdersOf = (db: Db, date: string) =>
  Order.query(db).where({ pickupDate: date }).whereIn('pickupLocation', marketPlaceIds(db)).orderBy('number');

/**
 * The started market day whose table an order of this pickup draws on (docs/market-day.md), if
 * any: the market's pickup on a day she has started. Every write that takes loaves for a
 * preorder or gives them back (a checkout, a cancel, a release) asks this first, under the
 * products' lock: the table's loaves never go on the shop's stock, nor the other way round.
 */
export async function tableDayOf(
  db: Db,
  pickup: { pickupLocation: string; pickupDate: string },
): Promise<MarketDayRow | undefined> {
  // The day first: on most days none is started, and her door's pickups ask no more.
  const day = await MarketDayRow.query(db).findById(pickup.pickupDate);
  return day && (await isMarketId(db, pickup.pickupLocation)) ? day : undefined;
}

/**
 * A write that changes a day's figures after her close (a sale her phone kept offline, an undo,
 * a handover) opens the day's count again: the close no longer says what the cash box holds, so
 * her screen tells her and asks her to count and close again (her next close clears it).
 */
export async function reopenIfClosed(trx: Tx, day: MarketDayRow, now: Date): Promise<void> {
  if (!day.closedAt) return;
  const at = now.toISOString();
  await MarketDayRow.query(trx).patch({ closedAt: null, reopenedAt: at, updatedAt: at }).where({ date: day.date });
}

/** GET /api/admin/market-days/{date}: everything her phones need to run the day, and keep for no signal. */
export async function marketDayView(db: Db, date: string): Promise<MarketDayView> {
  const [day, preorders, sales, handovers] = await Promise.all([
    MarketDayRow.query(db).findById(date),
    marketOrdersOf(db, date),
    StallSaleRow.query(db).where({ date }).orderBy('soldAt').orderBy('id'),
    MarketHandoverRow.query(db).where({ date }).orderBy('handedAt'),
  ]);
  return {
    date,
    day: day ? toMarketDay(day) : null,
    preorders: preorders.map(toStoredOrder),
    sales: sales.map(toStallSale),
    handovers: handovers.map(toHandover),
  };
}

/**
 * The table as the rule sees it now, in the caller's transaction (after it locked the products
 * it sells, hands over or releases): what she brought, the market's preorders and the sales of
 * the day.
 */
export async function tableNow(trx: Tx, day: MarketDayRow): Promise<Map<string, TableRow>> {
  const [preorders, sales] = await independently(trx, [
    () => marketOrdersOf(trx, day.date).select('id', 'status', 'items', 'releasedAt', 'anotherBakeAt'),
    () => StallSaleRow.query(trx).where({ date: day.date }).whereNull('undoneAt').select('lines'),
  ]);
  return marketTable({
    brought: toMarketDay(day).brought,
    preorders,
    sales: sales.map((sale) => ({ lines: JSON.parse(sale.lines) as MarketLine[], undoneAt: null })),
  });
}

/**
 * Each brought line with its flavor as the catalogue names it (a flavored product without one
 * is its default, as orders store it), products and flavors checked: an unknown one is a 400.
 */
async function resolvedLines(trx: Tx, lines: readonly BroughtLine[]): Promise<BroughtLine[]> {
  const ids = [...new Set(lines.map((line) => line.product))];
  const products = new Map((await Product.query(trx).whereIn('id', ids)).map((product) => [product.id, product]));
  return lines.map((line) => {
    const product = products.get(line.product);
    if (!product) throw invalid(`There is no product "${line.product}"`, 'unknown-product');
    try {
      return { ...line, flavor: resolveFlavor(product, line.flavor) };
    } catch (error) {
      if (error instanceof PricingError) throw invalid(error.message, 'unknown-flavor');
      throw error;
    }
  });
}

export interface MarketDayStart {
  date: string;
  brought: BroughtLine[];
  openingCash: string;
  releaseAfter: string | null;
}

/**
 * The day starts (POST /api/admin/market-days). A day already started (her helper's phone
 * started it first, or this start was sent again) is answered as it stands: the counts of the
 * first start stand, and either phone changes them with an update.
 */
export function startMarketDay(db: Db, start: MarketDayStart, now: Date): Promise<Applied<{ day: MarketDay }>> {
  return inTransaction(db, async (trx) => {
    const brought = await resolvedLines(trx, start.brought);
    await lockProductStates(
      trx,
      brought.map((line) => line.product),
      now,
      null,
    );
    const at = now.toISOString();
    await trx(MarketDayRow.tableName)
      .insert({
        date: start.date,
        brought: JSON.stringify(recounted([], brought)),
        openingCash: start.openingCash,
        releaseAfter: start.releaseAfter,
        startedAt: at,
        updatedAt: at,
      })
      .onConflict('date')
      .ignore()
      .returning('date');
    const row = (await MarketDayRow.query(trx).findById(start.date))!;
    return { answer: { day: toMarketDay(row) }, changed: changedDay(start.date) };
  });
}

export interface MarketDayUpdate {
  brought?: BroughtLine[];
  openingCash?: string;
  releaseAfter?: string | null;
}

/** Her changes to the day (PATCH): each brought line she counted again, the opening cash, the release time. */
export function updateMarketDay(
  db: Db,
  date: string,
  update: MarketDayUpdate,
  now: Date,
): Promise<Applied<{ day: MarketDay }>> {
  return inTransaction(db, async (trx) => {
    const counts = update.brought ? await resolvedLines(trx, update.brought) : [];
    // What she brought is what the table's rule reads: its products are locked as a sale's are.
    await lockProductStates(
      trx,
      counts.map((line) => line.product),
      now,
      null,
    );
    const day = await startedDay(trx, date);
    const changes = {
      ...(update.brought ? { brought: JSON.stringify(recounted(toMarketDay(day).brought, counts)) } : {}),
      ...(update.openingCash !== undefined ? { openingCash: update.openingCash } : {}),
      ...(update.releaseAfter !== undefined ? { releaseAfter: update.releaseAfter } : {}),
      updatedAt: now.toISOString(),
    };
    await MarketDayRow.query(trx).patch(changes).where({ date });
    return {
      answer: { day: toMarketDay((await MarketDayRow.query(trx).findById(date))!) },
      changed: changedDay(date),
    };
  });
}

/** Her cash count at the close (POST .../close): counted again, the last count stands; a reopened count is closed again. */
export function closeMarketDay(
  db: Db,
  date: string,
  cashCounted: string,
  now: Date,
): Promise<Applied<{ day: MarketDay }>> {
  return inTransaction(db, async (trx) => {
    await startedDay(trx, date);
    const at = now.toISOString();
    await MarketDayRow.query(trx).patch({ cashCounted, closedAt: at, reopenedAt: null, updatedAt: at }).where({ date });
    return {
      answer: { day: toMarketDay((await MarketDayRow.query(trx).findById(date))!) },
      changed: changedDay(date),
    };
  });
}
