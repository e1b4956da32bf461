import type { StallSale, StallSaleInput } from '#shared/market-day';
import { priceOrder, PricingError, type PricedOrder } from '#shared/pricing';
import { rowById, inTransaction, lockProductStates, StallSaleRow, type Db, type ProductState, type Tx } from '../../db';
import type { Applied } from '../announce';
import { invalid, notFound } from '../errors';
import { changedDay, reopenIfClosed, startedDay, toStallSale } from './market-days';

/**
 * A sale over the stall's table (docs/market-day.md), in one transaction so the sale and
 * (through her edit's Idempotency-Key) its answer commit together:
 *  1. lock the sale's products first, as every order, cancel and handover does, so a sale and
 *     an online preorder of the same loaf are decided one after the other, on any server;
 *  2. a sale with this id already recorded is answered as it stands: the same sale sent again
 *     by her outbox (its answer lost), under any key, lands once;
 *  3. the day must have started; the lines are priced by THE pricing (flavors resolved as
 *     orders store them), and an unknown product or flavor is a 400;
 *  4. the sale happened: it is kept with what her phone charged (the money in the box) and what
 *     the list says now, even when the table had no loaf left by the server's count (her phone
 *     sold offline while a preorder took it). The day then shows the line oversold, with the
 *     preorders she can cancel, cut or hand over from another bake (shared market-conflicts.ts).
 *     It takes nothing off the shop's stock: the table is the day's own stock;
 *  5. a sale reaching the server after her close opens the day's count again.
 */
export function recordStallSale(
  db: Db,
  date: string,
  input: StallSaleInput,
  now: Date,
): Promise<Applied<{ sale: StallSale }>> {
  return inTransaction(db, async (trx) => {
    const states = await lockProductStates(
      trx,
      input.lines.map((line) => line.product),
      now,
      null,
    );
    const existing = await StallSaleRow.query(trx).findById(input.id);
    if (existing) return { answer: { sale: toStallSale(existing) }, changed: {} };
    const day = await startedDay(trx, date);
    const priced = priceSale(input, states);
    const row = {
      id: input.id,
      date,
      lines: JSON.stringify(priced.lines.map((line) => ({ ...line, flavor: line.flavor ?? null }))),
      paymentMethod: input.paymentMethod,
      total: input.total,
      listTotal: priced.total,
      cashGiven: input.paymentMethod === 'cash' ? (input.cashGiven ?? null) : null,
      soldAt: new Date(input.soldAt).toISOString(),
      recordedAt: now.toISOString(),
      undoneAt: null,
    };
    await trx(StallSaleRow.tableName).insert(row);
    await reopenIfClosed(trx, day, now);
    const sale = toStallSale((await StallSaleRow.query(trx).findById(input.id))!);
    return { answer: { sale }, changed: changedDay(date) };
  });
}

function priceSale(input: StallSaleInput, states: ReadonlyMap<string, ProductState>): PricedOrder {
  try {
    return priceOrder(
      input.lines.map((line) => ({ productId: line.product, flavor: line.flavor, quantity: line.quantity })),
      new Map([...states].map(([id, state]) => [id, state.product])),
    );
  } catch (error) {
    if (error instanceof PricingError) throw invalid(error.message, 'invalid-order');
    throw error;
  }
}

/**
 * "Undo the last sale": its loaves are the table's again, once however often it is sent; the
 * sale is kept, marked undone, so the day's record shows it.
 */
export function undoStallSale(db: Db, date: string, id: string, now: Date): Promise<Applied<{ sale: StallSale }>> {
  return inTransaction(db, async (trx) => {
    const before = await findSale(trx, date, id);
    const lines = JSON.parse(before.lines) as { product: string; quantity: number }[];
    await lockProductStates(
      trx,
      lines.map((line) => line.product),
      now,
      null,
    );
    const sale = await findSale(trx, date, id); // read again under the lock
    if (sale.undoneAt) return { answer: { sale: toStallSale(sale) }, changed: {} };
    await StallSaleRow.query(trx).patch({ undoneAt: now.toISOString() }).where({ id });
    await reopenIfClosed(trx, await startedDay(trx, date), now);
    const undone = toStallSale((await StallSaleRow.query(trx).findById(id))!);
    return { answer: { sale: undone }, changed: changedDay(date) };
  });
}

async function findSale(trx: Tx, date: string, id: string): Promise<StallSaleRow> {
  const sale = await rowById(StallSaleRow, trx, id);
  if (!sale || sale.date !== date) throw notFound('No such sale on that market day', 'unknown-sale');
  return sale;
}
