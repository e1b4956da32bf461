import { bakeDayOf, pickupsOfBakeDay, type Pickup } from '#shared/bake-days';
import type { PickupSettings } from '#shared/pickup-settings';
import { pickupKeyOf, type PickupBookings, type PickupKey, type PlacesTaken } from '../../db';
import type { Oven } from '../orders/order-rule';

/**
 * The oven of a bake day (docs/orders.md, "The oven of a bake day"): one oven bakes for every
 * pickup a bake day serves (her Friday bake: her door's Friday pickup and Saturday's market), so
 * its cap is counted across them, under the lock of each (db/pickup-bookings.ts). Every writer
 * that books a place locks the pickups `pickupsToCount` names and decides with `ovenOf`.
 */

/** What a pickup's places are counted from: the bookings read, and whose places in line count. */
export interface Counted {
  bookings: ReadonlyMap<string, PickupBookings>;
  /** placesTakenFor (a shopper's), offeredPlaces (the line's turn) or the orders alone (hers). */
  taken: (bookings: PickupBookings) => PlacesTaken;
}

/** The pickups that share a pickup's bake day, itself among them. */
export function bakeDayPickups(settings: PickupSettings, pickup: Pickup): Pickup[] {
  return pickupsOfBakeDay(bakeDayOf(pickup, settings.bakeDaysBefore), settings.bakeDaysBefore);
}

/**
 * The pickups a booking at `pickups` locks and counts: each, and while the oven has a cap every
 * other pickup of its bake day, whose items count against the same oven.
 */
export function pickupsToCount(settings: PickupSettings, pickups: readonly Pickup[]): PickupKey[] {
  return settings.ovenPerBakeDay === null
    ? [...pickups]
    : pickups.flatMap((pickup) => bakeDayPickups(settings, pickup));
}

/**
 * The oven of a pickup's bake day: its cap, and the items taken at each pickup it serves of those
 * counted (all of them whenever the oven has a cap: pickupsToCount).
 */
export function ovenOf(settings: PickupSettings, pickup: Pickup, counted: Counted): Oven {
  const bakeDay = bakeDayOf(pickup, settings.bakeDaysBefore);
  let booked = 0;
  for (const each of bakeDayPickups(settings, pickup)) {
    const bookings = counted.bookings.get(pickupKeyOf(each));
    if (bookings) booked += counted.taken(bookings).items;
  }
  return { bakeDay, cap: settings.ovenPerBakeDay, booked };
}
