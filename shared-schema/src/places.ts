import { pickupLocations, type PickupLocation } from './bakery';
import type { Capacity, DaysOff, LocationCapacity } from './pickup-places';

/**
 * A pickup place as one record (issue 49, docs/orders.md, "Her places"): what kind of place it
 * is, its weekly window, its caps and its days off. Every rule that differs between her door and
 * a market asks the place's `kind`, never its id, so a place she adds is one more record and not
 * one more branch. Today the settings carry her two places in their own fields; `placeOf` reads
 * them. No zod (types only): the checkout and the footer read places.
 */

/** Her door (a pickup after a time, orders closing a cutoff before it) or a market (a stall that takes orders until it ends). */
export type PlaceKind = 'door' | 'market';

/** The settings' fields a place's hours are read from. */
export interface PlaceHoursSettings {
  pickupTime: string;
  pickupEndTime: string;
  marketStartTime: string;
  marketEndTime: string;
}

/** The settings' fields a whole place is read from. */
export interface PlacesSettings extends PlaceHoursSettings {
  pickupWeekday: number;
  marketWeekday: number;
  capacity: Capacity;
  daysOff?: DaysOff | undefined;
}

/** When a place's pickups run on its day: her door's afternoon, or the market's morning. */
export interface PlaceHours {
  id: PickupLocation;
  kind: PlaceKind;
  /** "HH:MM": when the window opens and closes. */
  from: string;
  until: string;
}

export interface Place extends PlaceHours {
  /** 0 = Sunday ... 6 = Saturday, in the bakery's time zone. */
  weekday: number;
  capacity: LocationCapacity;
  /** "YYYY-MM-DD" days with no pickup here. */
  daysOff: readonly string[];
}

/** Is the place a market (a stall, market day, orders until it ends)? Today there is one: 'farmers-market'. */
export const isMarketPlace = (id: string | null | undefined) => id === 'farmers-market';

/** The place an order, a line or a standing order names, as a stored text: an unknown one reads as her door. */
export function placeIdOf(value: string | null | undefined): PickupLocation {
  return isMarketPlace(value) ? 'farmers-market' : 'home';
}

/** Which kind of place an id names. */
export const placeKindOf = (id: string): PlaceKind => (isMarketPlace(id) ? 'market' : 'door');

/** A place's pickup window on its day. */
export function placeHours(id: string, settings: PlaceHoursSettings): PlaceHours {
  const place = placeIdOf(id);
  return isMarketPlace(place)
    ? { id: place, kind: 'market', from: settings.marketStartTime, until: settings.marketEndTime }
    : { id: place, kind: 'door', from: settings.pickupTime, until: settings.pickupEndTime };
}

/** A place with its day, caps and days off. */
export function placeOf(id: string, settings: PlacesSettings): Place {
  const hours = placeHours(id, settings);
  const weekday = hours.kind === 'market' ? settings.marketWeekday : settings.pickupWeekday;
  return { ...hours, weekday, capacity: settings.capacity[hours.id], daysOff: settings.daysOff?.[hours.id] ?? [] };
}

/** Every place, her door first. */
export function placesOf(settings: PlacesSettings): Place[] {
  return pickupLocations.map((id) => placeOf(id, settings));
}

/** Her places in their order (her door first), for lists sorted by place. */
export const comparePlaces = (a: string, b: string): number =>
  pickupLocations.indexOf(placeIdOf(a)) - pickupLocations.indexOf(placeIdOf(b));
