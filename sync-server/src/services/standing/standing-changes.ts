import { PricingError, resolveFlavor, unitPriceCents } from '#shared/pricing';
import type { StandingLineInput } from '#shared/standing-orders';
import { standingLineSchema } from '#shared/standing-orders';
import { Product, StandingOrderRow, StandingPlacementRow, type Db, type Tx } from '../../db';
import type { Changed } from '../announce';
import { conflict, invalid } from '../errors';
import { getPickupSettings } from '../pickups/pickup-settings';
import {
  comingPickupDays,
  linesOf,
  locationOf,
  raisedProducts,
  raiseWithinLimits,
  type StandingLine,
} from './standing-lines';
import type { Moment } from '../moment';
import { changeStanding, hasRoom, hers, productNames, reread, standingFull, touch } from './standing-orders';
import { tellOwnerOfChange, type StandingChange } from './standing-owner-notices';
import { getStandingSettings } from './standing-settings';

/**
 * What a regular changes on her standing order's page (docs/standing-orders.md, "From her
 * page"), each by the key of her link, in one transaction with the owner's notice of it.
 */

/** Tells the owner of her change, with the standing order as it now stands: its e-mail and push are what it changed. */
async function told(trx: Tx, id: string, change: StandingChange, moment: Moment): Promise<Changed> {
  await tellOwnerOfChange(trx, await reread(trx, id), change, await productNames(trx), moment);
  return { mail: true };
}

const unchanged: Changed = {};

/**
 * Paused, or going on again: a paused standing order is not placed and holds no place under the
 * owner's cap, so going on again needs room at the pickup (409 standing-full: it stays paused),
 * and a pause the bakery made is the bakery's to lift (409 paused-by-bakery).
 */
export function pauseStandingOrder(
  db: Db,
  id: string,
  token: string,
  paused: boolean,
  moment: Moment,
): Promise<Changed> {
  return changeStanding(db, hers(id, token, moment), async (trx, row) => {
    const [from, to] = paused ? (['active', 'paused'] as const) : (['paused', 'active'] as const);
    if (row.status === to) return unchanged;
    if (row.status !== from) {
      throw conflict(
        paused ? 'Only a standing order that runs can be paused' : 'Only a paused standing order can go again',
        'invalid-transition',
      );
    }
    if (!paused && row.statusBy === 'bakery') {
      throw conflict(
        'The bakery paused your order every week: write to the bakery to start it again',
        'paused-by-bakery',
      );
    }
    if (!paused && !(await hasRoom(trx, locationOf(row), row.id))) throw standingFull('regular');
    await touch(trx, id, { status: to, statusBy: 'regular', statusReason: null }, moment.now);
    return told(trx, id, { kind: paused ? 'paused' : 'resumed' }, moment);
  });
}

/** Stopped for good (requested, running or paused); the weeks already placed are ordinary orders she may cancel. */
export function cancelStandingOrder(db: Db, id: string, token: string, moment: Moment): Promise<Changed> {
  return changeStanding(db, hers(id, token, moment), async (trx, row) => {
    if (row.status === 'cancelled') return unchanged;
    if (row.status === 'declined') throw conflict('This standing order was declined', 'invalid-transition');
    await touch(
      trx,
      id,
      { status: 'cancelled', statusBy: 'regular', statusReason: 'Stopped by you', pendingLines: null },
      moment.now,
    );
    return told(trx, id, { kind: 'stopped' }, moment);
  });
}

/**
 * Her lines from next week on, checked as an order is (products she may have every week, known
 * flavors, each product's minimum). A line she had keeps the price she agreed to; a new one is
 * agreed at today's price. Less, or another flavor, is hers to change; more of a product than
 * the bakery agreed to waits for its yes (docs/standing-orders.md, "Changing her lines"),
 * unless it is within what any customer may order of it by herself (its maxPerOrder). Until
 * then each week is placed with the lines agreed. A request not yet answered changes as she likes.
 */
