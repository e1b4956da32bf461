import type { PickupLocation } from './bakery';
import { dayAfter } from './bakery-calendar';
import type { BakeDays } from './pickup-places';
import { isPlaceDay, placeRecordOf, type PlaceHoursSettings } from './places';

/**
 * THE rule of bake days (docs/orders.md, "Bake days"): each place's pickup is served by the bake
 * `bakeDaysBefore` days before it, so her Friday bake serves her door's Friday pickup and
 * Saturday's market. The owner's bake list for a bake day sums the pickups it serves; the
 * screens that name a pickup's bake day ask here. No zod: her phone reads it offline.
 */

export interface Pickup {
  pickupDate: string;
  pickupLocation: PickupLocation;
}

/** The day a pickup's bread is baked, "YYYY-MM-DD". */
export function bakeDayOf(pickup: Pickup, bakeDays: BakeDays): string {
  return dayAfter(pickup.pickupDate, -(bakeDays[pickup.pickupLocation] ?? 0));
}

/**
 * The pickups a bake day may serve: one at each of her places (`bakeDays` names them all), the day
 * its bake days after. Her door's Friday bake is asked of the Tuesday market too, on a Friday that
 * has no market: `isPickupDay` tells a screen which are days a place holds a pickup.
 */
export function pickupsOfBakeDay(bakeDay: string, bakeDays: BakeDays): Pickup[] {
  return Object.entries(bakeDays).map(([pickupLocation, before]) => ({
    pickupDate: dayAfter(bakeDay, before),
    pickupLocation,
  }));
}

/** Is the pickup on one of its place's weekly days? */
export function isPickupDay(pickup: Pickup, places: PlaceHoursSettings): boolean {
  return isPlaceDay(placeRecordOf(pickup.pickupLocation, places), pickup.pickupDate);
}
