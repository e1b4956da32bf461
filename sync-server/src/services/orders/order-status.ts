import { parseOrderItems } from '#shared/order-items';
import type { StoredOrder } from '#shared/order';
import { canMoveOrder, orderStatusLabels, type OrderStatus } from '#shared/order-status';
import { refundDue } from '#shared/pickup-figures';
import { rowById, inTransaction, lockProductStates, Order, type Db, type Tx } from '../../db';
import { conflict, notFound } from '../errors';
import { queueMail, type MailDraft } from '../mail/outbox';
import { queuePushNotices, type PushNotice } from '../notices/push-notices';
import { orderCancelledMail } from '../mail/templates';
import type { Moment } from '../moment';
import { toStoredOrder } from './order-history';
import { nothingChanged, type Changed } from '../announce';
import { tableDayOf } from '../market/market-days';
import { getPickupSettings } from '../pickups/pickup-settings';
import { restock as restockUnits, unitsByProduct } from './orders';

/** What a status or payment change did: the order now, the products whose stock it moved, what to tell. */
export interface OrderChange {
  order: StoredOrder;
  restocked: string[];
  changed: Changed;
}

/**
 * An order that moved: it as it now stands, the products it gave back, and mail (a cancel's,
 * a move's) to send; `asItWas` for a repeat that changed nothing.
 */
export function orderChange(order: StoredOrder, restocked: string[] = [], asItWas = false): OrderChange {
  return { order, restocked, changed: asItWas ? nothingChanged : { products: restocked, orders: [order], mail: true } };
}

/** What a move tells people besides the customer's cancel e-mail: more mail, pushes. */
export interface MoveNotices {
  mail?: MailDraft[];
  pushes?: PushNotice[];
}

async function findOrder(db: Db, id: string): Promise<Order> {
  const order = await rowById(Order, db, id);
  if (!order) throw notFound('No such order: it may have been removed', 'unknown-order');
  return order;
}

/**
 * The owner moves an order along its week (docs/orders.md, shared order-status.ts):
 *  1. lock the order's products first, in the one product order every writer uses (so a
 *     cancel and a checkout never wait on each other crosswise), then read the order;
 *  2. refuse a move the rule does not allow (409 invalid-transition), changing nothing;
 *  3. write the status only if it is still the one read (a conditional UPDATE), so two cancels
 *     at once, or a replay under another key, find the order cancelled and restock nothing;
 *  4. a cancel gives every unit back (to the shop's stock, or to the market's table when the
 *     order is the market's on a day she has started: market-days.ts, tableDayOf) and queues the
 *     customer's e-mail, "ready" queues a push to the phones following her order, in this
 *     transaction. A no-show she had released to the table that moves back to be collected
 *     takes its loaves back from the table (the line may show oversold for her to settle).
 * Moving to the status the order already has is a no-op answer, not a refusal: an outbox
 * that lost the first answer and sends again under a new key must not be stopped.
 */
export function moveOrder(
  db: Db,
  id: string,
  move: { status: OrderStatus; reason?: string },
  /** Her order's page: in the e-mail a cancel sends, and the page a tap on her "ready" push opens. */
  moment: Pick<Moment, 'now' | 'timeZone' | 'links'>,
  /** Notices to send with the move, in its transaction, only if it happened (not for a repeat). */
  withNotices: (order: StoredOrder) => MoveNotices = () => ({}),
  /**
   * A rule of the caller's on top of the moves allowed (a customer's cancel: only before its
   * cutoff, only while it is to collect), checked in the move's transaction on the order as
   * read under the lock; it throws its refusal.
   */
  check: (trx: Tx, order: StoredOrder) => Promise<void> = async () => undefined,
): Promise<OrderChange> {
  return inTransaction(db, async (trx) => {
    const before = await findOrder(trx, id);
    const lines = parseOrderItems(before.items);
    // Only the lock: a cancel's units go back by how many (restock), not to a count read here.
    await lockProductStates(
      trx,
      lines.map((line) => line.product),
      moment.now,
      null,
    );
    const order = await findOrder(trx, id); // read again under the lock
    if (order.status === move.status) return orderChange(toStoredOrder(order), [], true);
    await check(trx, toStoredOrder(order));
    if (!canMoveOrder(order.status, move.status)) {
      throw conflict(
        `A ${orderStatusLabels[order.status].toLowerCase()} order cannot be marked ${orderStatusLabels[move.status].toLowerCase()}`,
        'invalid-transition',
      );
    }
    const collecting = move.status !== 'cancelled' && move.status !== 'no-show';
    const changes = {
      status: move.status,
      statusReason: move.reason || null,
      updatedAt: moment.now.toISOString(),
      ...(collecting && order.releasedAt ? { releasedAt: null } : {}),
    };
    // A cancel changes her calendar event (to CANCELLED): its SEQUENCE goes up with it.
    const calendar = move.status === 'cancelled' ? { calendarSequence: order.calendarSequence + 1 } : {};
    const updated = await Order.query(trx)
      .patch({ ...changes, ...calendar })
      .where({ id, status: order.status });
    if (updated !== 1) throw conflict('The order changed meanwhile: refresh and try again', 'order-changed');
    const after = toStoredOrder(Object.assign(order, changes));
    const notices = withNotices(after);
    await queueMail(trx, notices.mail ?? [], moment.now);
    const pushes = [
      ...(notices.pushes ?? []),
      ...(move.status === 'ready' ? [{ kind: 'order-ready' as const, order: after }] : []),
    ];
    if (pushes.length > 0) await queuePushNotices(trx, pushes, await getPickupSettings(trx, moment), moment);
    const tableDay = await tableDayOf(trx, after);
    const change =
      move.status === 'cancelled'
        ? orderChange(after, await restock(trx, after, order.bakeDay, !tableDay, moment))
        : orderChange(after);
    // Her market screen reads the day again: the order moved on its table.
    return tableDay ? { ...change, changed: { ...change.changed, marketDays: [tableDay.date] } } : change;
  });
}

