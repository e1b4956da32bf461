import { DateTime } from 'luxon';
import { bakeDayOf } from '#shared/bake-days';
import type { PickupLocation } from '#shared/bakery';
import type { PickupBookings as PickupBookingsView } from '#shared/owner-orders';
import type { PickupSettings } from '#shared/pickup-settings';
import { slotsOf, type NextPickup } from '#shared/pickup-slots';
import { placeInSentence } from '#shared/place-words';
import { placeHours, placeOf } from '#shared/places';
import { countPickupBookings, pickupKeyOf, placesTakenFor, type Db, type PickupBookings } from '../../db';
import { availabilityOf, type PickupPlaceFacts } from '../orders/order-rule';
import type { Moment } from '../moment';
import { bakeDayPickups, ovenOf, pickupsToCount, type Counted } from './bake-day-oven';
import { getPickupSettings } from './pickup-settings';
import { pickupDateFor, placeSchedule } from './pickups';

/** A pickup's moment on the bakery's clock: its day at a time ("15:30"). */
export function pickupMoment(pickupDate: string, time: string, timeZone: string): DateTime {
  return DateTime.fromISO(`${pickupDate}T${time}`, { zone: timeZone });
}

/**
 * Whether a location books places at all: slots, a cap of its own, or the bake day's oven.
 * Without any nothing is locked.
 */
export function hasCaps(settings: PickupSettings, location: PickupLocation): boolean {
  const { capacity } = placeOf(location, settings);
  return capacity.slotMinutes > 0 || capacity.itemsPerPickup !== null || settings.ovenPerBakeDay !== null;
}

const noBookings = (): PickupBookings => ({ bySlot: new Map(), items: 0, claims: [] });

/**
 * What a pickup's places are decided on (order-rule.ts): the location's caps, its slots that
 * have not ended yet (an order placed at 10am at the market books 10:00 onward), what it has
 * booked, the oven of its bake day (counted from the bookings of every pickup it serves:
 * `pickupsToCount` names what to read), and the location's pickup after it (for "Friday is
 * full: the next is ...").
 */
export function placeFacts(
  settings: PickupSettings,
  pickup: { pickupDate: string; pickupLocation: PickupLocation },
  counted: Counted,
  { now, timeZone }: Pick<Moment, 'now' | 'timeZone'>,
): PickupPlaceFacts {
  const booked = counted.taken(counted.bookings.get(pickupKeyOf(pickup)) ?? noBookings());
  const { capacity } = placeOf(pickup.pickupLocation, settings);
  const { from, until } = placeHours(pickup.pickupLocation, settings, pickup.pickupDate);
  const slots = slotsOf(from, until, capacity.slotMinutes).filter(
    (slot) => pickupMoment(pickup.pickupDate, slot.end, timeZone).toMillis() > now.getTime(),
  );
  // The place's next pickup from the moment this one turns.
  const after = pickupMoment(
    pickup.pickupDate,
    placeSchedule(pickup.pickupLocation, settings, pickup.pickupDate).pickupTime,
    timeZone,
  );
  return {
    ...pickup,
    where: placeInSentence(pickup.pickupLocation, settings),
    capacity,
    slots,
    booked,
    following: pickupDateFor(pickup.pickupLocation, after.toJSDate(), settings, timeZone),
    oven: ovenOf(settings, pickup, counted),
  };
}

/** The next pickup of each location with its places left: the public settings' `nextPickups`. */
export async function nextPickupPlaces(
  db: Db,
  settings: PickupSettings,
  moment: Pick<Moment, 'now' | 'timeZone'>,
): Promise<NextPickup[]> {
  const pickups = Object.entries(settings.nextPickupDates).map(([pickupLocation, pickupDate]) => ({
    pickupDate,
    pickupLocation,
  }));
  const capped = pickups.filter((pickup) => hasCaps(settings, pickup.pickupLocation));
  const bookings = await countPickupBookings(db, pickupsToCount(settings, capped), moment.now);
  // Every place in line counts as taken: a place that comes back is the line's (docs/waitlist.md).
  const counted: Counted = { bookings, taken: (each) => placesTakenFor(each, null) };
  return pickups.map((pickup) => ({
    ...availabilityOf(placeFacts(settings, pickup, counted, moment)),
    // A place with no pickup ahead (every coming one a day off) has no bake either.
    ...(pickup.pickupDate ? { bakeDay: bakeDayOf(pickup, settings.bakeDaysBefore) } : {}),
  }));
}

/**
 * Each slot's bookings of one pickup, for the owner (GET /api/admin/pickup-slots): every slot of
 * the window (past ones too: she reads the afternoon back), its orders and its cap, orders with
 * no slot, its items against its cap, and its bake day's items against the oven.
 */
export async function pickupBookings(
  db: Db,
  pickup: { pickupDate: string; pickupLocation: PickupLocation },
  moment: Pick<Moment, 'now' | 'timeZone'>,
): Promise<PickupBookingsView> {
  const settings = await getPickupSettings(db, moment);
  // Her orders alone: the places in line are on her waitlist page.
  // With the other pickups of its bake day, whose items are in the same oven.
  const bookings = await countPickupBookings(db, bakeDayPickups(settings, pickup), null);
  const booked = bookings.get(pickupKeyOf(pickup)) ?? noBookings();
  const oven = ovenOf(settings, pickup, { bookings, taken: (each) => each });
  const { capacity } = placeOf(pickup.pickupLocation, settings);
  const { from, until } = placeHours(pickup.pickupLocation, settings, pickup.pickupDate);
  const slots = slotsOf(from, until, capacity.slotMinutes);
  const offered = new Set(slots.map((slot) => slot.start));
  return {
    ...pickup,
    slots: slots.map((slot) => ({ ...slot, booked: booked.bySlot.get(slot.start) ?? 0, cap: capacity.ordersPerSlot })),
    // Orders with no slot, or a slot no longer offered (the owner changed the slots since).
    unslotted: [...booked.bySlot]
      .filter(([slot]) => slot === null || !offered.has(slot))
      .reduce((sum, [, n]) => sum + n, 0),
    items: { booked: booked.items, cap: capacity.itemsPerPickup },
    oven: { bakeDay: oven.bakeDay, items: oven.booked, cap: oven.cap },
  };
}
