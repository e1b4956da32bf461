import { DateTime } from 'luxon';
import type { PickupLocation } from '#shared/bakery';
import type { PickupSettings } from '#shared/pickup-settings';
import { pickupWindow, slotsOf, type NextPickup } from '#shared/pickup-slots';
import { countPickupBookings, pickupKeyOf, type Db, type PickupBookings } from '../db';
import { availabilityOf, type PickupPlaceFacts } from './order-rule';
import { pickupDateFor } from './pickups';

interface Moment {
  now: Date;
  timeZone: string;
}

/** A pickup's moment on the bakery's clock: its day at a time ("15:30"). */
export function pickupMoment(pickupDate: string, time: string, timeZone: string): DateTime {
  return DateTime.fromISO(`${pickupDate}T${time}`, { zone: timeZone });
}

/** Whether a location books places at all: slots, or an oven cap. Without either nothing is locked. */
export function hasCaps(settings: PickupSettings, location: PickupLocation): boolean {
  const capacity = settings.capacity[location];
  return capacity.slotMinutes > 0 || capacity.itemsPerPickup !== null;
}

/**
 * What a pickup's places are decided on (order-rule.ts): the location's caps, its slots that
 * have not ended yet (an order placed at 10am at the market books 10:00 onward), what it has
 * booked, and the location's pickup after it (for "Friday is full: the next is ...").
 */
export function placeFacts(
  settings: PickupSettings,
  pickup: { pickupDate: string; pickupLocation: PickupLocation },
  booked: PickupBookings,
  { now, timeZone }: Moment,
): PickupPlaceFacts {
  const { from, until } = pickupWindow(pickup.pickupLocation, settings);
  const slots = slotsOf(from, until, settings.capacity[pickup.pickupLocation].slotMinutes).filter(
    (slot) => pickupMoment(pickup.pickupDate, slot.end, timeZone).toMillis() > now.getTime(),
  );
  const after = pickupMoment(
    pickup.pickupDate,
    pickup.pickupLocation === 'home' ? settings.pickupTime : settings.marketEndTime,
    timeZone,
  );
  return {
    ...pickup,
    capacity: settings.capacity[pickup.pickupLocation],
    slots,
    booked,
    following: pickupDateFor(pickup.pickupLocation, after.toJSDate(), settings, timeZone),
  };
}

/** The next pickup of each location with its places left: the public settings' `nextPickups`. */
export async function nextPickupPlaces(db: Db, settings: PickupSettings, moment: Moment): Promise<NextPickup[]> {
  const pickups = (Object.entries(settings.nextPickupDates) as [PickupLocation, string][]).map(
    ([pickupLocation, pickupDate]) => ({ pickupDate, pickupLocation }),
  );
  const booked = await countPickupBookings(
    db,
    pickups.filter((pickup) => hasCaps(settings, pickup.pickupLocation)),
  );
  const none: PickupBookings = { bySlot: new Map(), items: 0 };
  return pickups.map((pickup) =>
    availabilityOf(placeFacts(settings, pickup, booked.get(pickupKeyOf(pickup)) ?? none, moment)),
  );
}
