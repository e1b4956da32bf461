import { randomUUID } from 'node:crypto';
import type { PickupLocation } from '#shared/bakery';
import { isUuid } from '#shared/common';
import type { PickupSettings } from '#shared/pickup-settings';
import { pickupWindow } from '#shared/pickup-slots';
import { placeInLineText } from '#shared/pickup-text';
import { placeWaitlistJoinSchema, type PlaceInLineView, type PlaceWaitlistJoin } from '#shared/waitlist';
import {
  inTransaction,
  liveCarts,
  lockPickupBookings,
  nextInLine,
  pickupKeyOf,
  PlaceWaitlistEntryRow,
  placesTakenFor,
  type Db,
  type Tx,
} from '../../db';
import type { Changed } from '../announce';
import { conflict, invalid, notFound } from '../errors';
import { signedTokenOpens } from '../order-links';
import { placeRefusal } from '../orders/order-rule';
import { hasCaps, pickupMoment, placeFacts } from '../pickups/pickup-places';
import { getPickupSettings } from '../pickups/pickup-settings';
import { mailJoined, waitlistToken, type WaitlistMoment } from './waitlist';
import { placeJoinedMail } from './waitlist-mail';

/**
 * The waitlist for a full pickup or time (docs/waitlist.md). She joins the line for a place
 * at the next pickup of a location (at one time, where it has times), for as many items as her
 * cart holds; while she waits, and while a place is offered to her, her place in line counts as
 * a booked place for every other shopper (db/pickup-bookings.ts placesTakenFor), so a place that
 * comes back is the line's. The line's turn is place-offers.ts; an order she places at that
 * pickup ends her places in line there (endPlacesInLine).
 */

export interface PlaceMoment extends WaitlistMoment {
  timeZone: string;
}

const noSuchPlace = () =>
  notFound('There is no such place in line. Check the link in your e-mail.', 'unknown-waitlist-entry');

const site = (moment: WaitlistMoment) => moment.publicUrl.replace(/\/$/, '');
const withKey = (moment: WaitlistMoment, id: string) => `t=${waitlistToken(moment.linkKey, id)}`;
/** The shop's address that keeps the offered place for this phone's checkout (the shop reads ?place-offer=&t=). */
export const placeOfferPath = (moment: WaitlistMoment, id: string) => `/?place-offer=${id}&${withKey(moment, id)}`;
export const placeOfferUrl = (moment: WaitlistMoment, id: string) => `${site(moment)}${placeOfferPath(moment, id)}`;
/** The one-click way out of the line (the shop reads ?leave-place=&t=). */
export const placeLeaveUrl = (moment: WaitlistMoment, id: string) =>
  `${site(moment)}/?leave-place=${id}&${withKey(moment, id)}`;
