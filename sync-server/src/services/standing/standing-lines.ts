import { DateTime } from 'luxon';
import { formatCents } from '#shared/money';
import type { PickupLocation } from '#shared/bakery';
import type { PickupSettings } from '#shared/pickup-settings';
import type { StandingOrderRow } from '../../db';

/** A line of a standing order as stored: with the unit price she agreed to, in cents. */
export interface StandingLine {
  product: string;
  flavor: string | null;
  quantity: number;
  agreedUnitCents: number;
}

export function linesOf(row: Pick<StandingOrderRow, 'lines'>): StandingLine[] {
  try {
    const parsed: unknown = JSON.parse(row.lines);
    return Array.isArray(parsed) ? (parsed as StandingLine[]) : [];
  } catch {
    return [];
  }
}

export const locationOf = (row: Pick<StandingOrderRow, 'pickupLocation'>): PickupLocation =>
  row.pickupLocation === 'farmers-market' ? 'farmers-market' : 'home';

/** The most a week costs her: every unit at the price she agreed to (a bundle or a lower price only takes off). */
export const weeklyMost = (lines: readonly StandingLine[]) =>
  formatCents(lines.reduce((sum, line) => sum + line.agreedUnitCents * line.quantity, 0));

/**
 * Her next weeks' pickup days, `count` of them: the location's next pickup (as the server
 * decides it now, settings.nextPickupDates), then every seventh day after it: the weekly
 * schedule (services/pickups.ts).
 */
export function comingPickupDays(settings: PickupSettings, location: PickupLocation, count: number): string[] {
  const first = DateTime.fromISO(settings.nextPickupDates[location]);
  return Array.from({ length: count }, (_, week) => first.plus({ weeks: week }).toISODate()!);
}
