import { isUuid } from '#shared/common';
import { randomUUID } from 'node:crypto';
import { parseOrderItems } from '#shared/order-items';
import { toCents } from '#shared/money';
import type { StoredOrder } from '#shared/order';
import type { StandingOffer, StandingStatus } from '#shared/standing-orders';
import type { PickupLocation } from '#shared/bakery';
import {
  inTransaction,
  Order,
  Product,
  runningStandingOrders,
  StandingOrderRow,
  StandingPlacementRow,
  type Db,
  type Tx,
  rowById,
} from '../../db';
import type { Changed } from '../announce';
import { conflict, notFound } from '../errors';
import { queueMail } from '../mail/outbox';
import { tokenOpens } from '../links';
import type { StandingLine } from './standing-lines';
import { standingRequestedMail, type ProductNames } from './standing-mail';
import type { Moment } from '../moment';
import { tellOwnerOfChange } from './standing-owner-notices';
import { getStandingSettings } from './standing-settings';
import { herPlaces } from '../pickups/place-rows';

export const noSuchStanding = () =>
  notFound('There is no such standing order. Check the link in your e-mail.', 'unknown-standing-order');

const noSuchOrder = () => notFound('There is no such order. Check the link in your e-mail.', 'unknown-order');

/** The standing order a link opens: the key checked first, in constant time, as her order page's is. */
export async function openStanding(db: Db, id: string, token: string, key: string): Promise<StandingOrderRow> {
  // A junk id is refused before it reaches the id column (a uuid on PostgreSQL).
  if (!isUuid(id) || !tokenOpens(key, 'standing', id, token)) throw noSuchStanding();
  const row = await StandingOrderRow.query(db).findById(id);
  if (!row) throw noSuchStanding();
  return row;
}

export async function productNames(db: Db): Promise<ProductNames> {
  return new Map((await Product.query(db).select('id', 'name', 'flavors')).map((product) => [product.id, product]));
}

/**
 * Whether a pickup takes one more running standing order (the owner's cap; null: no cap), asked
 * by everything that makes one run: her yes, and going on again after a pause (a paused one
 * holds no place, so another may have taken it meanwhile).
 */
export async function hasRoom(trx: Tx, location: PickupLocation, besides?: string): Promise<boolean> {
  // Her caps are her first two places' (standing-settings.ts); a place she added has none yet.
  const caps: Partial<Record<string, number | null>> = (await getStandingSettings(trx)).perPickup;
  const cap = caps[location] ?? null;
  if (cap === null) return true;
  return (await runningStandingOrders(trx, location, besides)) < cap;
}

export const standingFull = (by: 'regular' | 'bakery') =>
  conflict(
    by === 'bakery'
      ? 'That pickup takes no more standing orders: raise the number in the settings, or decline'
      : 'The bakery takes no more orders every week at this pickup just now, so yours stays paused. Write to the bakery to ask.',
    'standing-full',
  );

/**
 * Whether an order may become a standing order: it is to collect or was collected. A cancelled
 * order, or one not collected (a no-show), is not what she wants every week.
 */
const askableFrom = (order: Pick<StoredOrder, 'status' | 'email'>) =>
  order.status !== 'cancelled' && order.status !== 'no-show' && Boolean(order.email);

/**
 * "Every week like this" from her order page (docs/standing-orders.md): the lines of her order
 * that may be standing (the owner's list), at the unit prices she paid, her pickup and slot, her
 * details. Approved by itself when the owner says so and the pickup has room, else it waits for
 * her. Her order is that week's: the week is marked placed with it, so it is not placed twice.
 * Asked again from the same order, the same standing order is answered.
 */
