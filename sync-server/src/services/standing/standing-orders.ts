import { randomUUID } from 'node:crypto';
import { parseOrderItems } from '#shared/order-items';
import { PricingError, resolveFlavor, unitPriceCents } from '#shared/pricing';
import { toCents } from '#shared/money';
import type { StandingLineInput, StandingOffer, StandingStatus } from '#shared/standing-orders';
import { standingLineSchema } from '#shared/standing-orders';
import type { PickupLocation } from '#shared/bakery';
import { inTransaction, Order, Product, StandingOrderRow, StandingPlacementRow, type Db, type Tx } from '../../db';
import type { Changed } from '../announce';
import { conflict, invalid, notFound } from '../errors';
import { queueMail } from '../mail/outbox';
import { signedTokenOpens, standingPagePath, tokenOpens } from '../order-links';
import { getPickupSettings } from '../pickup-settings';
import { comingPickupDays, linesOf, locationOf, type StandingLine } from './standing-lines';
import { standingDecidedMail, standingRequestNotice, standingRequestedMail, type ProductNames } from './standing-mail';
import { getStandingSettings } from './standing-settings';

/** What her and the owner's standing-order calls are decided at: the moment, the keys, the links. */
export interface StandingMoment {
  now: Date;
  timeZone: string;
  orderLinkKey: string;
  ownerEmail: string;
  standingLink(id: string): string;
}

const noSuchStanding = () =>
  notFound('There is no such standing order. Check the link in your e-mail.', 'unknown-standing-order');

/** The standing order a link opens: the key checked first, in constant time, as her order page's is. */
export async function openStanding(db: Db, id: string, token: string, key: string): Promise<StandingOrderRow> {
  if (!signedTokenOpens(key, 'standing', id, token)) throw noSuchStanding();
  const row = await StandingOrderRow.query(db).findById(id);
  if (!row) throw noSuchStanding();
  return row;
}

async function productNames(db: Db): Promise<ProductNames> {
  return new Map((await Product.query(db).select('id', 'name', 'flavors')).map((product) => [product.id, product]));
}

/** Whether a pickup takes one more standing order (the owner's cap; null: no cap). */
async function hasRoom(trx: Tx, location: PickupLocation, besides?: string): Promise<boolean> {
  const cap = (await getStandingSettings(trx)).perPickup[location];
  if (cap === null) return true;
  const query = StandingOrderRow.query(trx).where({ status: 'active', pickupLocation: location });
  if (besides) query.whereNot('id', besides);
  const [{ count }] = (await query.count({ count: '*' })) as unknown as [{ count: number | string }];
  return Number(count) < cap;
}

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
  moment: StandingMoment,
): Promise<{ row: StandingOrderRow; changed: Changed }> {
  return inTransaction(db, async (trx) => {
    if (!tokenOpens(moment.orderLinkKey, orderId, token))
      throw notFound('There is no such order. Check the link in your e-mail.', 'unknown-order');
    const order = await Order.query(trx).findById(orderId);
    if (!order) throw notFound('There is no such order. Check the link in your e-mail.', 'unknown-order');
    const existing = await StandingOrderRow.query(trx).findOne({ fromOrderId: orderId });
    if (existing) return { row: existing, changed: {} };
    if (order.status === 'cancelled')
      throw conflict('A cancelled order cannot be made a standing order', 'invalid-transition');
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
    const location: PickupLocation = order.pickupLocation === 'farmers-market' ? 'farmers-market' : 'home';
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
    await queueMail(
      trx,
      [
        standingRequestedMail(stored, names, moment.standingLink(stored.id)),
        standingRequestNotice(stored, names, moment.ownerEmail),
      ],
      moment.now,
    );
    return { row: stored, changed: { mail: true } };
  });
}

/**
 * What her order page offers (GET /api/orders/{id}/standing): the standing order made from it,
 * or the lines of it that may be had every week. Nothing for a cancelled order or one with no
 * e-mail (she could not be told of her weeks).
 */
