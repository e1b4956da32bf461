import { randomUUID } from 'node:crypto';
import type { PickupSettings } from '#shared/pickup-settings';
import { placeHours } from '#shared/places';
import { placeInLineText } from '#shared/pickup-text';
import { placeWaitlistJoinSchema, type PlaceInLineView, type PlaceWaitlistJoin } from '#shared/waitlist';
import {
  inTransaction,
  liveCarts,
  lockPickupBookings,
  nextInLine,
  placeOfferStands,
  PlaceWaitlistEntryRow,
  placesTakenFor,
  placeWaits,
  whereWaitingPlace,
  type Db,
  type PickupBookings,
  type Tx,
} from '../../db';
import type { Changed } from '../announce';
import { conflict, invalid } from '../errors';
import type { Moment } from '../moment';
import { closedPlaceRefusal, placeRefusal } from '../orders/order-rule';
import { pickupsToCount } from '../pickups/bake-day-oven';
import { hasCaps, pickupMoment, placeFacts } from '../pickups/pickup-places';
import { getPickupSettings } from '../pickups/pickup-settings';
import { inLine, mailJoined, openByKey } from './line';
import { placeJoinedMail } from './waitlist-mail';
import { nextPickupDateOf } from '../pickups/pickups';

/**
 * The waitlist for a full pickup or time (docs/waitlist.md). She joins the line for a place
 * at the next pickup of a location (at one time, where it has times), for as many items as her
 * cart holds; while she waits, and while a place is offered to her, her place in line counts as
 * a booked place for every other shopper (db/pickup-bookings.ts placesTakenFor), so a place that
 * comes back is the line's. The line's turn is place-offers.ts; an order she places at that
 * pickup ends her places in line there (endPlacesInLine).
 */

type PlaceOf = Pick<PlaceWaitlistEntryRow, 'pickupDate' | 'pickupLocation' | 'pickupSlot'>;
export const placeWhat = (place: PlaceOf, settings: PickupSettings) => placeInLineText(place, settings);
const pickupOf = (place: PlaceOf) => ({
  pickupDate: place.pickupDate,
  pickupLocation: place.pickupLocation,
});

/**
 * She joins the line for a place, in one transaction with the pickup locked, as an order takes
 * one: orders open, the location's next pickup has caps, her time is one it still offers, her
 * cart holds something (the place is for what it holds, no more: itemsInCart), and her order
 * would not fit now (otherwise it is hers to order now; a cart bigger than the whole oven never
 * fits). Her place in line lasts until the end of her time (or of the pickup). The same phone
 * asking again for the same place is answered with its place.
 */
export function joinPlaceLine(
  db: Db,
  input: PlaceWaitlistJoin,
  moment: Pick<Moment, 'now' | 'timeZone' | 'links'>,
): Promise<{ entry: PlaceWaitlistEntryRow; changed: Changed }> {
  const join = placeWaitlistJoinSchema.parse(input);
  return inTransaction(db, async (trx) => {
    const settings = await getPickupSettings(trx, moment);
    if (!settings.ordersOpen) throw conflict('Orders are currently closed. Please check back later.', 'orders-closed');
    const location = join.pickupLocation;
    const closed = closedPlaceRefusal(settings, location);
    if (closed) throw closed;
    const pickup = { pickupDate: nextPickupDateOf(settings, location), pickupLocation: location };
    if (!hasCaps(settings, location)) throw notFull('This pickup takes every order: check out to order');
    const bookings = await lockPickupBookings(trx, pickupsToCount(settings, [pickup]), moment.now);
    const taken = (each: PickupBookings) => placesTakenFor(each, join.sessionId);
    const facts = placeFacts(settings, pickup, { bookings, taken }, moment);
    const slotted = facts.capacity.slotMinutes > 0;
    const slot = slotted ? facts.slots.find((each) => each.start === join.pickupSlot) : undefined;
    if (slotted && !slot) throw invalid('Choose a pickup time that is still offered', 'unknown-slot');
    const oven = facts.capacity.itemsPerPickup;
    if (oven !== null && join.items > oven) {
      throw invalid(`A pickup takes at most ${oven} items: please take some out of your cart`, 'over-oven');
    }
    const bake = facts.oven.cap;
    if (bake !== null && join.items > bake) {
      throw invalid(`A bake day makes at most ${bake} items: please take some out of your cart`, 'over-oven');
    }
    const place = { ...pickup, pickupSlot: slot?.start ?? null };
    // Her place in line waiting, or offered (until the turn settles it): she is not put in twice.
    const already = await PlaceWaitlistEntryRow.query(trx)
      .where({ ...place, sessionId: join.sessionId })
      .where((query) => void whereWaitingPlace(query, moment.now).orWhere('status', 'offered'))
      .first();
    if (already) return { entry: already, changed: {} };
    const items = await itemsInCart(trx, join, moment.now);
    if (!placeRefusal({ slot: place.pickupSlot, items, slotRequired: slotted }, facts)) {
      throw notFull('There is room: choose it and check out');
    }
    const until = slot?.end ?? placeHours(location, settings, pickup.pickupDate).until;
    const row = {
      id: randomUUID(),
      ...place,
      items,
      sessionId: join.sessionId,
      email: join.email ?? null,
      status: 'waiting' as const,
      joinedAt: moment.now.toISOString(),
      expiresAt: pickupMoment(pickup.pickupDate, until, moment.timeZone).toJSDate().toISOString(),
      line: await nextInLine(trx),
    };
    await trx(PlaceWaitlistEntryRow.tableName).insert(row);
    const mailed = await mailJoined(trx, 'place', row, moment, (to, leaveUrl) =>
      placeJoinedMail(to, placeWhat(place, settings), leaveUrl),
    );
    const entry = (await PlaceWaitlistEntryRow.query(trx).findById(row.id))!;
    // Her place in line now counts as booked: the places customers see may change.
    return { entry, changed: { settings: true, mail: mailed } };
  });
}