export function requestStandingOrder(
  db: Db,
  orderId: string,
  token: string,
  moment: Moment,
): Promise<{ row: StandingOrderRow; changed: Changed }> {
  return inTransaction(db, async (trx) => {
    if (!isUuid(orderId) || !tokenOpens(moment.orderLinkKey, 'order', orderId, token)) throw noSuchOrder();
    const order = await Order.query(trx).findById(orderId);
    if (!order) throw noSuchOrder();
    const existing = await StandingOrderRow.query(trx).findOne({ fromOrderId: orderId });
    if (existing) return { row: existing, changed: {} };
    if (order.status === 'cancelled' || order.status === 'no-show') {
      throw conflict(
        `A ${order.status === 'cancelled' ? 'cancelled' : 'missed'} order cannot be made a standing order`,
        'invalid-transition',
      );
    }
    if (!order.email) throw conflict('A standing order needs an e-mail address to tell you of each week', 'no-email');
    const settings = await getStandingSettings(trx);
    const allowed = new Set(settings.products);
    const lines: StandingLine[] = parseOrderItems(order.items)
      .filter((line) => allowed.has(line.product))
      .map((line) => ({
        product: line.product,
        flavor: line.flavor ?? null,
        quantity: line.quantity,
        agreedUnitCents: toCents(line.unitPrice ?? (Number(line.totalPrice) / line.quantity).toFixed(2)),
      }));
    if (lines.length === 0) {
      throw conflict('Nothing in this order can be ordered every week yet. Ask the bakery!', 'not-standing-products');
    }
    const location = order.pickupLocation;
    const approved = settings.autoApprove && (await hasRoom(trx, location));
    const at = moment.now.toISOString();
    const row = {
      id: randomUUID(),
      fromOrderId: order.id,
      firstName: order.firstName,
      lastName: order.lastName,
      email: order.email,
      phone: order.phone,
      paymentMethod: order.paymentMethod,
      pickupLocation: location,
      pickupSlot: order.pickupSlot,
      lines: JSON.stringify(lines),
      status: (approved ? 'active' : 'requested') as StandingStatus,
      statusReason: null,
      createdAt: at,
      updatedAt: at,
      approvedAt: approved ? at : null,
    };
    await trx(StandingOrderRow.tableName).insert(row);
    // Her order is that week's, and counts with the standing order's weeks (the owner's figures).
    await Order.query(trx).patch({ standingOrderId: row.id }).where({ id: order.id });
    await trx(StandingPlacementRow.tableName).insert({
      standingOrderId: row.id,
      pickupDate: order.pickupDate,
      outcome: 'placed',
      orderId: order.id,
      createdAt: at,
    });
    const stored = (await StandingOrderRow.query(trx).findById(row.id))!;
    const names = await productNames(trx);
    const places = await herPlaces(trx);
    await queueMail(
      trx,
      [standingRequestedMail(stored, names, moment.links.standingUrl(stored.id), places)],
      moment.now,
    );
    await tellOwnerOfChange(trx, stored, { kind: 'requested' }, names, moment);
    return { row: stored, changed: { mail: true } };
  });
}

/**
 * What her order page offers (GET /api/orders/{id}/standing): the standing order made from it,
 * or the lines of it that may be had every week. Nothing for a cancelled or missed order, or one
 * with no e-mail (she could not be told of her weeks).
 */
export async function standingOffer(
  db: Db,
  orderId: string,
  token: string,
  moment: Pick<Moment, 'orderLinkKey' | 'links'>,
): Promise<StandingOffer> {
  if (!isUuid(orderId) || !tokenOpens(moment.orderLinkKey, 'order', orderId, token)) throw noSuchOrder();
  const order = await Order.query(db).findById(orderId);
  if (!order) throw noSuchOrder();
  const made = await StandingOrderRow.query(db).findOne({ fromOrderId: orderId });
  if (made) return { standing: { page: moment.links.standingPath(made.id), status: made.status }, lines: [] };
  if (!askableFrom(order)) return { standing: null, lines: [] };
  const allowed = new Set((await getStandingSettings(db)).products);
  const lines = parseOrderItems(order.items)
    .filter((line) => allowed.has(line.product))
    .map((line) => ({ name: line.name ?? line.product, quantity: line.quantity }));
  return { standing: null, lines };
}

/** A change to a standing order, in one transaction with it read (under her link's key, or by the owner's id). */
export function changeStanding<T>(
  db: Db,
  open: (trx: Tx) => Promise<StandingOrderRow>,
  change: (trx: Tx, row: StandingOrderRow) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (trx) => change(trx, await open(trx)));
}

/** Her standing order, by the key of her link. */
export const hers = (id: string, token: string, moment: Pick<Moment, 'orderLinkKey'>) => (trx: Tx) =>
  openStanding(trx, id, token, moment.orderLinkKey);

/** A standing order, by the owner (signed in). */
export const byOwner = (id: string) => async (trx: Tx) => {
  const row = await rowById(StandingOrderRow, trx, id);
  if (!row) throw noSuchStanding();
  return row;
};

export const touch = (trx: Tx, id: string, changes: Partial<StandingOrderRow>, now: Date) =>
  StandingOrderRow.query(trx)
    .patch({ ...changes, updatedAt: now.toISOString() })
    .where({ id });

/** The standing order as it now stands, read in the transaction that changed it. */
export const reread = async (trx: Tx, id: string) => (await StandingOrderRow.query(trx).findById(id))!;
