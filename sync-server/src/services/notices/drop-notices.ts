import { DateTime } from 'luxon';
import { closingSoonNotice, closingTimeText, ordersOpenNotice, type OpeningFacts } from '#shared/notices';
import type { PickupSettings } from '#shared/pickup-settings';
import {
  claimRecipients,
  confirmedSubscribers,
  countDropNotice,
  inTransaction,
  openingNotice,
  phonesAskingForOpeningsBy,
  subscribersWithOrders,
  type Db,
  type Subscriber,
} from '../../db';
import { allChanged, type Changed } from '../announce';
import type { PublicLinks } from '../links';
import type { Moment } from '../moment';
import { placeDueStandingOrders } from '../standing/place-standing';
import { queueMail, type MailDraft } from '../mail/outbox';
import { applyScheduleIfAutoManaged, getPickupSettings, ordersOpenedAt } from '../pickups/pickup-settings';
import { homeSchedule } from '../pickups/pickups';
import { scheduleState } from '../pickups/schedule';
import { queuePushNotices, type PushNotice } from './push-notices';
import { nextPickupDateOf } from '../pickups/pickups';

/**
 * The work of orders being open, in the transaction of whatever opened them (the owner's
 * switch, the schedule's minute) and again every minute: the week's standing orders placed
 * first (standing/place-standing.ts), so they take stock and places before any customer can,
 * then the opening's notices. What both changed, to tell once the transaction commits.
 */
export async function openingWork(db: Db, moment: Moment): Promise<{ sent: SentDrop[]; changed: Changed }> {
  return inTransaction(db, async (trx) => {
    const standing = await placeDueStandingOrders(trx, await getPickupSettings(trx, moment), moment);
    const sent = await announceDueNotices(trx, moment);
    return { sent, changed: allChanged([standing.changed, { mail: sent.length > 0 }]) };
  });
}

export interface SentDrop {
  kind: 'orders-open' | 'closing-soon';
  opening: string;
  emails: number;
  pushes: number;
}

/**
 * The notices of an opening (docs/notices.md), checked in the transaction of every
 * change that can open orders (the owner's switch, the schedule) and again every minute, so an
 * opening missed by a crash is still announced:
 *  1. orders must be open; the opening is named by the pickup it takes orders for (the next
 *     home pickup day): closing and reopening before that pickup is the same opening;
 *  2. who is due it: every confirmed subscriber and every phone that asked for openings by the
 *     time orders (re)opened for it (the later of its first announcement and the last time
 *     orders went from closed to open), so one who asks while orders are paused is told when
 *     they reopen, and one who asks while they are open hears of the next opening;
 *  3. each of them not told yet is claimed (db claimRecipients: one row per kind, opening and
 *     recipient): only the transaction that inserts a claim tells that recipient, on any
 *     server, after any restart;
 *  4. one e-mail per subscriber claimed (each with its one-click unsubscribe) and one push per
 *     phone claimed are queued in the same transaction as the claims, so both commit or
 *     neither does. With the notice turned off, the due are still claimed: turning it on later
 *     does not announce an opening that is already under way.
 * Then, while the schedule runs the week and the owner set "closing soon", the same for that
 * notice, N hours before the close, to subscribers with no order of this window yet.
 */
export function announceDueNotices(db: Db, moment: Moment): Promise<SentDrop[]> {
  return inTransaction(db, async (trx) => {
    const settings = await getPickupSettings(trx, moment);
    if (!settings.ordersOpen) return [];
    const sent = [await announceOpening(trx, settings, moment), await announceClosingSoon(trx, settings, moment)];
    return sent.filter((each): each is SentDrop => each !== null);
  });
}

/**
 * The scheduler's minute (jobs.ts): the schedule's change and the notices it makes due (an
 * opening, "closing soon") in one transaction, so an opening and its notices commit together;
 * run every minute, so an opening a crash interrupted is still announced.
 */
export function applyScheduleAndAnnounce(db: Db, moment: Moment): Promise<{ changed: Changed; sent: SentDrop[] }> {
  return inTransaction(db, async (trx) => {
    const settings = await applyScheduleIfAutoManaged(trx, moment);
    const { sent, changed } = await openingWork(trx, moment);
    return { changed: { ...changed, settings }, sent };
  });
}

async function announceOpening(db: Db, settings: PickupSettings, moment: Moment): Promise<SentDrop | null> {
  return announceToDue(db, settings, moment, {
    kind: 'orders-open',
    on: settings.notices.ordersOpen,
    subscribers: (due) => confirmedSubscribers(db, due),
    mail: (facts) => ordersOpenNotice({ ...facts, ...openingFacts(settings) }),
    push: { kind: 'orders-open', pickupDate: settings.pickupDate },
  });
}

