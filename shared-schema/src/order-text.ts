/**
 * How an order's number and pickup day read to people. No zod here: the storefront's first
 * download shows them in the checkout and the confirmation.
 */
import { lazyDateFormat } from './date-format';

/** "#1001" */
export function orderNumberText(number: number): string {
  return `#${number}`;
}

/** "Friday, November 27": a pickup day ("YYYY-MM-DD", a calendar day with no zone) as people read it. */
export function pickupDateText(pickupDate: string): string {
  const date = new Date(`${pickupDate}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return pickupDate;
  return pickupDayFormat.format(date);
}

const pickupDayFormat = lazyDateFormat({ weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
