import { DateTime } from 'luxon';
import { shopBakeDay } from '#shared/bake-days';
import type { PickupSettings, PickupSettingsUpdate } from '#shared/pickup-settings';
import { defaultNoticeSettings, noticeSettingsSchema, type NoticeSettings } from '#shared/notices';
import { inTransaction, PickupSettingsRow, type Db } from '../../db';
import { invalid } from '../errors';
import type { Moment } from '../moment';
import { MOST_PLACES } from '#shared/pickup-places';
import type { PlaceUpdate } from '#shared/place-update';
import { placeFieldsOf, placeRows, savePlace, savePlaceFields, type PlaceFields } from './place-rows';
import { homeSchedule, localDate, nextPickupDates } from './pickups';
import { scheduleState } from './schedule';

const SETTINGS_ID = 'default';

/** The settings row and her places' rows, as one read. */
interface Stored {
  row: PickupSettingsRow;
  places: PlaceFields;
}

function toSettings({ row, places }: Stored, { now, timeZone }: Pick<Moment, 'now' | 'timeZone'>): PickupSettings {
  return {
    pickupDate: row.pickupDate,
    ...places,
    ordersOpen: row.ordersOpen,
    bannerMessage: row.bannerMessage,
    autoManage: row.autoManage,
    remindersEnabled: row.remindersEnabled,
    cancelCutoffHours: row.cancelCutoffHours,
    ovenPerBakeDay: row.ovenPerBakeDay ?? null,
    notices: noticesOf(row.notices),
    nextPickupDates: nextPickupDates(now, places, timeZone),
    updatedAt: row.updatedAt,
  };
}

/** The stored notice switches, read with their schema; a damaged value reads as the defaults. */
function noticesOf(text: string): NoticeSettings {
  try {
    return noticeSettingsSchema.parse(JSON.parse(text));
  } catch {
    return defaultNoticeSettings;
  }
}

async function settingsRow(db: Db): Promise<PickupSettingsRow> {
  const row = await PickupSettingsRow.query(db).findById(SETTINGS_ID);
  if (!row) throw new Error('pickup_settings has no default row: the seed did not run');
  return row;
}

async function stored(db: Db): Promise<Stored> {
  const [row, places] = await Promise.all([settingsRow(db), placeRows(db)]);
  return { row, places: placeFieldsOf(places) };
}

export async function getPickupSettings(db: Db, moment: Pick<Moment, 'now' | 'timeZone'>): Promise<PickupSettings> {
  return toSettings(await stored(db), moment);
}

/**
 * The shop's bake (shared bake-days.ts shopBakeDay) read in the caller's transaction: for a
 * write that decides on its stock (a waitlist's join, an offer) where the cached settings'
 * read would wait for this transaction's connection.
 */
export async function shopBakeIn(db: Db, moment: Pick<Moment, 'now' | 'timeZone'>): Promise<string | null> {
  return shopBakeDay(await getPickupSettings(db, moment), localDate(moment.now, moment.timeZone));
}

/**
 * The owner saves the settings card. With auto-manage on, the schedule then decides whether
 * orders are open and what the pickup date reads, so what she sees matches what customers see.
 */
export async function updatePickupSettings(
  db: Db,
  update: PickupSettingsUpdate,
  moment: Pick<Moment, 'now' | 'timeZone'>,
): Promise<PickupSettings> {
  // Read the schedule and write the result in one transaction: a scheduler tick in between
  // must not write a state computed from the old schedule over the new one.
  return inTransaction(db, async (trx) => {
    const { row: current, places } = await stored(trx);
    const start = update.marketStartTime ?? places.marketStartTime;
    const end = update.marketEndTime ?? places.marketEndTime;
    // "HH:MM" compares as text in clock order.
    if (end <= start) throw invalid('The market must end after it starts', 'invalid-market-hours');
    if ((update.pickupEndTime ?? places.pickupEndTime) <= (update.pickupTime ?? places.pickupTime)) {
      throw invalid('The home pickup must end after it starts', 'invalid-pickup-hours');
    }
    const at = moment.now.toISOString();
    const today = DateTime.fromJSDate(moment.now, { zone: moment.timeZone }).toISODate()!;
    await savePlaceFields(trx, update, { today, at }, places.places?.map((place) => place.id) ?? []);
    const { pickupDate, ordersOpen, bannerMessage, autoManage, remindersEnabled, cancelCutoffHours, notices } = update;
    const { ovenPerBakeDay } = update;
    await PickupSettingsRow.query(trx)
      .findById(SETTINGS_ID)
      .patch({
        ...definedOnly({
          pickupDate,
          ordersOpen,
          bannerMessage,
          autoManage,
          remindersEnabled,
          cancelCutoffHours,
          ovenPerBakeDay,
        }),
        ...(notices ? { notices: JSON.stringify(notices) } : {}),
        ...openedNow(current.ordersOpen, ordersOpen, moment.now),
        updatedAt: at,
      });
    const now = await stored(trx);
    return now.row.autoManage ? (await applySchedule(trx, moment)).settings : toSettings(now, moment);
  });
}

