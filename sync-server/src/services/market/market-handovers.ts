import { DateTime } from 'luxon';
import type { PaymentMethod } from '#shared/bakery';
import type { Handover, Release } from '#shared/market-day';
import { preorderLines } from '#shared/market-table';
import type { StoredOrder } from '#shared/order';
import {
  inTransaction,
  lockProductStates,
  MarketDayRow,
  MarketHandoverRow,
  Order,
  type Db,
  type ProductState,
  type Tx,
  rowById,
} from '../../db';
import type { Applied } from '../announce';
import { conflict, notFound } from '../errors';
import type { Moment } from '../moment';
import { changedDay, isMarketId, reopenIfClosed, startedDay, toHandover } from './market-days';
import { toStoredOrder } from '../orders/order-history';

/**
 * A market preorder at the stall (docs/market-day.md): handed over (and paid there), taken back
 * after a mistaken tap, or released to the table when its customer has not come. Each is once per
 * order however often and from however many phones it is sent: the order's products are locked
 * first (as every sale, order and cancel locks them), and the order and its handover are read
 * under that lock, so the second phone's tap finds the first's done. None of them moves the
 * shop's stock: a started day's preorders are the table's (market-days.ts, tableDayOf).
 */

export const RELEASED_REASON = 'Not collected: released to the table at the market';

interface Preorder {
  order: Order;
  day: MarketDayRow;
  /** Its products, locked. */
  states: Map<string, ProductState>;
  handover: MarketHandoverRow | undefined;
}

/** The market's order of that day, its products locked, with its day and its handover if any. */
export async function lockedPreorder(trx: Tx, date: string, id: string, now: Date): Promise<Preorder> {
  const before = await findOrder(trx, id);
  const states = await lockProductStates(
    trx,
    preorderLines(before).map((line) => line.product),
    now,
    null,
  );
  const order = await findOrder(trx, id); // read again under the lock
  if (order.pickupDate !== date || !(await isMarketId(trx, order.pickupLocation))) {
    throw conflict(`Order #${order.number} is not for the market of ${date}`, 'not-this-market');
  }
  const day = await startedDay(trx, date);
  const handover = await MarketHandoverRow.query(trx).findById(id);
  return { order, day, states, handover };
}

/**
 * Writes the order's change only if its status is still the one read (a conditional UPDATE, as
 * order-status.ts moves orders), so a change the owner's other screen made meanwhile is never
 * written over: that is a 409 order-changed, and nothing of the handover changes.
 */
export async function moveIfStill(trx: Tx, order: Order, changes: Partial<Order>): Promise<void> {
  const updated = await Order.query(trx).patch(changes).where({ id: order.id, status: order.status });
  if (updated !== 1) throw conflict('The order changed meanwhile: refresh and try again', 'order-changed');
}

async function findOrder(trx: Tx, id: string): Promise<Order> {
  const order = await rowById(Order, trx, id);
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
 * was used. A no-show she had released to the table takes its loaves back from the table: the
 * handover happened, so it is kept even when they were sold meanwhile, and the line shows as
 * oversold for her to settle. An order picked up already (at home, or by the other phone) is
 * answered as it stands.
 */
export function handOverPreorder(
  db: Db,
  date: string,
  id: string,
  paidHere: PaymentMethod | null,
  moment: Pick<Moment, 'now' | 'timeZone'>,
): Promise<Applied<{ order: StoredOrder; handover: Handover | null }>> {
  return inTransaction(db, async (trx) => {
    const { order, day, handover } = await lockedPreorder(trx, date, id, moment.now);
    if (handover || order.status === 'picked-up') return asItStands(order, handover);
    if (order.status === 'cancelled') {
      throw conflict(`Order #${order.number} was cancelled: it cannot be handed over`, 'invalid-transition');
    }
    const at = moment.now.toISOString();
    const paying = paidHere !== null && order.paymentStatus === 'unpaid';
    const changes = {
      status: 'picked-up' as const,
      statusReason: null,
      releasedAt: null,
      updatedAt: at,
      ...(paying ? { paymentStatus: 'paid' as const, paidAt: at, paymentMethod: paidHere } : {}),
    };
    await moveIfStill(trx, order, changes);
    await reopenIfClosed(trx, day, moment.now);
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
    return {
      answer: { order: after, handover: toHandover(stored) },
      changed: { ...changedDay(date), orders: [after] },
    };
  });
}

/**
 * A mistaken "picked up" taken back: the order is ready again, and unpaid if its money was
 * taken at the stall with that tap. Only a handover made at the stall is taken back here.
 */
export function takeBackHandover(
  db: Db,
  date: string,
  id: string,
  moment: Pick<Moment, 'now' | 'timeZone'>,
): Promise<Applied<{ order: StoredOrder; handover: Handover | null }>> {
  return inTransaction(db, async (trx) => {
    const { order, day, handover } = await lockedPreorder(trx, date, id, moment.now);
    if (!handover) return asItStands(order, undefined);
    const at = moment.now.toISOString();
    const changes = {
      status: 'ready' as const,
      updatedAt: at,
      ...(handover.paidHere ? { paymentStatus: 'unpaid' as const, paidAt: null } : {}),
    };
    await moveIfStill(trx, order, changes);
    await MarketHandoverRow.query(trx).delete().where({ orderId: id });
    await reopenIfClosed(trx, day, moment.now);
    const after = toStoredOrder(Object.assign(order, changes));
    return { answer: { order: after, handover: null }, changed: { orders: [after], ...changedDay(date) } };
  });
}

/**
 * A no-show's preorder released to the table (after the time she set for the day): the order is
 * marked no-show and released, and its loaves are the table's to sell (the shop's stock is not
 * the table's, so it does not move). Once per order; before the day's release time, 409
 * too-early.
 */
export function releasePreorder(
  db: Db,
  date: string,
  id: string,
  moment: Pick<Moment, 'now' | 'timeZone'>,
): Promise<Applied<{ order: StoredOrder; release: Release | null }>> {
  return inTransaction(db, async (trx) => {
    const { order, day } = await lockedPreorder(trx, date, id, moment.now);
    if (order.releasedAt) return { answer: { order: toStoredOrder(order), release: releaseOf(order) }, changed: {} };
    if (order.status === 'picked-up' || order.status === 'cancelled') {
      throw conflict(
        `Order #${order.number} is ${order.status === 'picked-up' ? 'picked up' : 'cancelled'}: nothing to release`,
        'invalid-transition',
      );
    }
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
    const changes = { status: 'no-show' as const, statusReason: RELEASED_REASON, releasedAt: at, updatedAt: at };
    await moveIfStill(trx, order, changes);
    await reopenIfClosed(trx, day, moment.now);
    Object.assign(order, changes);
    return {
      answer: { order: toStoredOrder(order), release: releaseOf(order) },
      changed: { orders: [toStoredOrder(order)], ...changedDay(date) },
    };
  });
}

/** A released order's release, as her phone reads it. */
export const releaseOf = (order: Pick<Order, 'id' | 'pickupDate' | 'releasedAt'>): Release | null =>
  order.releasedAt ? { orderId: order.id, date: order.pickupDate, releasedAt: order.releasedAt } : null;
