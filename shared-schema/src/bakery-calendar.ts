import { bakery } from './bakery';

/**
 * Calendar days at the bakery, "YYYY-MM-DD" in its time zone whatever the phone's own: today,
 * a place's coming pickup days and the days off it passes over (issue 49, docs/orders.md, "Days
 * off"). No zod and no Luxon: the checkout and the settings card read these.
 */

/** Made on first use and kept: the checkout and the settings card ask on every render. */
let dayFormat: Intl.DateTimeFormat | undefined;

/** "YYYY-MM-DD": the day it is at the bakery (BAKERY_TZ) at `now`. */
export function bakeryToday(now: Date = new Date()): string {
  dayFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: bakery.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = dayFormat.formatToParts(now);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The calendar day `days` after `day` (both "YYYY-MM-DD"). */
export function dayAfter(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 0 (Sunday) to 6 (Saturday), as the settings count weekdays. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay();
}

/** The next `count` days from `today` on (today included) that fall on `weekday`. */
export function comingWeekdays(weekday: number, today: string, count: number): string[] {
  const first = dayAfter(today, (weekday - weekdayOf(today) + 7) % 7);
  return Array.from({ length: count }, (_, week) => dayAfter(first, week * 7));
}

/**
 * The days off a customer's next pickup passed over: those from `today` up to, not including,
 * the day she will get (`nextPickupDate`), so the shop can say "No pickup on Friday, December 4".
 */
export function daysOffPassedOver(daysOff: readonly string[], today: string, nextPickupDate: string): string[] {
  return daysOff.filter((day) => day >= today && day < nextPickupDate).sort();
}
