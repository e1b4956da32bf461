import type { DaysOff } from '#shared/pickup-places';
import { openPlaceIds, placeRecordOf, type PlaceHoursSettings } from '#shared/places';
import { nextPickupAfter, type WeeklySchedule } from './schedule';

/** What decides a pickup day: her places (each with its weekday and window) and their days off. */
export interface PickupCalendar extends PlaceHoursSettings {
  daysOff: DaysOff;
}

/** The weekly home pickup of a calendar, with its own days off: what opens and closes orders (schedule.ts). */
export function homeSchedule(calendar: PickupCalendar): WeeklySchedule {
  return placeSchedule('home', calendar);
}

/**
 * A place's weekly schedule as schedule.ts reads it. Her door's (and another place's, a café's)
 * is its window's opening, with orders closing its cutoff before it. A market's turns at its end,
 * with no cutoff: an order placed at the stall at 10am is for today's market.
 */
export function placeSchedule(location: string, calendar: PickupCalendar): WeeklySchedule {
  const place = placeRecordOf(location, calendar);
  const daysOff = calendar.daysOff[place.id] ?? [];
  if (place.kind === 'market')
    return { pickupWeekday: place.weekday, pickupTime: place.until, cutoffHours: 0, daysOff };
  return { pickupWeekday: place.weekday, pickupTime: place.from, cutoffHours: place.cutoffHours ?? 0, daysOff };
}

/**
 * THE rule of which pickup an order belongs to (docs/orders.md), "YYYY-MM-DD" in the bakery's
 * time zone: the next day of its place's schedule that has not turned yet (placeSchedule), passing
 * over the place's days off. Used by checkout, manual orders and the settings' `nextPickupDates`,
 * so the customer sees the day she will get.
 */
export function pickupDateFor(location: string, now: Date, calendar: PickupCalendar, timeZone: string): string {
  return nextPickupAfter(now, placeSchedule(location, calendar), timeZone).toISODate()!;
}

/**
 * The next day of each place taking orders. Asked for on every rendered page and settings read,
 * and Luxon's time-zone arithmetic was the largest part of serving '/': the answer is kept for
 * the minute. Every boundary (a pickup, a market's end) falls on a whole minute and is passed
 * once `now` reaches it, so any moment of one minute gives the same days.
 */
export function nextPickupDates(now: Date, calendar: PickupCalendar, timeZone: string): Record<string, string> {
  const ids = openPlaceIds(calendar);
  const key = [
    Math.floor(now.getTime() / 60_000),
    timeZone,
    ...ids.map((id) => {
      const { pickupWeekday, pickupTime, cutoffHours, daysOff = [] } = placeSchedule(id, calendar);
      return [id, pickupWeekday, pickupTime, cutoffHours, daysOff.join(',')].join(' ');
    }),
  ].join('|');
  if (lastPickupDates?.key !== key) {
    const dates = Object.fromEntries(ids.map((id) => [id, pickupDateFor(id, now, calendar, timeZone)]));
    lastPickupDates = { key, dates };
  }
  return { ...lastPickupDates.dates };
}
let lastPickupDates: { key: string; dates: Record<string, string> } | undefined;

/** A place's next pickup; '' for a place that takes no orders (the rule of places refuses it first). */
export const nextPickupDateOf = (settings: { nextPickupDates: Record<string, string> }, location: string): string =>
  settings.nextPickupDates[location] ?? '';
