import { bakery } from '#shared/bakery';
import { lazyDateFormat } from '#shared/date-format';

// In the bakery's time zone: the server renders the same date as the phone shows.
const dateFormat = lazyDateFormat({ month: 'long', day: 'numeric', year: 'numeric', timeZone: bakery.timeZone });

/** "November 21, 2026", for reviews and comments. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** "4:07" from seconds, for the cart countdown. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** "1 order", "2 orders", "0 items": a count and its noun, as a person writes them. */
export function countOf(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}