export async function standingOffer(
  db: Db,
  orderId: string,
  token: string,
  moment: StandingMoment,
): Promise<StandingOffer> {
  if (!tokenOpens(moment.orderLinkKey, orderId, token))
    throw notFound('There is no such order. Check the link in your e-mail.', 'unknown-order');
  const order = await Order.query(db).findById(orderId);
  if (!order) throw notFound('There is no such order. Check the link in your e-mail.', 'unknown-order');
  const made = await StandingOrderRow.query(db).findOne({ fromOrderId: orderId });
  if (made)
    return { standing: { page: standingPagePath(moment.orderLinkKey, made.id), status: made.status }, lines: [] };
  if (order.status === 'cancelled' || !order.email) return { standing: null, lines: [] };
  const allowed = new Set((await getStandingSettings(db)).products);
  const lines = parseOrderItems(order.items)
    .filter((line) => allowed.has(line.product))
    .map((line) => ({ name: line.name ?? line.product, quantity: line.quantity }));
  return { standing: null, lines };
}

/** A change of hers to her standing order, in one transaction with it read under its key. */
function changeHers<T>(
  db: Db,
  id: string,
  token: string,
  moment: StandingMoment,
  change: (trx: Tx, row: StandingOrderRow) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (trx) => change(trx, await openStanding(trx, id, token, moment.orderLinkKey)));
}

const touch = (trx: Tx, id: string, changes: Partial<StandingOrderRow>, now: Date) =>
  StandingOrderRow.query(trx)
    .patch({ ...changes, updatedAt: now.toISOString() })
    .where({ id });

/** Paused, or going again: a paused standing order is not placed; going again needs no new approval. */
export function pauseStandingOrder(db: Db, id: string, token: string, paused: boolean, moment: StandingMoment) {
  return changeHers(db, id, token, moment, async (trx, row) => {
    const [from, to] = paused ? (['active', 'paused'] as const) : (['paused', 'active'] as const);
    if (row.status === to) return;
    if (row.status !== from) {
      throw conflict(
        paused ? 'Only a standing order that runs can be paused' : 'Only a paused standing order can go again',
        'invalid-transition',
      );
    }
    await touch(trx, id, { status: to }, moment.now);
  });
}

/** Stopped for good (requested, running or paused); the weeks already placed are ordinary orders she may cancel. */
export function cancelStandingOrder(db: Db, id: string, token: string, moment: StandingMoment) {
  return changeHers(db, id, token, moment, async (trx, row) => {
    if (row.status === 'cancelled') return;
    if (row.status === 'declined') throw conflict('This standing order was declined', 'invalid-transition');
    await touch(trx, id, { status: 'cancelled', statusReason: 'Stopped by you' }, moment.now);
  });
}

/**
 * Her lines from next week on, checked as an order is (products she may have every week, known
 * flavors, each product's minimum). A line she had keeps the price she agreed to; a new one is
 * agreed at today's price.
 */
export function changeStandingLines(
  db: Db,
  id: string,
  token: string,
  input: readonly StandingLineInput[],
  moment: StandingMoment,
) {
  return changeHers(db, id, token, moment, async (trx, row) => {
    if (row.status === 'cancelled' || row.status === 'declined') {
      throw conflict('This standing order has ended: ask for a new one from your next order', 'invalid-transition');
    }
    const allowed = new Set((await getStandingSettings(trx)).products);
    const had = linesOf(row);
    const lines = input.map((each) => standingLineSchema.parse(each));
    const products = new Map(
      (
        await Product.query(trx).whereIn(
          'id',
          lines.map((line) => line.product),
        )
      ).map((product) => [product.id, product]),
    );
    const merged = new Map<string, StandingLine>();
    for (const line of lines) {
      const product = products.get(line.product);
      if (!product || !allowed.has(line.product)) {
        throw conflict(`${product?.name ?? line.product} cannot be ordered every week`, 'not-standing-products');
      }
      let flavor: string | null;
      try {
        flavor = resolveFlavor(product, line.flavor);
      } catch (error) {
        if (error instanceof PricingError) throw invalid(error.message, 'unknown-flavor');
        throw error;
      }
      const key = `${line.product}\u0000${flavor ?? ''}`;
      const kept = had.find((each) => each.product === line.product && (each.flavor ?? null) === flavor);
      const quantity = (merged.get(key)?.quantity ?? 0) + line.quantity;
      merged.set(key, {
        product: line.product,
        flavor,
        quantity,
        agreedUnitCents: kept?.agreedUnitCents ?? unitPriceCents(product, flavor),
      });
    }
    for (const line of merged.values()) {
      const product = products.get(line.product)!;
      const total = [...merged.values()]
        .filter((each) => each.product === line.product)
        .reduce((n, each) => n + each.quantity, 0);
      if (total < product.minimumOrder) {
        throw conflict(`Minimum order for ${product.name} is ${product.minimumOrder}.`, 'below-minimum-order');
      }
    }
    await touch(trx, id, { lines: JSON.stringify([...merged.values()]) }, moment.now);
  });
}

