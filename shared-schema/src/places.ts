import { bakery } from './bakery';
import type { Capacity, DaysOff, LocationCapacity, PlaceKind, PlaceRecord, PlaceWindow } from './pickup-places';

export type { PlaceKind, PlaceRecord, PlaceWindow } from './pickup-places';
export { PLACE_ID_PATTERN } from './place-id-pattern';

/**
 * Her pickup places as records (issue 49, docs/orders.md, "Her places"): what kind of place each
 * is, its weekly window, its caps and its days off. Every rule that differs between her door, a
 * market and another place asks the place's `kind`, never its id, so a place she adds is one more
 * record and not one more branch. The settings carry her places as a list (`places`); a phone
 * that kept settings from before the list existed reads her first two from the fields they were
 * kept in (`pickupTime`, `marketName`, ...). No zod (types only): the checkout and the footer
 * read places.
 */

/**
 * The settings' fields a place is read from. Each may be absent (a screen before its settings
 * arrived shows the bakery's own address): her first two places then read as the bakery made them.
 */
export interface PlaceHoursSettings {
  pickupTime?: string;
  pickupEndTime?: string;
  marketStartTime?: string;
  marketEndTime?: string;
  /** Her places in her order; absent in settings a phone kept from before the list. */
  places?: readonly PlaceRecord[] | undefined;
  pickupWeekday?: number;
  marketWeekday?: number;
  cutoffHours?: number;
  pickupAddress?: string;
  pickupNote?: string | undefined;
  marketName?: string | undefined;
  marketAddress?: string | undefined;
  marketNote?: string | undefined;
}

/** The settings' fields a whole place is read from. */
export interface PlacesSettings extends PlaceHoursSettings {
  capacity: Capacity;
  daysOff?: DaysOff | undefined;
}

/** When a place's pickups run on its day: her door's afternoon, the market's morning. */
export interface PlaceHours {
  id: string;
  kind: PlaceKind;
  /** "HH:MM": when the window opens and closes. */
  from: string;
  until: string;
}

export interface Place extends PlaceRecord {
  capacity: LocationCapacity;
  /** "YYYY-MM-DD" days with no pickup here. */
  daysOff: readonly string[];
}

/** Her first two places, as the settings kept them before she had a list. */
function firstTwo(settings: PlaceHoursSettings): PlaceRecord[] {
  return [
    {
      id: 'home',
      kind: 'door',
      name: 'Home pickup',
      address: settings.pickupAddress || bakery.defaultPickupAddress,
      note: settings.pickupNote ?? '',
      weekday: settings.pickupWeekday ?? 5,
      from: settings.pickupTime ?? '15:00',
      until: settings.pickupEndTime ?? '18:00',
      cutoffHours: settings.cutoffHours ?? 0,
      active: true,
    },
    {
      id: 'farmers-market',
      kind: 'market',
      name: settings.marketName || bakery.defaultMarket.name,
      address: settings.marketAddress || bakery.defaultMarket.address,
      note: settings.marketNote ?? '',
      weekday: settings.marketWeekday ?? 6,
      from: settings.marketStartTime ?? '09:00',
      until: settings.marketEndTime ?? '12:00',
      cutoffHours: null,
      active: true,
    },
  ];
}

/** Every place she has had, stopped ones too (an order there is still shown), in her order. */
export function placeRecordsOf(settings: PlaceHoursSettings): readonly PlaceRecord[] {
  return settings.places ?? firstTwo(settings);
}

/**
 * Her list as her settings card shows it while she edits: her first two places' days and hours
 * read from the fields the card edits (`pickupTime`, `marketWeekday`, ...), the rest as kept.
 */
export function placesAsEdited(settings: PlaceHoursSettings): PlaceRecord[] {
  const two = firstTwo(settings);
  return placeRecordsOf(settings).map((place) => {
    const edited = two.find((each) => each.id === place.id);
    if (!edited) return place;
    // The card edits her first two places' one window: any other of theirs stays as kept.
    const [, ...others] = windowsOf(place);
    const first = { weekday: edited.weekday, from: edited.from, until: edited.until };
    return { ...place, ...first, ...(place.windows ? { windows: [first, ...others] } : {}) };
  });
}

