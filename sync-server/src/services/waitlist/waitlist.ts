import { randomUUID } from 'node:crypto';
import { parseFlavors } from '#shared/flavors';
import { formatCents } from '#shared/money';
import { PricingError, resolveFlavor, unitPriceCents } from '#shared/pricing';
import type { WaitlistEntryView, WaitlistJoin } from '#shared/waitlist';
import { waitlistJoinSchema } from '#shared/waitlist';
import {
  formLine,
  freeForShoppers,
  inTransaction,
  isLive,
  lockProductStates,
  nextInLine,
  Product,
  Reservation,
  WaitlistEntryRow,
  waitingEntries,
  type Db,
  type Tx,
} from '../../db';
import type { Changed } from '../announce';
import { conflict, invalid, notFound } from '../errors';
import { belowMinimum, overLimit, unavailable } from '../holds/hold-rule';
import type { Moment } from '../moment';
import { inLine, mailJoined, openByKey } from './line';
import { shopBakeIn } from '../pickups/pickup-settings';
import { waitlistJoinedMail } from './waitlist-mail';

/** A line is for this week's bread: a waiting entry counts for nothing after a week. */
export const ENTRY_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** "2 Bagels (Plain)": what an entry waits for, as she reads it. */
export function entryWhat(
  entry: Pick<WaitlistEntryRow, 'quantity' | 'flavor'>,
  product: Pick<Product, 'name' | 'flavors'>,
) {
  const flavor = entry.flavor ? (parseFlavors(product.flavors)?.[entry.flavor]?.name ?? entry.flavor) : null;
  return `${entry.quantity} ${product.name}${flavor ? ` (${flavor})` : ''}`;
}

/**
 * She joins the line for a product she cannot hold now (docs/waitlist.md), in one transaction
 * with the product locked, as a hold is: the product must be on sale and orders open, her
 * quantity within the product's minimum and limit, and more than what is free (otherwise it
 * is hers to hold now). She agrees to today's price: an offer never costs her more. The same
 * phone asking again for the same product and flavor is answered with its place.
 */
export function joinWaitlist(
  db: Db,
  input: WaitlistJoin,
  moment: Pick<Moment, 'now' | 'timeZone' | 'links'>,
): Promise<{ entry: WaitlistEntryRow; changed: Changed }> {
  const join = waitlistJoinSchema.parse(input);
  return inTransaction(db, async (trx) => {
    // What is free is the shop's bake's, as a hold sees it.
    const bakeDay = await shopBakeIn(trx, moment);
    const state = (await lockProductStates(trx, [join.productId], moment.now, bakeDay)).get(join.productId);
    if (!state) throw notFound(`We don't sell "${join.productId}"`, 'unknown-product');
    const { product } = state;
    if (!state.ordersOpen) throw conflict('Orders are currently closed. Please check back later.', 'orders-closed');
    if (!product.visible) throw unavailable(product.name);
    let flavor: string | null;
    try {
      flavor = resolveFlavor(product, join.flavor);
    } catch (error) {
      if (error instanceof PricingError) throw invalid(error.message, 'unknown-flavor');
      throw error;
    }
    if (join.quantity < product.minimumOrder) throw belowMinimum(product);
    const tooMany = overLimit(product.name, product.maxPerOrder ?? null, join.quantity);
    if (tooMany) throw tooMany;
    const already = await waitingEntries(trx, moment.now)
      .where({ productId: product.id, sessionId: join.sessionId, flavor })
      .first();
    if (already) return { entry: WaitlistEntryRow.fromDatabaseJson(already), changed: {} };
    const free = freeForShoppers(state);
    if (join.quantity <= free) {
      throw conflict(
        `There ${free === 1 ? 'is' : 'are'} ${free} ${product.name} left: add them to your cart`,
        'not-sold-out',
      );
    }
    // The first in line forms the line: what is free for shoppers now stays theirs, and the line
    // claims only what comes back (db/waitlist-demand.ts).
    if (state.line.waiting.length === 0) await formLine(trx, product.id, free);
    const at = moment.now.toISOString();
    const row = {
      id: randomUUID(),
      productId: product.id,
      flavor,
      quantity: join.quantity,
      sessionId: join.sessionId,
      email: join.email ?? null,
      agreedUnitCents: priceCents(product, flavor),
      status: 'waiting' as const,
      joinedAt: at,
      expiresAt: new Date(moment.now.getTime() + ENTRY_LIFETIME_MS).toISOString(),
      line: await nextInLine(trx),
    };
    await trx(WaitlistEntryRow.tableName).insert(row);
    const mailed = await mailJoined(trx, 'product', row, moment, (to, leaveUrl) =>
      waitlistJoinedMail(to, entryWhat(row, product), leaveUrl),
    );
    const entry = (await WaitlistEntryRow.query(trx).findById(row.id))!;
    // The line now claims what comes back of it: the shop's count of what is free may change.
    return { entry, changed: { products: [product.id], mail: mailed } };
  });
}

