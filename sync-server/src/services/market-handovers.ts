import { DateTime } from 'luxon';
import { availableFrom } from '#shared/availability';
import type { PaymentMethod } from '#shared/bakery';
import type { Handover, Release } from '#shared/market-day';
import { marketLineKey, preorderLines, shortfallText, stallShortfall } from '#shared/market-table';
import type { StoredOrder } from '#shared/order';
import { isUuid } from '#shared/common';
import {
  independently,
  inTransaction,
  lockProductStates,
  MarketHandoverRow,
  MarketReleaseRow,
  Order,
  type Db,
  type ProductState,
  type Tx,
} from '../db';
import type { Applied, Changed } from './announce';
import { conflict, notFound, Refusal } from './errors';
import { changedDay, MARKET, startedDay, tableNow, toHandover, toRelease } from './market-days';
import { toStoredOrder } from './order-history';
import { decrementStock, restock, unitsByProduct } from './orders';

/**
 * A market preorder at the stall (docs/market-day.md): handed over (and paid there), taken back
 * after a mistaken tap, or released to the table when its customer has not come. Each is once per
 * order however often and from however many phones it is sent: the order's products are locked
 * first (as every sale, order and cancel locks them), and the order, its handover and its
 * release are read under that lock, so the second phone's tap finds the first's done.
 */

export const RELEASED_REASON = 'Not collected: released to the table at the market';

interface Moment {
  now: Date;
  timeZone: string;
}

interface Preorder {
  order: Order;
  states: Map<string, ProductState>;
  handover: MarketHandoverRow | undefined;
  release: MarketReleaseRow | undefined;
}

/** The market's order of that day, its products locked, with its handover and release if any. */
async function lockedPreorder(trx: Tx, date: string, id: string, now: Date): Promise<Preorder> {
  const before = await findOrder(trx, id);
  const states = await lockProductStates(
    trx,
    preorderLines(before).map((line) => line.product),
    now,
  );
  const order = await findOrder(trx, id); // read again under the lock
  if (order.pickupLocation !== MARKET || order.pickupDate !== date) {
    throw conflict(`Order #${order.number} is not for the market of ${date}`, 'not-this-market');
  }
  await startedDay(trx, date);
  const [handover, release] = await independently(trx, [
    () => MarketHandoverRow.query(trx).findById(id),
    () => MarketReleaseRow.query(trx).findById(id),
  ]);
  return { order, states, handover, release };
}

/**
 * Writes the order's change only if its status is still the one read (a conditional UPDATE, as
 * order-status.ts moves orders), so a change the owner's other screen made meanwhile is never
 * written over: that is a 409 order-changed, and nothing of the handover changes.
 */
async function moveIfStill(trx: Tx, order: Order, changes: Partial<Order>): Promise<void> {
  const updated = await Order.query(trx).patch(changes).where({ id: order.id, status: order.status });
  if (updated !== 1) throw conflict('The order changed meanwhile: refresh and try again', 'order-changed');
}

async function findOrder(trx: Tx, id: string): Promise<Order> {
  const order = isUuid(id) ? await Order.query(trx).findById(id) : undefined;
  if (!order) throw notFound('No such order: it may have been removed', 'unknown-order');
  return order;
}

const asItStands = (order: Order, handover: MarketHandoverRow | undefined) => ({
  answer: { order: toStoredOrder(order), handover: handover ? toHandover(handover) : null },
  changed: {},
});

/**
 * "Picked up" at the stall: the order moves to picked up from any status still to collect (a
 * no-show who came after all included), and, when she takes its money there, to paid by what
 * was used. A no-show she had released to the table takes its loaves back from the table and the
 * shop's stock (refused when they were sold meanwhile). An order picked up already (at home, or
 * by the other phone) is answered as it stands.
 */
export function handOverPreorder(
  db: Db,
  date: string,
  id: string,
  paidHere: PaymentMethod | null,
  moment: Moment,
): Promise<Applied<{ order: StoredOrder; handover: Handover | null }>> {
  return inTransaction(db, async (trx) => {
    const { order, states, handover, release } = await lockedPreorder(trx, date, id, moment.now);
    if (handover || order.status === 'picked-up') return asItStands(order, handover);
    if (order.status === 'cancelled') {
      throw conflict(`Order #${order.number} was cancelled: it cannot be handed over`, 'invalid-transition');
    }
    const changed: Changed = { ...changedDay(date) };
    if (release) {
      await takeBackFromTable(trx, date, order, states);
      changed.products = [...unitsOf(order).keys()];
    }
    const at = moment.now.toISOString();
    const paying = paidHere !== null && order.paymentStatus === 'unpaid';
    const changes = {
      status: 'picked-up' as const,
      statusReason: null,
      updatedAt: at,
      ...(paying ? { paymentStatus: 'paid' as const, paidAt: at, paymentMethod: paidHere } : {}),
    };
    await moveIfStill(trx, order, changes);
    const row = {
      orderId: id,
      date,
      paidHere: paying ? paidHere : null,
      amount: paying ? order.total : '0',
      handedAt: at,
    };
    await trx(MarketHandoverRow.tableName).insert(row);
    const after = toStoredOrder(Object.assign(order, changes));
    const stored = (await MarketHandoverRow.query(trx).findById(id))!;
    return { answer: { order: after, handover: toHandover(stored) }, changed: { ...changed, orders: [after] } };
  });
}