/**
 * The place an id names. An id no place has (never, since places are stopped and not deleted,
 * but a damaged row could) reads as a door of that name, so a screen still shows the order.
 */
export function placeRecordOf(id: string, settings: PlaceHoursSettings): PlaceRecord {
  return (
    placeRecordsOf(settings).find((place) => place.id === id) ?? {
      id,
      kind: 'door',
      name: id,
      address: '',
      note: '',
      weekday: 5,
      from: settings.pickupTime ?? '15:00',
      until: settings.pickupEndTime ?? '18:00',
      cutoffHours: 0,
      active: false,
    }
  );
}

/** Is it one of her places, taking orders or stopped? */
export const isKnownPlace = (id: string, settings: PlaceHoursSettings): boolean =>
  placeRecordsOf(settings).some((place) => place.id === id);

/** Is there such a place, taking orders? */
export const isOpenPlace = (id: string, settings: PlaceHoursSettings): boolean =>
  placeRecordsOf(settings).some((place) => place.id === id && place.active);

/** Is the place a market (a stall, market day, orders until it ends)? */
export const isMarketPlace = (id: string, settings: PlaceHoursSettings): boolean =>
  placeRecordOf(id, settings).kind === 'market';

/** A place's weekly windows, the first first: her door on Tuesday 3 to 6 and on Friday 3 to 6. */
export function windowsOf(place: PlaceRecord): readonly PlaceWindow[] {
  return place.windows && place.windows.length > 0
    ? place.windows
    : [{ weekday: place.weekday, from: place.from, until: place.until }];
}

/** A date's weekday, 0 = Sunday ("YYYY-MM-DD" is that weekday at noon UTC, in every zone). */
export const weekdayOfDate = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The window of a place on a date: the one of its weekday, else its first (a day she moved since). */
export function windowOn(place: PlaceRecord, date: string | undefined): PlaceWindow {
  const windows = windowsOf(place);
  return (date && windows.find((window) => window.weekday === weekdayOfDate(date))) || windows[0]!;
}

/** Is a date one of a place's weekly days? */
export const isPlaceDay = (place: PlaceRecord, date: string): boolean =>
  windowsOf(place).some((window) => window.weekday === weekdayOfDate(date));

/** A place's pickup window on a day (`pickupDate`), or its first window when no day is named. */
export function placeHours(id: string, settings: PlaceHoursSettings, pickupDate?: string): PlaceHours {
  const place = placeRecordOf(id, settings);
  const { from, until } = windowOn(place, pickupDate);
  return { id, kind: place.kind, from, until };
}

/** A place with its caps and days off. */
export function placeOf(id: string, settings: PlacesSettings): Place {
  const noCap = { slotMinutes: 0, ordersPerSlot: null, itemsPerPickup: null };
  return {
    ...placeRecordOf(id, settings),
    capacity: settings.capacity[id] ?? noCap,
    daysOff: settings.daysOff?.[id] ?? [],
  };
}

/** Every place taking orders, in her order. */
export function placesOf(settings: PlacesSettings): Place[] {
  return placeRecordsOf(settings)
    .filter((place) => place.active)
    .map((place) => placeOf(place.id, settings));
}

/** The ids of the places taking orders, in her order. */
export const openPlaceIds = (settings: PlaceHoursSettings): string[] =>
  placeRecordsOf(settings)
    .filter((place) => place.active)
    .map((place) => place.id);

/**
 * Places in her order, for lists sorted by place: her list's order where the settings are at hand,
 * else her door first and the market next, as she has always had them.
 */
export function comparePlaces(a: string, b: string, settings?: PlaceHoursSettings): number {
  const order = settings ? placeRecordsOf(settings).map((place) => place.id) : ['home', 'farmers-market'];
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return rank(a) - rank(b) || a.localeCompare(b);
}
