import * as z from 'zod/mini';
import { bakery } from '#shared/bakery';
import { pickupDateSchema } from '#shared/pickup-date';
import { locationCapacitySchema, type LocationCapacity } from '#shared/pickup-places';
import {
  placeKinds,
  placeWindowSchema,
  type PlaceKind,
  type PlaceRecord,
  type PlaceWindow,
} from '#shared/pickup-places';
import type { PlaceUpdate } from '#shared/place-update';
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
  | 'places'
>;

export async function placeRows(db: Db): Promise<PickupPlaceRow[]> {
  return PickupPlaceRow.query(db).orderBy('position');
}

/** Her places as the words of a mail read them (place-words.ts), without the rest of the settings. */
export async function herPlaces(db: Db): Promise<PlaceFields> {
  return placeFieldsOf(await placeRows(db));
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
const windowsOfText = parsedOnce<PlaceWindow[]>(new Map(), z.array(placeWindowSchema), []);
const daysOffOf = parsedOnce<string[]>(new Map(), z.array(pickupDateSchema), []);

/** A row as the settings' list of places carries it. */
function placeRecordOfRow(row: PickupPlaceRow): PlaceRecord {
  return {
    id: row.id,
    kind: (placeKinds as readonly string[]).includes(row.kind) ? (row.kind as PlaceKind) : 'other',
    name: row.name,
    // An empty address at her door falls back to the bakery's own (docs/product.md, "The shop's screens").
    address: row.kind === 'door' ? row.address || bakery.defaultPickupAddress : row.address,
    note: row.note,
    weekday: row.weekday,
    from: row.startTime,
    until: row.endTime,
    cutoffHours: row.kind === 'market' ? null : (row.cutoffHours ?? 0),
    active: row.active !== false,
    ...windowsField(row),
  };
}

/**
 * Her several windows, when she gave more than one: the first is always the row's own day and hours
 * (the settings card edits those for her first two places), the others as kept. A damaged list, or
 * one whose others fall on the first's day, reads as that one window.
 */
function windowsField(row: PickupPlaceRow): Pick<PlaceRecord, 'windows'> {
  const first = { weekday: row.weekday, from: row.startTime, until: row.endTime };
  const others = row.windows ? windowsOfText(row.windows).slice(1) : [];
  const days = new Set([first.weekday, ...others.map((window) => window.weekday)]);
  if (others.length === 0 || days.size !== others.length + 1) return {};
  return { windows: [first, ...others] };
}

/** Her places' rows as the settings' fields: the list, each place's caps, days off and bake day by id, and her first two in the fields they always had. */
export function placeFieldsOf(rows: readonly PickupPlaceRow[]): PlaceFields {
  const home = rows.find((row) => row.id === 'home');
  const market = rows.find((row) => row.id === 'farmers-market');
  if (!home || !market) throw new Error('pickup_places lacks her door or the market: the migration did not run');
  const byId = <T>(value: (row: PickupPlaceRow) => T) => Object.fromEntries(rows.map((row) => [row.id, value(row)]));
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
    capacity: byId((row) => capacityOf(row.capacity)),
    daysOff: byId((row) => daysOffOf(row.daysOff)),
    bakeDaysBefore: byId((row) => row.bakeDaysBefore),
    places: rows.map(placeRecordOfRow),
  };
}

/**
 * The days off as they are kept: sorted, each once, and only from `today` on (a day off that has
 * passed changes nothing, and the list stays short however many years she keeps it).
 */
const daysOffToKeep = (days: readonly string[], today: string) =>
  JSON.stringify([...new Set(days)].filter((day) => day >= today).sort());

/**
 * Writes what a settings update says of her places to their rows; what it leaves out stays. Caps,
 * days off and bake days are keyed by place: a place the update does not name keeps its own, and
 * an id that is none of her places is passed over (her places are made by `savePlace`).
 */
export async function savePlaceFields(
  db: Db,
  update: PickupSettingsUpdate,
  { today, at }: { today: string; at: string },
  ids: readonly string[],
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
  for (const id of ids) {
    const patch = Object.fromEntries(Object.entries(changes[id] ?? {}).filter(([, value]) => value !== undefined));
    if (capacity?.[id]) patch.capacity = JSON.stringify(capacity[id]);
    if (daysOff?.[id]) patch.daysOff = daysOffToKeep(daysOff[id], today);
    if (bakeDaysBefore?.[id] !== undefined) patch.bakeDaysBefore = bakeDaysBefore[id];
    if (Object.keys(patch).length === 0) continue;
    await PickupPlaceRow.query(db)
      .findById(id)
      .patch({ ...patch, updatedAt: at });
  }
}

/**
 * One of her places as she saves it from its card (`save-place`, PUT /api/admin/places/:id):
 * made the first time its id is sent (her phone makes the id, so a place made offline is made
 * once), changed after. A new place goes last in her list.
 */
export async function savePlace(db: Db, id: string, place: PlaceUpdate, { today, at }: { today: string; at: string }) {
  // The first window is the row's own day and hours (the version before reads those alone).
  const windows = place.windows ?? [{ weekday: place.weekday, from: place.from, until: place.until }];
  const first = windows[0]!;
  const row = {
    kind: place.placeKind,
    name: place.name,
    address: place.address,
    note: place.note,
    weekday: first.weekday,
    startTime: first.from,
    endTime: first.until,
    windows: windows.length > 1 ? JSON.stringify(windows) : null,
    cutoffHours: place.placeKind === 'market' ? null : (place.cutoffHours ?? 0),
    active: place.active,
    updatedAt: at,
    ...(place.capacity ? { capacity: JSON.stringify(place.capacity) } : {}),
    ...(place.daysOff ? { daysOff: daysOffToKeep(place.daysOff, today) } : {}),
    ...(place.bakeDaysBefore !== undefined ? { bakeDaysBefore: place.bakeDaysBefore } : {}),
  };
  const patched = await PickupPlaceRow.query(db).findById(id).patch(row);
  if (patched > 0) return;
  const last = (await PickupPlaceRow.query(db).max('position as position').first()) as
    { position?: number } | undefined;
  // A new place: no caps, no days off, baked the day of its pickup, unless she said otherwise.
  await PickupPlaceRow.query(db).insert({
    capacity: JSON.stringify(noCapacity),
    daysOff: '[]',
    bakeDaysBefore: 0,
    ...row,
    id,
    position: Number(last?.position ?? 0) + 1,
  });
}