function priceCents(product: Product, flavor: string | null): number | null {
  try {
    return unitPriceCents(product, flavor);
  } catch (error) {
    if (error instanceof PricingError) return null;
    throw error;
  }
}

/** The entry a link opens (line.ts openByKey). */
export const openEntry = (db: Db, id: string, token: string, key: string): Promise<WaitlistEntryRow> =>
  openByKey(id, token, key, (entryId) => WaitlistEntryRow.query(db).findById(entryId));

/** Her offer's hold while it is live (an offer is a hold: db/live-holds.ts). */
async function liveOffer(db: Db, entry: WaitlistEntryRow, now: Date): Promise<Reservation | undefined> {
  if (entry.status !== 'offered' || !entry.reservationId) return undefined;
  const hold = await Reservation.query(db).findById(entry.reservationId);
  return hold && isLive(hold, now) ? hold : undefined;
}

/** Her place in line as her phone shows it: where she stands, and the offer while it stands. */
export async function entryView(db: Db, entry: WaitlistEntryRow, now: Date): Promise<WaitlistEntryView> {
  const product = await Product.query(db).findById(entry.productId);
  let position: number | null = null;
  if (entry.status === 'waiting') {
    const ahead = (await waitingEntries(db, now)
      .where({ productId: entry.productId })
      .where('line', '<', entry.line)
      .count({ count: '*' })) as { count: number | string }[];
    position = Number(ahead[0]?.count ?? 0) + 1;
  }
  const live = await liveOffer(db, entry, now);
  return {
    id: entry.id,
    productId: entry.productId,
    name: product?.name ?? entry.productId,
    flavor: entry.flavor,
    quantity: entry.quantity,
    status: entry.status,
    position,
    offer: live
      ? {
          reservationId: live.id,
          unitPrice: live.unitPriceCents === null ? null : formatCents(live.unitPriceCents),
          expiresAt: new Date(live.expiresAt).toISOString(),
        }
      : null,
  };
}

/**
 * Leaving the line, one click: a waiting entry is out of it; an offered one gives its hold back
 * (the next in line is offered it). Once left, leaving again is answered as it stands.
 */
export function leaveWaitlist(db: Db, id: string, token: string, moment: Pick<Moment, 'now' | 'orderLinkKey'>) {
  return inTransaction(db, async (trx): Promise<{ entry: WaitlistEntryRow; changed: Changed }> => {
    const before = await openEntry(trx, id, token, moment.orderLinkKey);
    await lockProductStates(trx, [before.productId], moment.now, null);
    const entry = (await WaitlistEntryRow.query(trx).findById(id))!;
    if (!inLine(entry.status)) return { entry, changed: {} };
    if (entry.status === 'offered' && entry.reservationId) await Reservation.query(trx).deleteById(entry.reservationId);
    await WaitlistEntryRow.query(trx).patch({ status: 'left' }).where({ id });
    return { entry: (await WaitlistEntryRow.query(trx).findById(id))!, changed: { products: [entry.productId] } };
  });
}

/**
 * Her offer, held in the cart of the phone that opened its link: her own hold, moved to that
 * phone's cart (she joined on her phone and opened the e-mail on her computer). An offer no
 * longer standing is a 409 that says so.
 */
export function claimOffer(
  db: Db,
  id: string,
  token: string,
  sessionId: string,
  moment: Pick<Moment, 'now' | 'orderLinkKey'>,
) {
  return inTransaction(db, async (trx: Tx) => {
    const before = await openEntry(trx, id, token, moment.orderLinkKey);
    await lockProductStates(trx, [before.productId], moment.now, null);
    const entry = (await WaitlistEntryRow.query(trx).findById(id))!;
    const hold = await liveOffer(trx, entry, moment.now);
    if (!hold) {
      throw conflict(
        entry.status === 'taken'
          ? 'You took this one already: it is in your order'
          : 'This offer has ended: it went to the next in line',
        'offer-ended',
      );
    }
    if (hold.sessionId !== sessionId) await Reservation.query(trx).patch({ sessionId }).where({ id: hold.id });
    await WaitlistEntryRow.query(trx).patch({ sessionId }).where({ id });
    return entryView(trx, (await WaitlistEntryRow.query(trx).findById(id))!, moment.now);
  });
}
