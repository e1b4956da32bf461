import type { PickupLocation } from '#shared/bakery';
import { inQuietHours } from '#shared/notices';
import type { PickupSettings } from '#shared/pickup-settings';
import { DateTime } from 'luxon';
import {
  inTransaction,
  lockPickupBookings,
  offeredPlaces,
  pickupKeyOf,
  PlaceWaitlistEntryRow,
  type Db,
  type PickupKey,
  type Tx,
} from '../../db';
import type { Changed } from '../announce';
import { placeRefusal } from '../orders/order-rule';
import { hasCaps, placeFacts } from '../pickups/pickup-places';
import { getPickupSettings } from '../pickups/pickup-settings';
import { anyInLine, type OfferMoment } from './offers';
import { placeLeaveHeaders, placeLeaveUrl, placeOfferPath, placeOfferUrl, placeWhat } from './place-waitlist';
import { placeOfferMail } from './waitlist-mail';
import { getWaitlistSettings } from './waitlist-settings';
import { tellOffer } from './tell-offer';

/**
 * The lines for places' turn (docs/waitlist.md), every second beside the products' lines, in
 * one transaction with the pickups locked (as every order, move and cancel locks them):
 *  1. offers that ran out are lapsed (an offer taken was settled by her order's transaction:
 *     place-waitlist.ts endPlacesInLine);
 *  2. at each next pickup with a line, the places free of orders and standing offers go to the
 *     line in the order it joined, by THE rule of places (order-rule.ts): the first whose time
 *     has a place and whose items fit the oven is offered it, kept for her checkout for the
 *     owner's offer time, and told. One whose items the oven cannot take yet holds the line
 *     behind her (she was first), as does a push-only place in quiet hours; one whose time is
 *     still full lets the line for other times go on.
 * The places in line count as booked for every other shopper meanwhile (db/pickup-bookings.ts),
 * so nobody who reloads gets a place before the line does.
 */
export async function offerPlacesToLines(db: Db, moment: OfferMoment): Promise<Changed> {
  if (!(await anyInLine(db, PlaceWaitlistEntryRow.tableName))) return {}; // as offers.ts: most seconds
  return inTransaction(db, async (trx) => {
    const { now } = moment;
    const at = now.toISOString();
    const lapsed = await PlaceWaitlistEntryRow.query(trx)
      .patch({ status: 'lapsed' })
      .where('status', 'offered')
      .where('offerExpiresAt', '<=', at);
    // Rows of the two columns only: read as the pickups they name.
    const lined: PickupKey[] = await PlaceWaitlistEntryRow.query(trx)
      .distinct('pickupDate', 'pickupLocation')
      .where('status', 'waiting')
      .where('expiresAt', '>', at);
    if (lined.length === 0) return lapsed > 0 ? { settings: true } : {};
    const settings = await getPickupSettings(trx, { now, timeZone: moment.timeZone });
    // Orders are taken for the next pickup of each location only: a line for another waits.
    const open = lined.filter((pickup) => {
      const location = pickup.pickupLocation as PickupLocation;
      return (
        settings.ordersOpen && settings.nextPickupDates[location] === pickup.pickupDate && hasCaps(settings, location)
      );
    });
    const bookings = await lockPickupBookings(trx, open, now);
    let offered = 0;
    let told = false;
    for (const pickup of open) {
      const made = await offerAt(trx, pickup, bookings.get(pickupKeyOf(pickup))!, settings, moment);
      offered += made.offered;
      told ||= made.told;
    }
    return lapsed + offered > 0 ? { settings: true, mail: told } : {};
  });
}

/** Step 2 at one pickup: its free places to its line, in order; how many were offered, and whether anyone was told. */
async function offerAt(
  trx: Tx,
  pickup: PickupKey,
  bookings: Parameters<typeof offeredPlaces>[0],
  settings: PickupSettings,
  moment: OfferMoment,
): Promise<{ offered: number; told: boolean }> {
  const { now } = moment;
  const location = pickup.pickupLocation as PickupLocation;
  const place = { pickupDate: pickup.pickupDate, pickupLocation: location };
  // The orders and the offers standing; each offer made below is added, so the next sees it.
  const taken = offeredPlaces(bookings);
  const facts = placeFacts(settings, place, taken, { now, timeZone: moment.timeZone });
  const { offerMinutes } = await getWaitlistSettings(trx);
  const local = DateTime.fromJSDate(now, { zone: moment.timeZone });
  const quiet =
    settings.notices.quietHours !== null && inQuietHours(local.hour * 60 + local.minute, settings.notices.quietHours);
  const line = await PlaceWaitlistEntryRow.query(trx)
    .where({ pickupDate: pickup.pickupDate, pickupLocation: pickup.pickupLocation, status: 'waiting' })
    .where('expiresAt', '>', now.toISOString())
    .orderBy('line');
  let offered = 0;
  let told = false;
  for (const entry of line) {
    const refusal = placeRefusal({ slot: entry.pickupSlot, items: entry.items, slotRequired: false }, facts);
    if (refusal?.failureReason === 'pickup-full') break; // the oven (or every time) is full: she was first
    if (refusal) continue; // her time is full: the line for another time goes on
    if (!entry.email && quiet) break; // told only by push: her turn comes when the quiet hours end
    const offerExpiresAt = new Date(now.getTime() + offerMinutes * 60_000).toISOString();
    await PlaceWaitlistEntryRow.query(trx)
      .patch({ status: 'offered', offeredAt: now.toISOString(), offerExpiresAt })
      .where({ id: entry.id });
    taken.bySlot.set(entry.pickupSlot, (taken.bySlot.get(entry.pickupSlot) ?? 0) + 1);
    taken.items += entry.items;
    offered++;
    const what = placeWhat(entry, settings);
    const mail = entry.email
      ? {
          ...placeOfferMail(
            entry.email,
            what,
            offerMinutes,
            placeOfferUrl(moment, entry.id),
            placeLeaveUrl(moment, entry.id),
          ),
          headers: placeLeaveHeaders(moment, entry.id),
        }
      : null;
    const path = placeOfferPath(moment, entry.id);
    const notice = { entryId: entry.id, mail, what, minutes: offerMinutes, path, place: true };
    if (await tellOffer(trx, notice, settings, moment)) told = true;
  }
  return { offered, told };
}
