import { bakery } from '#shared/bakery';
import { bakeryToday } from '#shared/bakery-calendar';
import { isPlaceDay, placeRecordsOf, type PlaceHoursSettings, type PlaceRecord } from '#shared/places';

/** "HH:MM" at the bakery now. */
export function bakeryClock(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: bakery.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
}

/** The settings a market day reads: her places, and the next day of each. */
type MarketSettings = PlaceHoursSettings & { nextPickupDates: Record<string, string | undefined> };

/** Her markets taking orders (docs/orders.md, "Her places"): the Saturday market, the Tuesday evening one. */
const marketsOf = (settings: PlaceHoursSettings) =>
  placeRecordsOf(settings).filter((place) => place.kind === 'market' && place.active);

/**
 * Her markets held on a date (its weekday's), usually one: the stall runs for whichever market it
 * is. Two markets on one date (a morning and an evening one) share that date's market day, its
 * table and cash box (docs/market-day.md), and the stall names both.
 */
export function marketsOn(date: string, settings: PlaceHoursSettings | undefined): PlaceRecord[] {
  return settings ? marketsOf(settings).filter((place) => isPlaceDay(place, date)) : [];
}

/**
 * The market day the screen opens on: today on a day one of her markets is held (during the
 * market and after it, for the close), else her next market, so on Friday evening she gets
 * Saturday's start and on Monday evening Tuesday's.
 */
export function defaultMarketDate(settings: MarketSettings | undefined, now: Date = new Date()): string {
  const today = bakeryToday(now);
  if (!settings) return today;
  if (marketsOn(today, settings).length > 0) return today;
  const next = marketsOf(settings)
    .map((place) => settings.nextPickupDates[place.id])
    .filter((day): day is string => Boolean(day))
    .sort()[0];
  return next ?? today;
}