export function changeStandingLines(
  db: Db,
  id: string,
  token: string,
  input: readonly StandingLineInput[],
  moment: Moment,
): Promise<Changed> {
  return changeStanding(db, hers(id, token, moment), async (trx, row) => {
    if (row.status === 'cancelled' || row.status === 'declined') {
      throw conflict('This standing order has ended: ask for a new one from your next order', 'invalid-transition');
    }
    const had = linesOf(row);
    const { lines, products } = await checkedLines(trx, input, had);
    const raised = row.status === 'requested' ? [] : raisedProducts(had, lines);
    const waits = !raiseWithinLimits(raised, lines, (product) => products.get(product)?.maxPerOrder ?? null);
    const stored = JSON.stringify(lines);
    if (waits) {
      if (row.pendingLines === stored) return unchanged;
      await touch(trx, id, { pendingLines: stored }, moment.now);
      return told(trx, id, { kind: 'asks-more', before: had }, moment);
    }
    if (row.lines === stored && row.pendingLines === null) return unchanged;
    await touch(trx, id, { lines: stored, pendingLines: null }, moment.now);
    return told(trx, id, { kind: 'changed', before: had }, moment);
  });
}

/** Her lines as the rules take them: merged by product and flavor, each known, allowed and at least its minimum. */
async function checkedLines(trx: Tx, input: readonly StandingLineInput[], had: readonly StandingLine[]) {
  const allowed = new Set((await getStandingSettings(trx)).products);
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
    merged.set(key, {
      product: line.product,
      flavor,
      quantity: (merged.get(key)?.quantity ?? 0) + line.quantity,
      agreedUnitCents: kept?.agreedUnitCents ?? unitPriceCents(product, flavor),
    });
  }
  const all = [...merged.values()];
  for (const product of products.values()) {
    const total = all.filter((each) => each.product === product.id).reduce((n, each) => n + each.quantity, 0);
    if (total < product.minimumOrder) {
      throw conflict(`Minimum order for ${product.name} is ${product.minimumOrder}.`, 'below-minimum-order');
    }
  }
  return { lines: all, products };
}

/**
 * A week she skips: one not placed yet is claimed as skipped (the placement finds it taken);
 * one placed already is her ordinary order of that week, cancelled by its own rules
 * (`cancelPlaced`, until the cancel cutoff: the owner hears of it as of any cancel). Only a
 * coming week can be skipped.
 */
export function skipStandingWeek(
  db: Db,
  id: string,
  token: string,
  pickupDate: string,
  moment: Moment,
): Promise<{ placedOrderId: string | null; changed: Changed }> {
  return changeStanding(db, hers(id, token, moment), async (trx, row) => {
    await comingWeek(trx, row, pickupDate, moment);
    const week = await StandingPlacementRow.query(trx).findById([id, pickupDate]);
    if (week?.outcome === 'placed' && week.orderId) return { placedOrderId: week.orderId, changed: unchanged };
    if (week) return { placedOrderId: null, changed: unchanged };
    await trx(StandingPlacementRow.tableName)
      .insert({ standingOrderId: id, pickupDate, outcome: 'skipped', createdAt: moment.now.toISOString() })
      .onConflict(['standingOrderId', 'pickupDate'])
      .ignore();
    return { placedOrderId: null, changed: await told(trx, id, { kind: 'skipped', pickupDate }, moment) };
  });
}

/** A skipped week taken back, while it is still to come and not placed. */
export function unskipStandingWeek(
  db: Db,
  id: string,
  token: string,
  pickupDate: string,
  moment: Moment,
): Promise<Changed> {
  return changeStanding(db, hers(id, token, moment), async (trx, row) => {
    await comingWeek(trx, row, pickupDate, moment);
    const taken = await StandingPlacementRow.query(trx)
      .delete()
      .where({ standingOrderId: id, pickupDate, outcome: 'skipped' });
    return taken > 0 ? told(trx, id, { kind: 'unskipped', pickupDate }, moment) : unchanged;
  });
}

/** Refuses a day that is not one of her coming weeks (a past day, a day off the schedule). */
async function comingWeek(trx: Tx, row: StandingOrderRow, pickupDate: string, moment: Moment) {
  const settings = await getPickupSettings(trx, moment);
  if (!comingPickupDays(settings, locationOf(row), 8).includes(pickupDate)) {
    throw invalid(`${pickupDate} is not one of your coming pickup days`, 'not-a-coming-week');
  }
}
