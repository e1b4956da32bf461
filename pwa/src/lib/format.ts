import { bakery } from '#shared/bakery';

/**
 * An en-US date format made when it first formats, not as its module loads. A page's first
 * Intl format loads the browser's locale data: in a trace of the shop's first visit, the one
 * formatter its entry chunk made at load (the offline line's) was 50 ms of the main thread,
 * the chunk's longest piece, on a page that shows no date. Every formatter of the app is made
 * through here, so no screen pays for another's dates.
 */
export function lazyDateFormat(options: Intl.DateTimeFormatOptions): { format(date: Date | number): string } {
  let made: Intl.DateTimeFormat | undefined;
  return { format: (date) => (made ??= new Intl.DateTimeFormat('en-US', options)).format(date) };
}

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