/**
 * The cancelled order's units go back on its bake's shelf (the table's loaves stay the table's: its
 * rule frees them when the order is cancelled), and the customer is told.
 */
async function restock(
  trx: Tx,
  order: StoredOrder,
  /** The bake it was taken from, as its row keeps it (docs/orders.md, "Stock of a bake day"). */
  takenFrom: string | null,
  toShop: boolean,
  moment: Pick<Moment, 'now' | 'timeZone' | 'links'>,
): Promise<string[]> {
  const settings = await getPickupSettings(trx, moment);
  const restocked =
    toShop && takenFrom
      ? await restockUnits(trx, takenFrom, unitsByProduct(parseOrderItems(order.items)), moment.now)
      : [];
  if (order.email) await queueMail(trx, [orderCancelledMail(order, settings, moment.links.orderUrl)], moment.now);
  return restocked;
}

/**
 * Paid or not: the owner marks the money taken (Venmo seen, cash in the tin). A refunded order's
 * payment is settled: only its refund mark (setOrderRefund) changes it.
 */
export function setOrderPayment(db: Db, id: string, paid: boolean, now: Date): Promise<OrderChange> {
  return inTransaction(db, async (trx) => {
    const order = await findOrder(trx, id);
    if (order.paymentStatus === 'refunded') {
      throw conflict('This order was refunded: take the refund mark off first', 'refunded');
    }
    if ((order.paymentStatus === 'paid') === paid) return orderChange(toStoredOrder(order), [], true);
    const changes = {
      paymentStatus: paid ? ('paid' as const) : ('unpaid' as const),
      paidAt: paid ? now.toISOString() : null,
      updatedAt: now.toISOString(),
    };
    await Order.query(trx).findById(id).patch(changes);
    return orderChange(toStoredOrder(Object.assign(order, changes)));
  });
}

/**
 * The money of a cancelled, paid order given back (shared pickup-figures.ts: until then it is a
 * refund due), or that mark taken off again. Any other order has no refund to mark: 409.
 * Marking what is already marked answers the order as it stands (an outbox replay).
 */
export function setOrderRefund(db: Db, id: string, refunded: boolean, now: Date): Promise<OrderChange> {
  return inTransaction(db, async (trx) => {
    const order = await findOrder(trx, id);
    if ((order.paymentStatus === 'refunded') === refunded) return orderChange(toStoredOrder(order), [], true);
    if (refunded && !refundDue(order)) {
      throw conflict('Only a cancelled order that was paid has a refund to mark', 'no-refund-due');
    }
    const changes = {
      paymentStatus: refunded ? ('refunded' as const) : ('paid' as const),
      refundedAt: refunded ? now.toISOString() : null,
      updatedAt: now.toISOString(),
    };
    const updated = await Order.query(trx).patch(changes).where({ id, paymentStatus: order.paymentStatus });
    if (updated !== 1) throw conflict('The order changed meanwhile: refresh and try again', 'order-changed');
    return orderChange(toStoredOrder(Object.assign(order, changes)));
  });
}
