import { isUuid } from '#shared/common';
import { inQuietHours } from '#shared/notices';
import type { PickupSettings } from '#shared/pickup-settings';
import { DateTime } from 'luxon';
import { claimMailTo, PlaceWaitlistEntryRow, WaitlistEntryRow, type Db, type Tx } from '../../db';
import { notFound } from '../errors';
import { tokenOpens, type Line } from '../links';
import { queueMail, type MailDraft } from '../mail/outbox';
import type { Moment } from '../moment';
import { MAIL_AT_MOST_EVERY_MS } from '../notices/subscribers';

/**
 * What the waitlist's two lines share (docs/waitlist.md): a sold-out product's (waitlist.ts,
 * offers.ts) and a full pickup's places (place-waitlist.ts, place-offers.ts). A place in either
 * is opened by the same key, mails its join at most once in a span, is in its line while waiting
 * or offered, and is told of its turn alike (tell-offer.ts), a push-only one after the quiet
 * hours. What each line's place is for (a loaf and its hold, or a place at a pickup), when it
 * stands (db/waitlist-demand.ts, db/place-line.ts) and what its turn offers are its own.
 */

/** Still in its line: waiting, or offered (an offer that ran out is the turn's to settle). */
export const inLine = (status: string) => status === 'waiting' || status === 'offered';

/**
 * Whether a line (of products or places) has anyone waiting or offered: the turn's first
 * question, asked without a transaction (on SQLite every other request waits for the one
 * connection while a transaction has it), since most seconds nobody is in line.
 */
export async function anyInLine(db: Db, table: string): Promise<boolean> {
  return (await db(table).select('id').whereIn('status', ['waiting', 'offered']).first()) !== undefined;
}

const noSuchPlace = () =>
  notFound('There is no such place in line. Check the link in your e-mail.', 'unknown-waitlist-entry');

/**
 * The place in line a link opens (in either line, by `find`): the key checked first, in constant
 * time, as her order page's is, so a wrong key costs the same whether the place exists or not.
 */
export async function openByKey<T>(
  id: string,
  token: string,
  key: string,
  find: (id: string) => PromiseLike<T | undefined>,
): Promise<T> {
  if (!isUuid(id) || !tokenOpens(key, 'waitlist', id, token)) throw noSuchPlace();
  const entry = await find(id);
  if (!entry) throw noSuchPlace();
  return entry;
}

/** Whether a place in either line has this id: the phone that joined follows it by its key (push-subscriptions.ts). */
export async function isPlaceInLine(db: Db, id: string): Promise<boolean> {
  for (const table of [WaitlistEntryRow.tableName, PlaceWaitlistEntryRow.tableName]) {
    if ((await db(table).select('id').where({ id }).first()) !== undefined) return true;
  }
  return false;
}

/**
 * "You're in line", in the join's transaction, with the one-click way out of `line` (its words
 * by `words`): at most one to an address in a span, however many joins name it (as a
 * subscriber's confirm e-mail), so a line cannot be used to flood someone's inbox. Whether it
 * was queued.
 */
export async function mailJoined(
  trx: Tx,
  line: Line,
  entry: { id: string; email: string | null },
  moment: Pick<Moment, 'now' | 'links'>,
  words: (to: string, leaveUrl: string) => MailDraft,
): Promise<boolean> {
  const to = entry.email;
  if (!to || !(await claimMailTo(trx, { kind: 'waitlist-joined', to }, moment.now, MAIL_AT_MOST_EVERY_MS))) {
    return false;
  }
  const { links } = moment;
  const mail = { ...words(to, links.leaveUrl(line, entry.id)), headers: links.leaveHeaders(line, entry.id) };
  await queueMail(trx, [mail], moment.now);
  return true;
}

/** Whether the owner's quiet hours hold now: a place told only by push waits for their end, holding the line. */
export function inQuietHoursNow(settings: PickupSettings, moment: Pick<Moment, 'now' | 'timeZone'>): boolean {
  const local = DateTime.fromJSDate(moment.now, { zone: moment.timeZone });
  return (
    settings.notices.quietHours !== null && inQuietHours(local.hour * 60 + local.minute, settings.notices.quietHours)
  );
}

/** When an offer made now runs out: the owner's offer time from now. */
export const offerEndsAt = (now: Date, offerMinutes: number) =>
  new Date(now.getTime() + offerMinutes * 60_000).toISOString();