/**
 * A week she skips: one not placed yet is claimed as skipped (the placement finds it taken);
 * one placed already is her ordinary order of that week, cancelled by its own rules
 * (`cancelPlaced`, until the cancel cutoff). Only a coming week can be skipped.
 */
export function skipStandingWeek(
  db: Db,
  id: string,
  token: string,
  pickupDate: string,
  moment: StandingMoment,
): Promise<{ placedOrderId: string | null }> {
  return changeHers(db, id, token, moment, async (trx, row) => {
    await comingWeek(trx, row, pickupDate, moment);
    const week = await StandingPlacementRow.query(trx).findById([id, pickupDate]);
    if (week?.outcome === 'placed' && week.orderId) return { placedOrderId: week.orderId };
    if (!week) {
      await trx(StandingPlacementRow.tableName)
        .insert({ standingOrderId: id, pickupDate, outcome: 'skipped', createdAt: moment.now.toISOString() })
        .onConflict(['standingOrderId', 'pickupDate'])
        .ignore();
    }
    return { placedOrderId: null };
  });
}

/** A skipped week taken back, while it is still to come and not placed. */
export function unskipStandingWeek(db: Db, id: string, token: string, pickupDate: string, moment: StandingMoment) {
  return changeHers(db, id, token, moment, async (trx, row) => {
    await comingWeek(trx, row, pickupDate, moment);
    await StandingPlacementRow.query(trx).delete().where({ standingOrderId: id, pickupDate, outcome: 'skipped' });
  });
}

/** Refuses a day that is not one of her coming weeks (a past day, a day off the schedule). */
async function comingWeek(trx: Tx, row: StandingOrderRow, pickupDate: string, moment: StandingMoment) {
  const settings = await getPickupSettings(trx, moment);
  if (!comingPickupDays(settings, locationOf(row), 8).includes(pickupDate)) {
    throw invalid(`${pickupDate} is not one of your coming pickup days`, 'not-a-coming-week');
  }
}

/** The owner's yes (docs/standing-orders.md): while the pickup has room; she is told. */
export function approveStandingOrder(db: Db, id: string, moment: StandingMoment) {
  return decide(db, id, moment, async (trx, row) => {
    if (row.status === 'active') return null;
    if (row.status !== 'requested') throw conflict('Only a request can be approved', 'invalid-transition');
    if (!(await hasRoom(trx, locationOf(row), row.id))) {
      throw conflict(
        'That pickup takes no more standing orders: raise the number in the settings, or decline',
        'standing-full',
      );
    }
    return { status: 'active' as const, approvedAt: moment.now.toISOString(), statusReason: null };
  });
}

/** The owner's no, with why if she says; she is told. */
export function declineStandingOrder(db: Db, id: string, reason: string | undefined, moment: StandingMoment) {
  return decide(db, id, moment, async (_trx, row) => {
    if (row.status === 'declined') return null;
    if (row.status !== 'requested') throw conflict('Only a request can be declined', 'invalid-transition');
    return { status: 'declined' as const, statusReason: reason || null };
  });
}

async function decide(
  db: Db,
  id: string,
  moment: StandingMoment,
  verdict: (trx: Tx, row: StandingOrderRow) => Promise<Partial<StandingOrderRow> | null>,
): Promise<{ row: StandingOrderRow; changed: Changed }> {
  return inTransaction(db, async (trx) => {
    const row = await StandingOrderRow.query(trx).findById(id);
    if (!row) throw noSuchStanding();
    const changes = await verdict(trx, row);
    if (!changes) return { row, changed: {} };
    await touch(trx, id, changes, moment.now);
    const after = (await StandingOrderRow.query(trx).findById(id))!;
    await queueMail(trx, [standingDecidedMail(after, await productNames(trx), moment.standingLink(id))], moment.now);
    return { row: after, changed: { mail: true } };
  });
}
