import type { PreorderCut } from '#shared/market-day';
import { marketLineKey, preorderLines } from '#shared/market-table';
import { toCents } from '#shared/money';
import type { StoredOrder } from '#shared/order';
import { parseOrderItems, type StoredOrderLine } from '#shared/order-items';
import { priceOrder, PricingError } from '#shared/pricing';
import { inTransaction, Order, type Db, type Tx } from '../../db';
import type { Applied } from '../announce';
import { conflict, invalid } from '../errors';
import { queueMail } from '../mail/outbox';
import { orderCutMail } from '../mail/templates';
import type { Moment } from '../moment';
import { changedDay, reopenIfClosed } from './market-days';
import { lockedPreorder, moveIfStill } from './market-handovers';
import { toStoredOrder } from '../orders/order-history';
import { itemCountOf } from '../orders/orders';
import { getPickupSettings } from '../pickups/pickup-settings';

/**
 * What she does about an oversold line of her table (docs/market-day.md, "When the table is
 * oversold"), besides cancelling a preorder: cut it to fewer, or hand it over from another bake.
 * Both are her edits by name, once however often they are sent, under the products' lock as
 * every write the table's rule reads.
 */

const stillToCollect = (order: Order) =>
  order.status === 'placed' || order.status === 'ready' || order.status === 'no-show';

/**
 * A preorder cut to fewer: each line named gets its new quantity (none may grow), repriced by THE
 * pricing at no more than each unit cost her (a cut never raises a unit's price), and she is
 * e-mailed what she now gets. Only an unpaid order still to collect: a paid one is cancelled
 * (its money is then a refund due) or handed over from another bake.
 */
export function cutPreorder(
  db: Db,
  date: string,
  id: string,
  cut: PreorderCut,
  moment: Pick<Moment, 'now' | 'timeZone' | 'links'>,
): Promise<Applied<{ order: StoredOrder }>> {
  return inTransaction(db, async (trx) => {
    const { order, day, states } = await lockedPreorder(trx, date, id, moment.now);
    if (!stillToCollect(order)) {
      throw conflict(`Order #${order.number} is ${order.status}: there is nothing to cut`, 'invalid-transition');
    }
    const lines = cutLines(order, cut);
    if (lines.every((line, index) => line.quantity === preorderLines(order)[index]?.quantity)) {
      return { answer: { order: toStoredOrder(order) }, changed: {} }; // sent again: already so
    }
    if (order.paymentStatus !== 'unpaid') {
      throw conflict(
        `Order #${order.number} was paid: cancel it (its money is then a refund due) or hand it over from another bake`,
        'paid-order',
      );
    }
    const kept = lines.filter((line) => line.quantity > 0);
    if (kept.length === 0) throw conflict('Nothing would be left of it: cancel the order instead', 'cut-to-nothing');
    const priced = repriced(order, kept, states);
    const before = toStoredOrder(order);
    const changes = {
      items: JSON.stringify(priced.lines),
      total: priced.total,
      itemCount: itemCountOf(priced.lines),
      updatedAt: moment.now.toISOString(),
    };
    await moveIfStill(trx, order, changes);
    await reopenIfClosed(trx, day, moment.now);
    const after = toStoredOrder(Object.assign(order, changes));
    if (after.email) await tellCustomer(trx, before, after, moment);
    return { answer: { order: after }, changed: { orders: [after], ...changedDay(date), mail: Boolean(after.email) } };
  });
}

/** The order's lines with the cut's quantities; a line it names that the order has not is a 400. */
function cutLines(order: Order, cut: PreorderCut) {
  const lines = preorderLines(order);
  const have = new Map(lines.map((line) => [marketLineKey(line), line.quantity]));
  const wanted = new Map<string, number>();
  for (const line of cut.lines) {
    const quantity = have.get(marketLineKey(line));
    if (quantity === undefined)
      throw invalid(`Order #${order.number} has no ${line.product} of that kind`, 'unknown-line');
    if (line.quantity > quantity) {
      throw invalid(`A cut keeps at most the ${quantity} ordered of ${line.product}`, 'not-a-cut');
    }
    wanted.set(marketLineKey(line), line.quantity);
  }
  return lines.map((line) => ({ ...line, quantity: wanted.get(marketLineKey(line)) ?? line.quantity }));
}

/** The kept lines priced today, each unit at no more than it cost in the order. */
function repriced(
  order: Order,
  kept: readonly { product: string; flavor: string | null; quantity: number }[],
  states: Awaited<ReturnType<typeof lockedPreorder>>['states'],
) {
  const paid = new Map(
    parseOrderItems(order.items).map((line) => [
      marketLineKey({ product: line.product, flavor: line.flavor ?? null }),
      line,
    ]),
  );
  try {
    return priceOrder(
      kept.map((line) => ({
        productId: line.product,
        flavor: line.flavor,
        quantity: line.quantity,
        heldUnitCents: Array<number>(line.quantity).fill(unitCentsOf(paid.get(marketLineKey(line))!)),
      })),
      new Map([...states].map(([productId, state]) => [productId, state.product])),
    );
  } catch (error) {
    if (error instanceof PricingError) throw conflict(`${error.message}: cancel the order instead`, 'invalid-order');
    throw error;
  }
}

/** What a unit of a stored line cost (orders from before unit prices were stored: its share of the line). */
const unitCentsOf = (line: StoredOrderLine) =>
  line.unitPrice ? toCents(line.unitPrice) : Math.round(toCents(line.totalPrice) / line.quantity);

async function tellCustomer(
  trx: Tx,
  before: StoredOrder,
  after: StoredOrder,
  moment: Pick<Moment, 'now' | 'timeZone' | 'links'>,
) {
  const settings = await getPickupSettings(trx, moment);
  await queueMail(trx, [orderCutMail(before, after, settings, moment.links.orderUrl)], moment.now);
}

/**
 * She hands a preorder over from another bake (or takes that back): its loaves no longer come
 * from this table, so the line it was set aside on has them free again. The order itself is
 * unchanged: still to collect, paid or owed as before. A no-show released to the table has
 * nothing on it to move.
 */
export function setAnotherBake(
  db: Db,
  date: string,
  id: string,
  anotherBake: boolean,
  moment: Pick<Moment, 'now' | 'timeZone' | 'links'>,
): Promise<Applied<{ order: StoredOrder }>> {
  return inTransaction(db, async (trx) => {
    const { order, day } = await lockedPreorder(trx, date, id, moment.now);
    if (Boolean(order.anotherBakeAt) === anotherBake) return { answer: { order: toStoredOrder(order) }, changed: {} };
    if (anotherBake && (!stillToCollect(order) || order.releasedAt)) {
      throw conflict(
        `Order #${order.number} is ${order.releasedAt ? 'released to the table' : order.status}: nothing to hand over from another bake`,
        'invalid-transition',
      );
    }
    const at = moment.now.toISOString();
    const changes = { anotherBakeAt: anotherBake ? at : null, updatedAt: at };
    await moveIfStill(trx, order, changes);
    await reopenIfClosed(trx, day, moment.now);
    const after = toStoredOrder(Object.assign(order, changes));
    return { answer: { order: after }, changed: { orders: [after], ...changedDay(date) } };
  });
}
