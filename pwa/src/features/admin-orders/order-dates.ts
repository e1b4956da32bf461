import { pickupRevenueCents } from '#shared/pickup-figures';
import type { PickupSummary } from '#shared/owner-orders';
import { lazyDateFormat } from '#shared/date-format';

/** The day an order was placed, on the owner's own calendar ("2026-11-21"), for the date filter. */
export function localDay(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function placedOn<T extends { createdAt: string }>(records: readonly T[], day: string): T[] {
  return day ? records.filter((record) => localDay(record.createdAt) === day) : [...records];
}

/** The revenue of some pickups: their orders', and on market days their stall's (shared pickup-figures.ts). */
export function revenueCents(pickups: readonly Pick<PickupSummary, 'total' | 'stall'>[]): number {
  return pickups.reduce((sum, pickup) => sum + pickupRevenueCents(pickup), 0);
}

const placedFormat = lazyDateFormat({
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Sat, Nov 21, 10:42 AM" */
export const formatPlaced = (iso: string) => placedFormat.format(new Date(iso));
