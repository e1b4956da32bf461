import { DateTime, type WeekdayNumbers } from 'luxon';

/**
 * THE pickup schedule rule (docs/api.md, "Who may call"). The bakery has one pickup a week, on
 * `pickupWeekday` at `pickupTime` in the bakery's time zone; orders close `cutoffHours` before it.
 *
 *  - The next pickup is the first pickup time strictly after now that is not a day off.
 *  - Orders are open until that pickup's cutoff, and closed from the cutoff until the pickup has
 *    passed; then the following week's pickup is the next one and orders open again. A day
 *    off is no pickup: orders stay open for the pickup after it.
 *  - pickupDate is the next pickup in the spec's words: "Friday, August 1st after 3:00 PM".
 *
 * Wall-clock times are kept across daylight-saving changes: a 3:00 PM pickup stays 3:00 PM
 * local in the week the clocks change, and the cutoff is counted in real hours back from it.
 */
export interface WeeklySchedule {
  /** 0 = Sunday ... 6 = Saturday */
  pickupWeekday: number;
  /** "HH:MM", 24-hour */
  pickupTime: string;
  /** 0..167 */
  cutoffHours: number;
  /** Days with no pickup, "YYYY-MM-DD" (issue 49, "no pickup on the 4th"): passed over. */
  daysOff?: readonly string[];
}

export interface ScheduleState {
  ordersOpen: boolean;
  pickupDate: string;
  nextPickup: Date;
  cutoff: Date;
}

export function nextPickupAfter(now: Date, schedule: WeeklySchedule, timeZone: string): DateTime {
  const [hour = 0, minute = 0] = schedule.pickupTime.split(':').map(Number);
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  // Luxon counts weekdays 1 (Monday) to 7 (Sunday); ours count 0 (Sunday) to 6.
  const weekday = (schedule.pickupWeekday === 0 ? 7 : schedule.pickupWeekday) as WeekdayNumbers;
  let pickup = local.set({ weekday, hour, minute, second: 0, millisecond: 0 });
  const off = new Set(schedule.daysOff);
  while (pickup <= local || off.has(pickup.toISODate()!)) pickup = pickup.plus({ weeks: 1 });
  return pickup;
}

export function scheduleState(now: Date, schedule: WeeklySchedule, timeZone: string): ScheduleState {
  const pickup = nextPickupAfter(now, schedule, timeZone);
  const cutoff = pickup.minus({ hours: schedule.cutoffHours });
  return {
    ordersOpen: now.getTime() < cutoff.toMillis(),
    pickupDate: describePickup(pickup),
    nextPickup: pickup.toJSDate(),
    cutoff: cutoff.toJSDate(),
  };
}

/** "Friday, August 1st after 3:00 PM" */
export function describePickup(pickup: DateTime): string {
  return `${pickup.toFormat('cccc, LLLL')} ${ordinal(pickup.day)} after ${pickup.toFormat('h:mm a')}`;
}

function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th');
  return `${day}${suffix}`;
}
