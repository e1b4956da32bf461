import type { PickupLocation } from '#shared/bakery';
import type { DaysOff } from '#shared/pickup-places';
import { DateTime, type WeekdayNumbers } from 'luxon';
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
 * THE rule of which pickup an order belongs to (docs/orders.md), "YYYY-MM-DD" in the
 * bakery's time zone: a home pickup is the next pickup of the weekly schedule (services/
 * schedule.ts); a farmers-market pickup is the next market day whose market has not ended
 * (an order placed at the stall at 10am is for today's market). Either passes over its
 * location's days off. Used by checkout, manual
 * orders and the settings' `nextPickupDates`, so the customer sees the day she will get.
 */
export function pickupDateFor(location: PickupLocation, now: Date, calendar: PickupCalendar, timeZone: string): string {
  if (location === 'home') {
    return nextPickupAfter(now, homeSchedule(calendar), timeZone).toISODate()!;
  }
  return nextMarketEnd(now, calendar, timeZone).toISODate()!;
}

/**
 * The next day of each pickup. Asked for on every rendered page and settings read, and Luxon's
 * time-zone arithmetic was the largest part of serving '/': the answer is kept for the minute.
 * Every boundary (a pickup, a market's end) falls on a whole minute and is passed once `now`
 * reaches it, so any moment of one minute gives the same days.
 */
export function nextPickupDates(now: Date, calendar: PickupCalendar, timeZone: string) {
  const key = [
    Math.floor(now.getTime() / 60_000),
    timeZone,
    calendar.pickupWeekday,
    calendar.pickupTime,
    calendar.cutoffHours,
    calendar.marketWeekday,
    calendar.marketEndTime,
    calendar.daysOff.home.join(','),
    calendar.daysOff['farmers-market'].join(','),
  ].join('|');
  if (lastPickupDates?.key !== key) {
    lastPickupDates = {
      key,
      dates: {
        home: pickupDateFor('home', now, calendar, timeZone),
        'farmers-market': pickupDateFor('farmers-market', now, calendar, timeZone),
      },
    };
  }
  return { ...lastPickupDates.dates };
}
let lastPickupDates: { key: string; dates: Record<PickupLocation, string> } | undefined;

function nextMarketEnd(now: Date, calendar: PickupCalendar, timeZone: string): DateTime {
  const [hour = 0, minute = 0] = calendar.marketEndTime.split(':').map(Number);
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  // Luxon counts weekdays 1 (Monday) to 7 (Sunday); ours count 0 (Sunday) to 6.
  const weekday = (calendar.marketWeekday === 0 ? 7 : calendar.marketWeekday) as WeekdayNumbers;
  let end = local.set({ weekday, hour, minute, second: 0, millisecond: 0 });
  const off = new Set(calendar.daysOff['farmers-market']);
  while (end <= local || off.has(end.toISODate()!)) end = end.plus({ weeks: 1 });
  return end;
}
