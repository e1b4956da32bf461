import { DateTime } from 'luxon';
import { formatCents } from '#shared/money';
import type { PickupLocation } from '#shared/bakery';
import { MOST_DAYS_OFF } from '#shared/pickup-places';
import type { PickupSettings } from '#shared/pickup-settings';
import type { StandingOrderRow } from '../../db';
import { nextPickupDateOf } from '../pickups/pickups';

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

export const locationOf = (row: Pick<StandingOrderRow, 'pickupLocation'>): PickupLocation => row.pickupLocation;

/** The most a week costs her: every unit at the price she agreed to (a bundle or a lower price only takes off). */
export const weeklyMost = (lines: readonly StandingLine[]) =>
  formatCents(lines.reduce((sum, line) => sum + line.agreedUnitCents * line.quantity, 0));

/**
 * Her next weeks' pickup days, `count` of them: the location's next pickup (as the server
 * decides it now, settings.nextPickupDates), then every seventh day after it that is not one
 * of the location's days off: the weekly schedule (services/pickups/pickups.ts).
 */
export function comingPickupDays(settings: PickupSettings, location: PickupLocation, count: number): string[] {
  const first = DateTime.fromISO(nextPickupDateOf(settings, location));
  const off = new Set(settings.daysOff[location]);
  const days: string[] = [];
  // Bounded: a place keeps at most MOST_DAYS_OFF days off.
  for (let week = 0; days.length < count && week < count + MOST_DAYS_OFF; week++) {
    const day = first.plus({ weeks: week }).toISODate()!;
    if (!off.has(day)) days.push(day);
  }
  return days;
}

/** Each product's units in some lines, all flavors together (a product's limits count them so). */
function unitsOf(lines: readonly StandingLine[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.product, (units.get(line.product) ?? 0) + line.quantity);
  return units;
}

/**
 * The products of which `after` asks more units than `before` has: a raise. A flavor changed
 * for another of the same product, fewer units or a line dropped raise nothing.
 */
export function raisedProducts(before: readonly StandingLine[], after: readonly StandingLine[]): string[] {
  const had = unitsOf(before);
  return [...unitsOf(after)].filter(([product, units]) => units > (had.get(product) ?? 0)).map(([product]) => product);
}

/**
 * Whether a raise is within what any customer may order of each product by herself (its
 * maxPerOrder, docs/orders.md): then it needs no yes from the owner. A product without a limit
 * has none to be within: a raise of it is the owner's to allow, or one regular could take a
 * whole bake before any customer (docs/standing-orders.md, "Changing her lines").
 */
export function raiseWithinLimits(
  raised: readonly string[],
  after: readonly StandingLine[],
  maxPerOrder: (product: string) => number | null,
): boolean {
  const units = unitsOf(after);
  return raised.every((product) => {
    const limit = maxPerOrder(product);
    return limit !== null && (units.get(product) ?? 0) <= limit;
  });
}

/** The pending raise of a standing order, if one waits for the owner. */
export function pendingLinesOf(row: Pick<StandingOrderRow, 'pendingLines'>): StandingLine[] | null {
  return row.pendingLines === null ? null : linesOf({ lines: row.pendingLines });
}