const notFull = (message: string) => conflict(message, 'not-full');

/**
 * What her place in line is for: the items her cart holds now (its live holds), never more than
 * she says (docs/waitlist.md: a place in line claims no more than her cart really holds). An
 * empty cart has nothing to wait for a place for: 409 empty-cart.
 */
async function itemsInCart(trx: Tx, join: { sessionId: string; items: number }, now: Date): Promise<number> {
  const cart = (await liveCarts(trx, [join.sessionId], now)).get(join.sessionId);
  const held = [...(cart?.held.values() ?? [])].reduce((sum, quantity) => sum + quantity, 0);
  if (held === 0) throw conflict('Put something in your cart first: a place is kept for what it holds', 'empty-cart');
  return Math.min(join.items, held);
}

/** The place in line a link opens (line.ts openByKey). */
export const openPlace = (db: Db, id: string, token: string, key: string): Promise<PlaceWaitlistEntryRow> =>
  openByKey(id, token, key, (placeId) => PlaceWaitlistEntryRow.query(db).findById(placeId));

/** Her place in line as her phone shows it: where she stands for her time, and her offer while it stands. */
export async function placeView(
  db: Db,
  entry: PlaceWaitlistEntryRow,
  moment: Pick<Moment, 'now' | 'timeZone'>,
): Promise<PlaceInLineView> {
  const settings = await getPickupSettings(db, moment);
  let position: number | null = null;
  if (placeWaits(entry, moment.now)) {
    const ahead = await whereWaitingPlace(PlaceWaitlistEntryRow.query(db), moment.now)
      .where({ pickupDate: entry.pickupDate, pickupLocation: entry.pickupLocation, pickupSlot: entry.pickupSlot })
      .where('line', '<', entry.line)
      .resultSize();
    position = ahead + 1;
  }
  const offered = placeOfferStands(entry, moment.now);
  return {
    id: entry.id,
    ...pickupOf(entry),
    pickupSlot: entry.pickupSlot,
    what: placeWhat(entry, settings),
    items: entry.items,
    status: entry.status,
    position,
    offer: offered ? { expiresAt: new Date(entry.offerExpiresAt!).toISOString() } : null,
  };
}

/** Her place in line, re-read under its pickup's lock (every change of a claim takes it). */
async function lockedPlace(trx: Tx, id: string, token: string, key: string) {
  const before = await openPlace(trx, id, token, key);
  await lockPickupBookings(trx, [pickupOf(before)], null);
  return (await PlaceWaitlistEntryRow.query(trx).findById(id))!;
}

/**
 * Leaving the line, one click: a waiting place is out of it; an offered one goes to the next in
 * line. Once left (or taken, or run out), leaving again is answered as it stands.
 */
export function leavePlaceLine(db: Db, id: string, token: string, moment: Pick<Moment, 'orderLinkKey'>) {
  return inTransaction(db, async (trx): Promise<{ entry: PlaceWaitlistEntryRow; changed: Changed }> => {
    const entry = await lockedPlace(trx, id, token, moment.orderLinkKey);
    if (!inLine(entry.status)) return { entry, changed: {} };
    await PlaceWaitlistEntryRow.query(trx).patch({ status: 'left' }).where({ id });
    return { entry: (await PlaceWaitlistEntryRow.query(trx).findById(id))!, changed: { settings: true } };
  });
}

/**
 * Her offer, kept for the checkout of the phone that opened its link (she joined on her phone
 * and opened the e-mail on her computer): the place in line moves to that phone's session. An
 * offer no longer standing is a 409 that says so.
 */
export function claimPlaceOffer(
  db: Db,
  id: string,
  token: string,
  sessionId: string,
  moment: Pick<Moment, 'now' | 'timeZone' | 'orderLinkKey'>,
) {
  return inTransaction(db, async (trx) => {
    const entry = await lockedPlace(trx, id, token, moment.orderLinkKey);
    if (!placeOfferStands(entry, moment.now)) {
      throw conflict(
        entry.status === 'taken'
          ? 'You took this place already: it is your order'
          : 'This offer has ended: the place went to the next in line',
        'offer-ended',
      );
    }
    await PlaceWaitlistEntryRow.query(trx).patch({ sessionId }).where({ id });
    return placeView(trx, (await PlaceWaitlistEntryRow.query(trx).findById(id))!, moment);
  });
}

/** A shopper whose order was placed at a pickup where she had places in line (orders.ts). */
export interface PlaceInLineEnded {
  sessionId: string;
  pickupDate: string;
  pickupLocation: string;
}

/**
 * Her order ends her places in line at its pickup, in the order's transaction: an offer is
 * taken (served from the line), a wait for another time is left (she has her place; she can
 * move it from her order page). So no place is offered to someone who has already ordered.
 */
export async function endPlacesInLine(trx: Tx, ended: readonly PlaceInLineEnded[], now: Date): Promise<void> {
  for (const { sessionId, pickupDate, pickupLocation } of ended) {
    const mine = () => PlaceWaitlistEntryRow.query(trx).where({ sessionId, pickupDate, pickupLocation });
    await mine().where('status', 'offered').patch({ status: 'taken', servedAt: now.toISOString() });
    await mine().where('status', 'waiting').patch({ status: 'left' });
  }
}