async function announceClosingSoon(db: Db, settings: PickupSettings, moment: Moment): Promise<SentDrop | null> {
  const hours = settings.notices.closingSoonHours;
  // Only the schedule knows when orders close; with the owner's switch alone there is no "soon".
  if (hours === null || !settings.autoManage) return null;
  const { cutoff } = scheduleState(moment.now, homeSchedule(settings, moment.now, moment.timeZone), moment.timeZone);
  if (moment.now.getTime() < cutoff.getTime() - hours * 3_600_000) return null;
  // This window's orders: the next pickup at each place, whichever she chose.
  const pickupDates = Object.values(settings.nextPickupDates);
  const close = DateTime.fromJSDate(cutoff, { zone: moment.timeZone });
  const closesAt = closingTimeText(close.weekday % 7, close.toFormat('HH:mm'));
  return announceToDue(db, settings, moment, {
    kind: 'closing-soon',
    on: true,
    subscribers: async (due) => {
      const ordered = await subscribersWithOrders(db, pickupDates);
      return (await confirmedSubscribers(db, due)).filter((subscriber) => !ordered.has(subscriber.id));
    },
    mail: (facts) => closingSoonNotice({ ...facts, ...openingFacts(settings), closesAt }),
    push: { kind: 'closing-soon', pickupDate: settings.pickupDate, closesAt, pickupDates },
  });
}

/** One notice of the opening under way, to those due it and not told yet (steps 2 to 4 above). */
async function announceToDue(
  db: Db,
  settings: PickupSettings,
  moment: Moment,
  notice: {
    kind: SentDrop['kind'];
    /** The owner's switch of this notice. */
    on: boolean;
    /** The subscribers the notice is for, of those confirmed by `due`. */
    subscribers: (due: string) => Promise<Pick<Subscriber, 'id' | 'email'>[]>;
    mail: (facts: Pick<OpeningFacts, 'shopUrl' | 'unsubscribeUrl'>) => { subject: string; text: string };
    push: PushNotice & { kind: SentDrop['kind'] };
  },
): Promise<SentDrop | null> {
  const { kind } = notice;
  const opening = nextPickupDateOf(settings, 'home');
  const announcedAt = await openingNotice(db, kind, opening, moment.now);
  const openedAt = await ordersOpenedAt(db);
  const due = openedAt && openedAt > announcedAt ? openedAt : announcedAt;
  const firstTime = announcedAt === moment.now.toISOString();

  const subscribers = await notice.subscribers(due);
  const claimedSubscribers = await claimRecipients(
    db,
    kind,
    opening,
    subscribers.map((subscriber) => `subscriber:${subscriber.id}`),
    moment.now,
  );
  const toMail = subscribers.filter((subscriber) => claimedSubscribers.has(`subscriber:${subscriber.id}`));
  const askedBy = await phonesAskingForOpeningsBy(db, due);
  const claimPhones = async (ids: readonly string[]) => {
    const claimed = await claimRecipients(
      db,
      kind,
      opening,
      ids.filter((id) => askedBy.has(id)).map((id) => `phone:${id}`),
      moment.now,
    );
    return ids.filter((id) => claimed.has(`phone:${id}`));
  };

  let emails = 0;
  let pushes = 0;
  if (notice.on) {
    const mail = toMail.map((subscriber) => noticeMail(kind, subscriber, moment.links, notice.mail));
    await queueMail(db, mail, moment.now);
    emails = mail.length;
    pushes = await queuePushNotices(db, [notice.push], settings, moment, (_push, ids) => claimPhones(ids));
  } else {
    // Off: the due are claimed all the same, so turning it on later tells none of them.
    await claimPhones([...askedBy]);
  }
  if (emails + pushes > 0) await countDropNotice(db, kind, opening, { emails, pushes });
  return firstTime || emails + pushes > 0 ? { kind, opening, emails, pushes } : null;
}

const openingFacts = (settings: PickupSettings) => ({
  pickupDate: settings.pickupDate,
  bannerMessage: settings.bannerMessage,
});

function noticeMail(
  kind: 'orders-open' | 'closing-soon',
  subscriber: Pick<Subscriber, 'id' | 'email'>,
  links: PublicLinks,
  words: (facts: Pick<OpeningFacts, 'shopUrl' | 'unsubscribeUrl'>) => { subject: string; text: string },
): MailDraft {
  const { subject, text } = words({
    shopUrl: links.url('/'),
    unsubscribeUrl: links.unsubscribeUrl(subscriber.id),
  });
  return { kind, to: subscriber.email, subject, text, headers: links.unsubscribeHeaders(subscriber.id) };
}
