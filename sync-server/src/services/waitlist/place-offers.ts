import type { Pickup } from '#shared/bake-days';
import type { PickupSettings } from '#shared/pickup-settings';
import {
  inTransaction,
  lockPickupBookings,
  offeredPlaces,
  pickupKeyOf,
  PlaceWaitlistEntryRow,
  runOutPlaceOffers,
  waitingPlaces,
  whereWaitingPlace,
  type Db,
  type PickupBookings,
  type Tx,
} from '../../db';
import type { Changed } from '../announce';
import type { Moment } from '../moment';
import { placeRefusal } from '../orders/order-rule';
import { pickupsToCount, type Counted } from '../pickups/bake-day-oven';
import { hasCaps, placeFacts } from '../pickups/pickup-places';
import { getPickupSettings } from '../pickups/pickup-settings';
import { anyInLine, inQuietHoursNow, offerEndsAt } from './line';
import { placeWhat } from './place-waitlist';
import { placeOfferMail } from './waitlist-mail';
import { getWaitlistSettings } from './waitlist-settings';
import { tellOffer, type OfferNotice } from './tell-offer';
import { nextPickupDateOf } from '../pickups/pickups';

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
export async function offerPlacesToLines(db: Db, moment: Pick<Moment, 'now' | 'timeZone' | 'links'>): Promise<Changed> {
  if (!(await anyInLine(db, PlaceWaitlistEntryRow.tableName))) return {};
  return inTransaction(db, async (trx) => {
    const { now } = moment;
    const lapsed = await runOutPlaceOffers(trx, now).update({ status: 'lapsed' });
    // Rows of the two columns only: read as the pickups they name (a place the line was joined for).
    const lined: Pickup[] = await waitingPlaces(trx, now).distinct('pickupDate', 'pickupLocation');
    if (lined.length === 0) return lapsed > 0 ? { settings: true } : {};
    const settings = await getPickupSettings(trx, moment);
    // Orders are taken for the next pickup of each location only: a line for another waits.
    const open = lined.filter(
      ({ pickupDate, pickupLocation }) =>
        settings.ordersOpen &&
        nextPickupDateOf(settings, pickupLocation) === pickupDate &&
        hasCaps(settings, pickupLocation),
    );
    // With the other pickups of each one's bake day: the oven is counted across them.
    const bookings = await lockPickupBookings(trx, pickupsToCount(settings, open), now);
    let offered = 0;
    let told = false;
    for (const pickup of open) {
      const made = await offerAt(trx, pickup, bookings, settings, moment);
      offered += made.offered;
      told ||= made.told;
    }
    return lapsed + offered > 0 ? { settings: true, mail: told } : {};
  });
}

/** Step 2 at one pickup: its free places to its line, in order; how many were offered, and whether anyone was told. */
async function offerAt(
  trx: Tx,
  pickup: Pickup,
  bookings: ReadonlyMap<string, PickupBookings>,
  settings: PickupSettings,
  moment: Pick<Moment, 'now' | 'timeZone' | 'links'>,
): Promise<{ offered: number; told: boolean }> {
  const { now } = moment;
  // The orders and the offers standing; each offer made below is added to them (offerClaim),
  // so the next entry, and the next pickup of the same bake day, sees it.
  const counted: Counted = { bookings, taken: offeredPlaces };
  const here = bookings.get(pickupKeyOf(pickup))!;
  const { offerMinutes } = await getWaitlistSettings(trx);
  const quiet = inQuietHoursNow(settings, moment);
  const line = await whereWaitingPlace(
    PlaceWaitlistEntryRow.query(trx).where({ pickupDate: pickup.pickupDate, pickupLocation: pickup.pickupLocation }),
    now,
  ).orderBy('line');
  let offered = 0;
  let told = false;
  for (const entry of line) {
    const facts = placeFacts(settings, pickup, counted, moment);
    const refusal = placeRefusal({ slot: entry.pickupSlot, items: entry.items, slotRequired: false }, facts);
    if (refusal?.failureReason === 'pickup-full') break; // the oven (or every time) is full: she was first
    if (refusal) continue; // her time is full: the line for another time goes on
    if (!entry.email && quiet) break; // told only by push: her turn comes when the quiet hours end
    const offerExpiresAt = offerEndsAt(now, offerMinutes);
    await PlaceWaitlistEntryRow.query(trx)
      .patch({ status: 'offered', offeredAt: now.toISOString(), offerExpiresAt })
      .where({ id: entry.id });
    offerClaim(here, entry);
    offered++;
    const what = placeWhat(entry, settings);
    const notice: OfferNotice = {
      line: 'place',
      entry,
      what,
      minutes: offerMinutes,
      mail: (to, links) => placeOfferMail(to, what, offerMinutes, links.offerUrl, links.leaveUrl),
    };
    if (await tellOffer(trx, notice, settings, moment)) told = true;
  }
  return { offered, told };
}

/** Her place in line as the bookings count it from now on: offered, with the items she joined with. */
function offerClaim(bookings: PickupBookings, entry: PlaceWaitlistEntryRow): void {
  const claim = bookings.claims.find(
    (each) => each.sessionId === entry.sessionId && each.slot === entry.pickupSlot && !each.offered,
  );
  if (claim) Object.assign(claim, { offered: true, items: entry.items });
  else bookings.claims.push({ sessionId: entry.sessionId, slot: entry.pickupSlot, items: entry.items, offered: true });
}
