import { randomUUID } from 'node:crypto';
import { formatDollars } from '#shared/money';
import { parseOrderItems } from '#shared/order-items';
import { lineTotalCents, PricingError, unitPriceCents } from '#shared/pricing';
import {
  cameBack,
  canBeFilled,
  inTransaction,
  isLive,
  lockProductStates,
  Order,
  Reservation,
  WaitlistEntryRow,
  whereWaiting,
  type Db,
  type ProductState,
  type Tx,
} from '../../db';
import type { Changed } from '../announce';
import type { Moment } from '../moment';
import { getPickupSettings, shopBakeIn } from '../pickups/pickup-settings';
import { anyInLine, inQuietHoursNow, offerEndsAt } from './line';
import { entryWhat } from './waitlist';
import { waitlistOfferMail } from './waitlist-mail';
import { getWaitlistSettings } from './waitlist-settings';
import { tellOffer, type OfferNotice } from './tell-offer';

/**
 * The waitlist's turn (docs/waitlist.md), every second on the server that runs the jobs, in
 * one transaction with the products locked (as every hold, order and cancel locks them):
 *  1. each offer whose hold is gone or ran out is settled: taken when her cart's session
 *     ordered the product since the offer, else lapsed (let go, or not taken in time);
 *  2. what came back of each product with a line since the line formed (db/waitlist-demand.ts:
 *     what is open stays everyone's) goes to the line in the order it joined: the first in line
 *     is offered a hold of her quantity, in her cart, for the owner's offer time, at no more
 *     than the price she agreed to, and told (e-mail, this phone's push); the next is offered
 *     only once the first is. A place that today's stock can never fill is passed over (it
 *     keeps its place for new stock). A push-only place in line waits for the end of the
 *     owner's quiet hours, holding the line behind it (no loaf is lost: the line's claim keeps
 *     it from other shoppers meanwhile).
 * Stock that comes back is the line's from the moment it is back, whatever runs first: a hold
 * or an order by anyone else counts the line's claim as taken (hold-rule.ts, order-rule.ts).
 */
export async function offerToLines(db: Db, moment: Pick<Moment, 'now' | 'timeZone' | 'links'>): Promise<Changed> {
  if (!(await anyInLine(db, WaitlistEntryRow.tableName))) return {};
  return inTransaction(db, async (trx) => {
    const { now } = moment;
    const productIds = (await WaitlistEntryRow.query(trx)
      .distinct('productId')
      .where((query) => void whereWaiting(query, now).orWhere('status', 'offered'))) as { productId: string }[];
    if (productIds.length === 0) return {};
    // An offer is a hold: it is decided on the shop's bake, as a shopper's is.
    const states = await lockProductStates(
      trx,
      productIds.map((row) => row.productId),
      now,
      await shopBakeIn(trx, moment),
    );
    const settled = await settleOffers(trx, [...states.keys()], now);
    const offered = await makeOffers(trx, states, moment);
    return { products: [...new Set([...settled, ...offered.products])], mail: offered.told };
  });
}

/** Step 1: offers whose hold is gone or ran out, marked taken or lapsed; the products they were for. */
async function settleOffers(trx: Tx, productIds: readonly string[], now: Date): Promise<string[]> {
  const offered = await WaitlistEntryRow.query(trx).where({ status: 'offered' }).whereIn('productId', productIds);
  const holdIds = offered.flatMap((entry) => (entry.reservationId ? [entry.reservationId] : []));
  const holds = new Map(
    (holdIds.length === 0 ? [] : await Reservation.query(trx).whereIn('id', holdIds)).map((hold) => [hold.id, hold]),
  );
  const changed: string[] = [];
  for (const entry of offered) {
    const hold = entry.reservationId ? holds.get(entry.reservationId) : undefined;
    if (hold && isLive(hold, now)) continue;
    const taken = !hold && (await orderedSince(trx, entry));
    await WaitlistEntryRow.query(trx)
      .patch(taken ? { status: 'taken', servedAt: now.toISOString() } : { status: 'lapsed' })
      .where({ id: entry.id });
    changed.push(entry.productId);
  }
  return changed;
}