/**
 * She saves one of her places (`save-place`, docs/orders.md, "Her places"): made the first time
 * its id comes, changed after. Orders already placed there keep their day and slot (what happened
 * is kept); the settings answer with her list as it now is.
 */
export async function savePlaceOfHers(
  db: Db,
  id: string,
  update: PlaceUpdate,
  moment: Pick<Moment, 'now' | 'timeZone'>,
): Promise<PickupSettings> {
  return inTransaction(db, async (trx) => {
    const { places } = await stored(trx);
    const others = (places.places ?? []).filter((place) => place.id !== id);
    if (!update.active && !others.some((place) => place.active)) {
      throw invalid('Keep at least one place taking orders', 'last-place');
    }
    if (!places.places?.some((place) => place.id === id) && others.length >= MOST_PLACES) {
      throw invalid(
        `At most ${MOST_PLACES} places: stop one you no longer use and change it instead`,
        'too-many-places',
      );
    }
    const at = moment.now.toISOString();
    const today = DateTime.fromJSDate(moment.now, { zone: moment.timeZone }).toISODate()!;
    await savePlace(trx, id, update, { today, at });
    await PickupSettingsRow.query(trx).findById(SETTINGS_ID).patch({ updatedAt: at });
    const now = await stored(trx);
    return now.row.autoManage ? (await applySchedule(trx, moment)).settings : toSettings(now, moment);
  });
}

/**
 * Writes what the weekly schedule says now (ordersOpen and pickupDate). Runs every minute
 * while auto-manage is on, and when the owner presses 'Auto-Update Now'.
 */
export async function applySchedule(
  db: Db,
  moment: Pick<Moment, 'now' | 'timeZone'>,
): Promise<{ settings: PickupSettings; changed: boolean }> {
  const { row, places } = await stored(db);
  const state = scheduleState(moment.now, homeSchedule(places, moment.now, moment.timeZone), moment.timeZone);
  if (row.ordersOpen === state.ordersOpen && row.pickupDate === state.pickupDate) {
    return { settings: toSettings({ row, places }, moment), changed: false };
  }
  const updated = await PickupSettingsRow.query(db).patchAndFetchById(SETTINGS_ID, {
    ordersOpen: state.ordersOpen,
    pickupDate: state.pickupDate,
    ...openedNow(row.ordersOpen, state.ordersOpen, moment.now),
    updatedAt: moment.now.toISOString(),
  });
  return { settings: toSettings({ row: updated, places }, moment), changed: true };
}

/** The fields an update names: what it leaves out stays as it is. */
const definedOnly = <T extends object>(fields: T): Partial<T> =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;

/** Stamps the moment orders go from closed to open: who is due that opening's notice counts from it. */
function openedNow(wasOpen: boolean, open: boolean | undefined, now: Date): { ordersOpenedAt?: string } {
  return !wasOpen && open === true ? { ordersOpenedAt: now.toISOString() } : {};
}

/** When orders last went from closed to open (null before any opening was seen). */
export async function ordersOpenedAt(db: Db): Promise<string | null> {
  return (await settingsRow(db)).ordersOpenedAt;
}

/** The scheduler's minute: only while the owner has auto-manage on. */
export async function applyScheduleIfAutoManaged(db: Db, moment: Pick<Moment, 'now' | 'timeZone'>): Promise<boolean> {
  const row = await settingsRow(db);
  return row.autoManage ? (await applySchedule(db, moment)).changed : false;
}
