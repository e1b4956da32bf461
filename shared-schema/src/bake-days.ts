import type { PickupLocation } from './bakery';
import { dayAfter } from './bakery-calendar';
import type { BakeDays } from './pickup-places';

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

/** The pickups a bake day serves: one at each of her places (`bakeDays` names them all), the day its bake days after. */
export function pickupsOfBakeDay(bakeDay: string, bakeDays: BakeDays): Pickup[] {
  return Object.entries(bakeDays).map(([pickupLocation, before]) => ({
    pickupDate: dayAfter(bakeDay, before),
    pickupLocation,
  }));
}