/** Whether her cart's session ordered the product since the offer (the checkout took the hold). */
async function orderedSince(trx: Tx, entry: WaitlistEntryRow): Promise<boolean> {
  const orders = await Order.query(trx)
    .select('items')
    .where({ sessionId: entry.sessionId })
    .where('createdAt', '>=', entry.offeredAt ?? entry.joinedAt);
  return orders.some((order) => parseOrderItems(order.items).some((line) => line.product === entry.productId));
}

/** Step 2: what came back goes to each line, in order; the products offered and whether mail was queued. */
async function makeOffers(
  trx: Tx,
  states: ReadonlyMap<string, ProductState>,
  moment: Pick<Moment, 'now' | 'timeZone' | 'links'>,
): Promise<{ products: string[]; told: boolean }> {
  const { now } = moment;
  const [{ offerMinutes }, settings] = await Promise.all([getWaitlistSettings(trx), getPickupSettings(trx, moment)]);
  const quiet = inQuietHoursNow(settings, moment);
  const products: string[] = [];
  let told = false;
  for (const [productId, state] of states) {
    // What came back since the line formed is the line's (db/waitlist-demand.ts); what is open
    // stays everyone's.
    let back = cameBack(state);
    if (back <= 0) continue;
    const line = await whereWaiting(WaitlistEntryRow.query(trx).where({ productId }), now).orderBy('line');
    for (const entry of line) {
      if (!canBeFilled(state, entry.quantity)) continue; // only new stock can fill hers: the line goes on
      if (entry.quantity > back) break; // the first in line waits for her whole quantity
      if (!entry.email && quiet) break; // told only by push: her turn comes when the quiet hours end
      const expiresAt = offerEndsAt(now, offerMinutes);
      const hold = {
        id: randomUUID(),
        sessionId: entry.sessionId,
        productId,
        flavor: entry.flavor,
        quantity: entry.quantity,
        unitPriceCents: agreedPrice(state, entry),
        expiresAt,
        createdAt: now.toISOString(),
      };
      await trx(Reservation.tableName).insert(hold);
      await WaitlistEntryRow.query(trx)
        .patch({ status: 'offered', offeredAt: now.toISOString(), offerExpiresAt: expiresAt, reservationId: hold.id })
        .where({ id: entry.id });
      back -= entry.quantity;
      products.push(productId);
      const offer = { what: entryWhat(entry, state.product), price: offerPrice(state, hold), minutes: offerMinutes };
      const notice: OfferNotice = {
        line: 'product',
        entry,
        what: offer.what,
        minutes: offerMinutes,
        mail: (to, links) => waitlistOfferMail(to, offer, links.offerUrl, links.leaveUrl),
      };
      if (await tellOffer(trx, notice, settings, moment)) told = true;
    }
  }
  return { products, told };
}

/**
 * What her offer costs at checkout ("$48.00"), by the shared pricing (a bundle's deal included),
 * each unit at no more than the price its hold keeps; null while the product has no price.
 */
function offerPrice(
  state: ProductState,
  hold: { flavor: string | null; quantity: number; unitPriceCents: number | null },
) {
  const held = hold.unitPriceCents;
  if (held === null) return null;
  try {
    return formatDollars(
      lineTotalCents(
        state.product,
        hold.flavor,
        hold.quantity,
        Array.from({ length: hold.quantity }, () => held),
      ),
    );
  } catch (error) {
    if (error instanceof PricingError) return null;
    throw error;
  }
}

/** What an offered unit may cost: the price she agreed to when she joined, or today's if lower. */
function agreedPrice(state: ProductState, entry: WaitlistEntryRow): number | null {
  let today: number | null = null;
  try {
    today = unitPriceCents(state.product, entry.flavor);
  } catch (error) {
    if (!(error instanceof PricingError)) throw error;
  }
  if (today === null) return entry.agreedUnitCents;
  return entry.agreedUnitCents === null ? today : Math.min(today, entry.agreedUnitCents);
}
