import * as z from 'zod/mini';
import { bakery } from '#shared/bakery';
import { pickupDateSchema } from '#shared/pickup-date';
import { locationCapacitySchema, type LocationCapacity } from '#shared/pickup-places';
import type { PickupSettings, PickupSettingsUpdate } from '#shared/pickup-settings';
import { noCapacity } from '#shared/pickup-slots';
import { PickupPlaceRow, type Db } from '../../db';

/**
 * Her places as they are stored (docs/orders.md, "Her places"): a row of `pickup_places` each.
 * The settings still show her door and the market in the fields they always had (pickupTime,
 * marketName, capacity.home, ...), so every screen and call reads them as before; this module
 * reads those fields from the rows and writes a settings update back to them.
 */

/** The settings' fields that are her places'. */
export type PlaceFields = Pick<
  PickupSettings,
  | 'pickupAddress'
  | 'pickupWeekday'
  | 'pickupTime'
  | 'pickupEndTime'
  | 'cutoffHours'
  | 'pickupNote'
  | 'marketWeekday'
  | 'marketStartTime'
  | 'marketEndTime'
  | 'marketName'
  | 'marketAddress'
  | 'marketNote'
  | 'capacity'
  | 'daysOff'
  | 'bakeDaysBefore'
>;

export async function placeRows(db: Db): Promise<PickupPlaceRow[]> {
  return PickupPlaceRow.query(db).orderBy('position');
}

/**
 * A stored JSON value read with its schema, kept by its text: the settings are read on every
 * page and inside every order's transaction, and the same few texts come back each time. A
 * damaged value reads as `fallback`, never as an error.
 */
function parsedOnce<T>(kept: Map<string, T>, schema: z.ZodMiniType<T>, fallback: T) {
  return (text: string): T => {
    let value = kept.get(text);
    if (value === undefined) {
      try {
        value = schema.parse(JSON.parse(text));
      } catch {
        value = fallback;
      }
      if (kept.size > 100) kept.clear();
      kept.set(text, value);
    }
    return value;
  };
}
const capacityOf = parsedOnce<LocationCapacity>(new Map(), locationCapacitySchema, noCapacity);
const daysOffOf = parsedOnce<string[]>(new Map(), z.array(pickupDateSchema), []);

/** Her door's and the market's rows as the settings' fields. */
export function placeFieldsOf(rows: readonly PickupPlaceRow[]): PlaceFields {
  const home = rows.find((row) => row.id === 'home');
  const market = rows.find((row) => row.id === 'farmers-market');
  if (!home || !market) throw new Error('pickup_places lacks her door or the market: the migration did not run');
  return {
    // An empty address falls back to the bakery's own (docs/product.md, "The shop's screens").
    pickupAddress: home.address || bakery.defaultPickupAddress,
    pickupWeekday: home.weekday,
    pickupTime: home.startTime,
    pickupEndTime: home.endTime,
    cutoffHours: home.cutoffHours ?? 0,
    pickupNote: home.note,
    marketWeekday: market.weekday,
    marketStartTime: market.startTime,
    marketEndTime: market.endTime,
    marketName: market.name,
    marketAddress: market.address,
    marketNote: market.note,
    capacity: { home: capacityOf(home.capacity), 'farmers-market': capacityOf(market.capacity) },
    daysOff: { home: daysOffOf(home.daysOff), 'farmers-market': daysOffOf(market.daysOff) },
    bakeDaysBefore: { home: home.bakeDaysBefore, 'farmers-market': market.bakeDaysBefore },
  };
}

/**
 * The days off as they are kept: sorted, each once, and only from `today` on (a day off that has
 * passed changes nothing, and the list stays short however many years she keeps it).
 */
const daysOffToKeep = (days: readonly string[], today: string) =>
  JSON.stringify([...new Set(days)].filter((day) => day >= today).sort());

/** Writes what a settings update says of her places to their rows; what it leaves out stays. */
export async function savePlaceFields(
  db: Db,
  update: PickupSettingsUpdate,
  { today, at }: { today: string; at: string },
): Promise<void> {
  const { capacity, daysOff, bakeDaysBefore } = update;
  const changes: Record<string, Partial<PickupPlaceRow>> = {
    home: {
      address: update.pickupAddress,
      weekday: update.pickupWeekday,
      startTime: update.pickupTime,
      endTime: update.pickupEndTime,
      cutoffHours: update.cutoffHours,
      note: update.pickupNote,
    },
    'farmers-market': {
      weekday: update.marketWeekday,
      startTime: update.marketStartTime,
      endTime: update.marketEndTime,
      name: update.marketName,
      address: update.marketAddress,
      note: update.marketNote,
    },
  };
  for (const [id, change] of Object.entries(changes)) {
    const place = id as keyof NonNullable<typeof capacity>;
    const patch = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
    if (capacity) patch.capacity = JSON.stringify(capacity[place]);
    if (daysOff) patch.daysOff = daysOffToKeep(daysOff[place], today);
    if (bakeDaysBefore) patch.bakeDaysBefore = bakeDaysBefore[place];
    await PickupPlaceRow.query(db)
      .findById(id)
      .patch({ ...patch, updatedAt: at });
  }
}
