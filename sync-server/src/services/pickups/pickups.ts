import { DateTime } from 'luxon';
import type { DaysOff } from '#shared/pickup-places';
import {
  openPlaceIds,
  placeRecordOf,
  windowOn,
  windowsOf,
  type PlaceHoursSettings,
  type PlaceWindow,
} from '#shared/places';
import { nextPickupAfter, type WeeklySchedule } from './schedule';

/** What decides a pickup day: her places (each with its weekly windows) and their days off. */
export interface PickupCalendar extends PlaceHoursSettings {
  daysOff: DaysOff;
}

/**
 * The weekly home pickup of a calendar, with its own days off: what opens and closes orders
 * (schedule.ts). Her door's next window, where it has several (Tuesday and Friday).
 */
export function homeSchedule(calendar: PickupCalendar, now: Date, timeZone: string): WeeklySchedule {
  return soonestSchedule('home', now, calendar, timeZone);
}

/**
 * A window's weekly schedule as schedule.ts reads it. Her door's (and another place's, a café's)
 * is its window's opening, with orders closing its cutoff before it. A market's turns at its end,
 * with no cutoff: an order placed at the stall at 10am is for today's market.
 */
function windowSchedule(location: string, window: PlaceWindow, calendar: PickupCalendar): WeeklySchedule {
  const place = placeRecordOf(location, calendar);
  const daysOff = calendar.daysOff[place.id] ?? [];
  const pickupWeekday = window.weekday;
  if (place.kind === 'market') return { pickupWeekday, pickupTime: window.until, cutoffHours: 0, daysOff };
  return { pickupWeekday, pickupTime: window.from, cutoffHours: place.cutoffHours ?? 0, daysOff };
}

/** A place's schedule on a day of its (the window of that day's weekday, else its first). */
export function placeSchedule(location: string, calendar: PickupCalendar, pickupDate?: string): WeeklySchedule {
  return windowSchedule(location, windowOn(placeRecordOf(location, calendar), pickupDate), calendar);
}

/** Every weekly schedule of a place: one a window. */
const placeSchedules = (location: string, calendar: PickupCalendar) =>
  windowsOf(placeRecordOf(location, calendar)).map((window) => windowSchedule(location, window, calendar));

/** The schedule of a place's window that turns next. */
function soonestSchedule(location: string, now: Date, calendar: PickupCalendar, timeZone: string): WeeklySchedule {
  const schedules = placeSchedules(location, calendar);
  if (schedules.length === 1) return schedules[0]!;
  const next = schedules.map((schedule) => ({ schedule, at: nextPickupAfter(now, schedule, timeZone).toMillis() }));
  return next.reduce((soonest, each) => (each.at < soonest.at ? each : soonest)).schedule;
}

/**
 * THE rule of which pickup an order belongs to (docs/orders.md), "YYYY-MM-DD" in the bakery's
 * time zone: the next day of its place's weekly windows that has not turned yet, passing over
 * the place's days off. Used by checkout, manual orders and the settings' `nextPickupDates`,
 * so the customer sees the day she will get.
 */
export function pickupDateFor(location: string, now: Date, calendar: PickupCalendar, timeZone: string): string {
  return nextPickupAfter(now, soonestSchedule(location, now, calendar, timeZone), timeZone).toISODate()!;
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
    ...ids.flatMap((id) =>
      placeSchedules(id, calendar).map(({ pickupWeekday, pickupTime, cutoffHours, daysOff = [] }) =>
        [id, pickupWeekday, pickupTime, cutoffHours, daysOff.join(',')].join(' '),
      ),
    ),
  ].join('|');
  if (lastPickupDates?.key !== key) {
    const dates = Object.fromEntries(ids.map((id) => [id, pickupDateFor(id, now, calendar, timeZone)]));
    lastPickupDates = { key, dates };
  }
  return { ...lastPickupDates.dates };
}
let lastPickupDates: { key: string; dates: Record<string, string> } | undefined;

/** The day `now` is in the bakery's time zone, "YYYY-MM-DD". */
export const localDate = (now: Date, timeZone: string): string =>
  DateTime.fromJSDate(now, { zone: timeZone }).toISODate()!;

/** A place's next pickup; '' for a place that takes no orders (the rule of places refuses it first). */
export const nextPickupDateOf = (settings: { nextPickupDates: Record<string, string> }, location: string): string =>
  settings.nextPickupDates[location] ?? '';
