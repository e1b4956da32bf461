import { pickupLocations, type PickupLocation } from '#shared/bakery';
import { isMarketPlace, placeIdOf } from '#shared/places';
import type { DaysOff } from '#shared/pickup-places';
import { nextPickupAfter, type WeeklySchedule } from './schedule';

/** What decides a pickup day: the weekly home pickup, the farmers market, and their days off. */
export interface PickupCalendar {
  pickupWeekday: number;
  pickupTime: string;
  cutoffHours: number;
  marketWeekday: number;
  marketStartTime: string;
  marketEndTime: string;
  daysOff: DaysOff;
}

/** The weekly home pickup of a calendar, with its own days off, as the schedule (schedule.ts) reads it. */
export function homeSchedule(calendar: PickupCalendar): WeeklySchedule {
  const { pickupWeekday, pickupTime, cutoffHours } = calendar;
  return { pickupWeekday, pickupTime, cutoffHours, daysOff: calendar.daysOff.home };
}

/**
 * A place's weekly schedule as schedule.ts reads it. Her door's is its pickup, with orders
 * closing its cutoff before it. A market's turns at its end, with no cutoff: an order placed at
 * the stall at 10am is for today's market.
 */
export function placeSchedule(location: string, calendar: PickupCalendar): WeeklySchedule {
  if (!isMarketPlace(location)) return homeSchedule(calendar);
  return {
    pickupWeekday: calendar.marketWeekday,
    pickupTime: calendar.marketEndTime,
    cutoffHours: 0,
    daysOff: calendar.daysOff[placeIdOf(location)],
  };
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
 * The next day of each pickup. Asked for on every rendered page and settings read, and Luxon's
 * time-zone arithmetic was the largest part of serving '/': the answer is kept for the minute.
 * Every boundary (a pickup, a market's end) falls on a whole minute and is passed once `now`
 * reaches it, so any moment of one minute gives the same days.
 */
export function nextPickupDates(now: Date, calendar: PickupCalendar, timeZone: string): Record<PickupLocation, string> {
  const key = [
    Math.floor(now.getTime() / 60_000),
    timeZone,
    calendar.pickupWeekday,
    calendar.pickupTime,
    calendar.cutoffHours,
    calendar.marketWeekday,
    calendar.marketEndTime,
    ...pickupLocations.map((location) => calendar.daysOff[location].join(',')),
  ].join('|');
  if (lastPickupDates?.key !== key) {
    const dates = Object.fromEntries(
      pickupLocations.map((location) => [location, pickupDateFor(location, now, calendar, timeZone)]),
    ) as Record<PickupLocation, string>;
    lastPickupDates = { key, dates };
  }
  return { ...lastPickupDates.dates };
}
let lastPickupDates: { key: string; dates: Record<PickupLocation, string> } | undefined;
