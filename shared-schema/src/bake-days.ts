import type { PickupLocation } from './bakery';
import { comingWeekdays, dayAfter } from './bakery-calendar';
import type { BakeDays } from './pickup-places';
import { isPlaceDay, placeRecordOf, windowsOf, type PlaceHoursSettings } from './places';

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

/**
 * THE shop's bake (docs/orders.md, "Stock of a bake day"): of the bakes that serve the next
 * pickup of each place taking orders, the soonest not yet past (`today`, in the bakery's zone):
 * on market morning her door's next bake, not yesterday's, which is on the market's table now.
 * The cart holds from its stock (a cart knows no place yet), and the shop and her stock card
 * show it; an order then takes from its own pickup's bake. Null while no place takes orders.
 */
export function shopBakeDay(settings: NextPickupsSettings, today: string): string | null {
  const bakes = nextPickupBakes(settings);
  return bakes.find((bake) => bake >= today) ?? bakes[0] ?? null;
}

type NextPickupsSettings = { nextPickupDates: Record<string, string>; bakeDaysBefore: BakeDays };

/** The bakes that serve the next pickup of each place taking orders, soonest first, each once. */
export function nextPickupBakes(settings: NextPickupsSettings): string[] {
  const bakes = Object.entries(settings.nextPickupDates)
    .filter(([, pickupDate]) => pickupDate !== '')
    .map(([pickupLocation, pickupDate]) => bakeDayOf({ pickupDate, pickupLocation }, settings.bakeDaysBefore));
  return [...new Set(bakes)].sort();
}

/**
 * The shop's bake and the `count` bakes after it, soonest first: the bakes she can set stock for
 * on her inventory card. Each is the bake of a coming pickup at a place taking orders (its weekly
 * windows from its next pickup on), so a Tuesday market baked on its own day is one of them.
 */
export function comingBakeDays(
  settings: PlaceHoursSettings & NextPickupsSettings,
  today: string,
  count: number,
): string[] {
  const shop = shopBakeDay(settings, today);
  if (shop === null) return [];
  const bakes = Object.entries(settings.nextPickupDates)
    .filter(([, next]) => next !== '')
    .flatMap(([pickupLocation, next]) =>
      windowsOf(placeRecordOf(pickupLocation, settings))
        .flatMap((window) => comingWeekdays(window.weekday, next, count + 1))
        .map((pickupDate) => bakeDayOf({ pickupDate, pickupLocation }, settings.bakeDaysBefore)),
    );
  return [...new Set(bakes)]
    .filter((bake) => bake >= shop)
    .sort()
    .slice(0, count + 1);
}
