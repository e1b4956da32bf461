import { bakery } from '#shared/bakery';
import { bakeryToday } from '#shared/bakery-calendar';

/** "HH:MM" at the bakery now. */
export function bakeryClock(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: bakery.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
}

/**
 * The market day the screen opens on: today on a market weekday (during the market and after
 * it, for the close), else the next market, so on Friday evening she gets Saturday's start.
 */
export function defaultMarketDate(
  settings: { marketWeekday: number; nextPickupDates: Record<string, string | undefined> } | undefined,
  now: Date = new Date(),
): string {
  const today = bakeryToday(now);
  if (!settings) return today;
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  return weekday === settings.marketWeekday ? today : (settings.nextPickupDates['farmers-market'] ?? today);
}