/** A released no-show's loaves, back from the table and the shop's stock, by THE rule of the table. */
async function takeBackFromTable(trx: Tx, date: string, order: Order, states: Map<string, ProductState>) {
  // The table as if its release were already undone: its loaves are the ones it takes back.
  await MarketReleaseRow.query(trx).delete().where({ orderId: order.id });
  const day = await startedDay(trx, date);
  const table = await tableNow(trx, day);
  // tableNow counts it set aside now; what the sale rule asks is whether the table had its loaves free.
  for (const line of preorderLines(order)) {
    const row = table.get(marketLineKey(line));
    if (row) row.free += line.quantity;
  }
  const shortfall = stallShortfall(table, preorderLines(order), (product) => {
    const state = states.get(product);
    return state ? availableFrom(state.product.stock, state.held) : 0;
  });
  if (shortfall) {
    throw new Refusal(
      'conflict',
      `Order #${order.number} was released to the table and its loaves were sold since: ${shortfallText(shortfall, states.get(shortfall.product)?.product.name ?? shortfall.product)}`,
      'insufficient-stock',
      undefined,
      { shortfall },
    );
  }
  await decrementStock(trx, unitsOf(order));
}

/**
 * A mistaken "picked up" taken back: the order is ready again, and unpaid if its money was
 * taken at the stall with that tap. Only a handover made at the stall is taken back here.
 */
export function takeBackHandover(
  db: Db,
  date: string,
  id: string,
  moment: Moment,
): Promise<Applied<{ order: StoredOrder; handover: Handover | null }>> {
  return inTransaction(db, async (trx) => {
    const { order, handover } = await lockedPreorder(trx, date, id, moment.now);
    if (!handover) return asItStands(order, undefined);
    const at = moment.now.toISOString();
    const changes = {
      status: 'ready' as const,
      updatedAt: at,
      ...(handover.paidHere ? { paymentStatus: 'unpaid' as const, paidAt: null } : {}),
    };
    await moveIfStill(trx, order, changes);
    await MarketHandoverRow.query(trx).delete().where({ orderId: id });
    const after = toStoredOrder(Object.assign(order, changes));
    return { answer: { order: after, handover: null }, changed: { orders: [after], ...changedDay(date) } };
  });
}

/**
 * A no-show's preorder released to the table (after the time she set for the day): the order is
 * marked no-show, its units go back on the shop's stock and its loaves are the table's to sell.
 * Once per order; before the day's release time, 409 too-early.
 */
export function releasePreorder(
  db: Db,
  date: string,
  id: string,
  moment: Moment,
): Promise<Applied<{ order: StoredOrder; release: Release | null }>> {
  return inTransaction(db, async (trx) => {
    const { order, release } = await lockedPreorder(trx, date, id, moment.now);
    const answer = (row: MarketReleaseRow | undefined) => ({
      order: toStoredOrder(order),
      release: row ? toRelease(row) : null,
    });
    if (release) return { answer: answer(release), changed: {} };
    if (order.status === 'picked-up' || order.status === 'cancelled') {
      throw conflict(
        `Order #${order.number} is ${order.status === 'picked-up' ? 'picked up' : 'cancelled'}: nothing to release`,
        'invalid-transition',
      );
    }
    const day = await startedDay(trx, date);
    const opens = day.releaseAfter ? DateTime.fromISO(`${date}T${day.releaseAfter}`, { zone: moment.timeZone }) : null;
    if (!opens || opens.toMillis() > moment.now.getTime()) {
      throw conflict(
        day.releaseAfter
          ? `Preorders are released to the table from ${day.releaseAfter}`
          : 'Set a time from which preorders may be released first',
        'too-early',
      );
    }
    const at = moment.now.toISOString();
    const changes = { status: 'no-show' as const, statusReason: RELEASED_REASON, updatedAt: at };
    await moveIfStill(trx, order, changes);
    const products = await restock(trx, unitsOf(order), moment.now);
    await trx(MarketReleaseRow.tableName).insert({ orderId: id, date, releasedAt: at });
    Object.assign(order, changes);
    return {
      answer: answer((await MarketReleaseRow.query(trx).findById(id))!),
      changed: { orders: [toStoredOrder(order)], products, ...changedDay(date) },
    };
  });
}

/** The units of an order, by product. */
const unitsOf = (order: Pick<Order, 'items'>) => unitsByProduct(preorderLines(order));