/** RFC 8058 one-click, as a product's line has (waitlist.ts leaveHeaders). */
export const placeLeaveHeaders = (moment: WaitlistMoment, id: string): Record<string, string> => ({
  'List-Unsubscribe': `<${site(moment)}/api/waitlist/places/${id}/leave?${withKey(moment, id)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

type PlaceOf = Pick<PlaceWaitlistEntryRow, 'pickupDate' | 'pickupLocation' | 'pickupSlot'>;
export const placeWhat = (place: PlaceOf, settings: PickupSettings) => placeInLineText(place, settings);
const pickupOf = (place: PlaceOf) => ({
  pickupDate: place.pickupDate,
  pickupLocation: (place.pickupLocation === 'farmers-market' ? 'farmers-market' : 'home') as PickupLocation,
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
  moment: PlaceMoment,
): Promise<{ entry: PlaceWaitlistEntryRow; changed: Changed }> {
  const join = placeWaitlistJoinSchema.parse(input);
  return inTransaction(db, async (trx) => {
    const settings = await getPickupSettings(trx, moment);
    if (!settings.ordersOpen) throw conflict('Orders are currently closed. Please check back later.', 'orders-closed');
    const location = join.pickupLocation;
    const pickup = { pickupDate: settings.nextPickupDates[location], pickupLocation: location };
    if (!hasCaps(settings, location)) throw notFull('This pickup takes every order: check out to order');
    const booked = (await lockPickupBookings(trx, [pickup], moment.now)).get(pickupKeyOf(pickup))!;
    const facts = placeFacts(settings, pickup, placesTakenFor(booked, join.sessionId), moment);
    const slotted = facts.capacity.slotMinutes > 0;
    const slot = slotted ? facts.slots.find((each) => each.start === join.pickupSlot) : undefined;
    if (slotted && !slot) throw invalid('Choose a pickup time that is still offered', 'unknown-slot');
    const oven = facts.capacity.itemsPerPickup;
    if (oven !== null && join.items > oven) {
      throw invalid(`A pickup takes at most ${oven} items: please take some out of your cart`, 'over-oven');
    }
    const place = { ...pickup, pickupSlot: slot?.start ?? null };
    const already = await PlaceWaitlistEntryRow.query(trx)
      .where({ ...place, sessionId: join.sessionId })
      .where((query) =>
        query
          .where((waiting) => waiting.where('status', 'waiting').where('expiresAt', '>', moment.now.toISOString()))
          .orWhere('status', 'offered'),
      )
      .first();
    if (already) return { entry: already, changed: {} };
    const items = await itemsInCart(trx, join, moment.now);
    if (!placeRefusal({ slot: place.pickupSlot, items, slotRequired: slotted }, facts)) {
      throw notFull('There is room: choose it and check out');
    }
    const until = slot?.end ?? pickupWindow(location, settings).until;
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
    const mailed = await mailJoined(trx, row.email, moment, () => ({
      ...placeJoinedMail(row.email!, placeWhat(place, settings), placeLeaveUrl(moment, row.id)),
      headers: placeLeaveHeaders(moment, row.id),
    }));
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
/** Whether a time to come (an offer's end, a wait's) is still ahead of `now`. */
const standsAt = (until: string | null, now: Date) => until !== null && new Date(until).getTime() > now.getTime();

/** The place in line a link opens: the key checked first, in constant time, as her order page's is. */
export async function openPlace(db: Db, id: string, token: string, key: string): Promise<PlaceWaitlistEntryRow> {
  if (!isUuid(id) || !signedTokenOpens(key, 'waitlist', id, token)) throw noSuchPlace();
  const entry = await PlaceWaitlistEntryRow.query(db).findById(id);
  if (!entry) throw noSuchPlace();
  return entry;
}

/** Her place in line as her phone shows it: where she stands for her time, and her offer while it stands. */
export async function placeView(db: Db, entry: PlaceWaitlistEntryRow, moment: PlaceMoment): Promise<PlaceInLineView> {
  const settings = await getPickupSettings(db, moment);
  const now = moment.now.toISOString();
  let position: number | null = null;
  if (entry.status === 'waiting' && standsAt(entry.expiresAt, moment.now)) {
    const ahead = await PlaceWaitlistEntryRow.query(db)
      .where({ pickupDate: entry.pickupDate, pickupLocation: entry.pickupLocation, pickupSlot: entry.pickupSlot })
      .where('status', 'waiting')
      .where('expiresAt', '>', now)
      .where('line', '<', entry.line)
      .resultSize();
    position = ahead + 1;
  }
  const offered = entry.status === 'offered' && standsAt(entry.offerExpiresAt, moment.now);
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
async function lockedPlace(trx: Tx, id: string, token: string, moment: PlaceMoment) {
  const before = await openPlace(trx, id, token, moment.linkKey);
  await lockPickupBookings(trx, [pickupOf(before)], null);
  return (await PlaceWaitlistEntryRow.query(trx).findById(id))!;
}

/**
 * Leaving the line, one click: a waiting place is out of it; an offered one goes to the next in
 * line. Once left (or taken, or run out), leaving again is answered as it stands.
 */
export function leavePlaceLine(db: Db, id: string, token: string, moment: PlaceMoment) {
  return inTransaction(db, async (trx): Promise<{ entry: PlaceWaitlistEntryRow; changed: Changed }> => {
    const entry = await lockedPlace(trx, id, token, moment);
    if (entry.status !== 'waiting' && entry.status !== 'offered') return { entry, changed: {} };
    await PlaceWaitlistEntryRow.query(trx).patch({ status: 'left' }).where({ id });
    return { entry: (await PlaceWaitlistEntryRow.query(trx).findById(id))!, changed: { settings: true } };
  });
}

/**
 * Her offer, kept for the checkout of the phone that opened its link (she joined on her phone
 * and opened the e-mail on her computer): the place in line moves to that phone's session. An
 * offer no longer standing is a 409 that says so.
 */
export function claimPlaceOffer(db: Db, id: string, token: string, sessionId: string, moment: PlaceMoment) {
  return inTransaction(db, async (trx) => {
    const entry = await lockedPlace(trx, id, token, moment);
    if (entry.status !== 'offered' || !standsAt(entry.offerExpiresAt, moment.now)) {
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
