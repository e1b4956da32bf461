import { bakery } from '#shared/bakery';
import { DateTime } from 'luxon';
import type { PickupSettings, PickupSettingsUpdate } from '#shared/pickup-settings';
import { defaultNoticeSettings, noticeSettingsSchema, type NoticeSettings } from '#shared/notices';
import { capacitySchema, daysOffSchema, type DaysOff } from '#shared/pickup-places';
import { defaultCapacity, type Capacity } from '#shared/pickup-slots';
import { inTransaction, PickupSettingsRow, type Db } from '../../db';
import { invalid } from '../errors';
import type { Moment } from '../moment';
import { homeSchedule, nextPickupDates, type PickupCalendar } from './pickups';
import { scheduleState } from './schedule';

const SETTINGS_ID = 'default';

function toSettings(row: PickupSettingsRow, { now, timeZone }: Pick<Moment, 'now' | 'timeZone'>): PickupSettings {
  const calendar = calendarOf(row);
  return {
    pickupDate: row.pickupDate,
    // An empty address falls back to the bakery's own (docs/product.md, "The shop's screens").
    pickupAddress: row.pickupAddress || bakery.defaultPickupAddress,
    ordersOpen: row.ordersOpen,
    bannerMessage: row.bannerMessage,
    autoManage: row.autoManage,
    pickupWeekday: row.pickupWeekday,
    pickupTime: row.pickupTime,
    cutoffHours: row.cutoffHours,
    marketWeekday: row.marketWeekday,
    marketStartTime: row.marketStartTime,
    marketEndTime: row.marketEndTime,
    remindersEnabled: row.remindersEnabled,
    pickupEndTime: row.pickupEndTime,
    capacity: capacityOf(row.capacity),
    daysOff: calendar.daysOff,
    marketName: row.marketName,
    marketAddress: row.marketAddress,
    marketNote: row.marketNote,
    pickupNote: row.pickupNote,
    cancelCutoffHours: row.cancelCutoffHours,
    notices: noticesOf(row.notices),
    nextPickupDates: nextPickupDates(now, calendar, timeZone),
    updatedAt: row.updatedAt,
  };
}

/** The stored caps, read with their schema; a damaged value reads as no caps, never as an error. */
function capacityOf(text: string): Capacity {
  try {
    return capacitySchema.parse(JSON.parse(text));
  } catch {
    return defaultCapacity;
  }
}

/** The row's schedule with its days off read (a damaged value reads as none). */
function calendarOf(row: PickupSettingsRow): PickupCalendar {
  let daysOff: DaysOff;
  try {
    daysOff = daysOffSchema.parse(JSON.parse(row.daysOff));
  } catch {
    daysOff = daysOffSchema.parse(undefined);
  }
  return { ...row, daysOff };
}

/**
 * The days off as they are kept: sorted, each once, and only from `today` on (a day off that has
 * passed changes nothing, and the list stays short however many years she keeps it).
 */
function daysOffToKeep(daysOff: DaysOff, today: string): string {
  const kept = (days: readonly string[]) => [...new Set(days)].filter((day) => day >= today).sort();
  return JSON.stringify({ home: kept(daysOff.home), 'farmers-market': kept(daysOff['farmers-market']) });
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

export async function getPickupSettings(db: Db, moment: Pick<Moment, 'now' | 'timeZone'>): Promise<PickupSettings> {
  return toSettings(await settingsRow(db), moment);
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
    const current = await settingsRow(trx);
    const start = update.marketStartTime ?? current.marketStartTime;
    const end = update.marketEndTime ?? current.marketEndTime;
    // "HH:MM" compares as text in clock order.
    if (end <= start) throw invalid('The market must end after it starts', 'invalid-market-hours');
    if ((update.pickupEndTime ?? current.pickupEndTime) <= (update.pickupTime ?? current.pickupTime)) {
      throw invalid('The home pickup must end after it starts', 'invalid-pickup-hours');
    }
    const { capacity, notices, daysOff, ...fields } = update;
    const today = DateTime.fromJSDate(moment.now, { zone: moment.timeZone }).toISODate()!;
    await PickupSettingsRow.query(trx)
      .findById(SETTINGS_ID)
      .patch({
        ...fields,
        ...(capacity ? { capacity: JSON.stringify(capacity) } : {}),
        ...(notices ? { notices: JSON.stringify(notices) } : {}),
        ...(daysOff ? { daysOff: daysOffToKeep(daysOff, today) } : {}),
        ...openedNow(current.ordersOpen, fields.ordersOpen, moment.now),
        updatedAt: moment.now.toISOString(),
      });
    const row = await settingsRow(trx);
    return row.autoManage ? (await applySchedule(trx, moment)).settings : toSettings(row, moment);
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
  const row = await settingsRow(db);
  const state = scheduleState(moment.now, homeSchedule(calendarOf(row)), moment.timeZone);
  if (row.ordersOpen === state.ordersOpen && row.pickupDate === state.pickupDate) {
    return { settings: toSettings(row, moment), changed: false };
  }
  const updated = await PickupSettingsRow.query(db).patchAndFetchById(SETTINGS_ID, {
    ordersOpen: state.ordersOpen,
    pickupDate: state.pickupDate,
    ...openedNow(row.ordersOpen, state.ordersOpen, moment.now),
    updatedAt: moment.now.toISOString(),
  });
  return { settings: toSettings(updated, moment), changed: true };
}

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
