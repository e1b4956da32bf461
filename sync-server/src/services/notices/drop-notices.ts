import { DateTime } from 'luxon';
import { closingSoonNotice, closingTimeText, ordersOpenNotice, type OpeningFacts } from '#shared/notices';
import type { PickupSettings } from '#shared/pickup-settings';
import {
  claimDropNotice,
  confirmedSubscribers,
  inTransaction,
  recordDropNotice,
  subscribersWithOrders,
  type Db,
  type Subscriber,
} from '../../db';
import { queueMail, type MailDraft } from '../mail/outbox';
import { applyScheduleIfAutoManaged, getPickupSettings } from '../pickup-settings';
import { scheduleState } from '../schedule';
import { queuePushNotices, type PushMoment } from './push-notices';
import { unsubscribeHeaders, unsubscribePage, type SubscriberLinks } from './subscriber-links';

export interface DropMoment extends PushMoment, SubscriberLinks {}

/** The moment of a drop notice, from the server's deps. */
export const dropMoment = (deps: {
  clock: { now(): Date };
  config: { bakeryTimeZone: string; publicUrl: string };
  orderLinkKey: string;
  subscriberLinkKey: string;
}): DropMoment => ({
  now: deps.clock.now(),
  timeZone: deps.config.bakeryTimeZone,
  orderLinkKey: deps.orderLinkKey,
  publicUrl: deps.config.publicUrl,
  linkKey: deps.subscriberLinkKey,
});

export interface SentDrop {
  kind: 'orders-open' | 'closing-soon';
  opening: string;
  emails: number;
  pushes: number;
}

/**
 * The notices of an opening (CONTRACT.md section 10), checked in the transaction of every
 * change that can open orders (the owner's switch, the schedule) and again every minute, so an
 * opening missed by a crash is still announced:
 *  1. orders must be open; the opening is named by the pickup it takes orders for (the next
 *     home pickup day): closing and reopening before that pickup is the same opening;
 *  2. claim the notice of that opening (db claimDropNotice: one row per kind and opening): only
 *     the transaction that inserts it goes on, on any server, after any restart;
 *  3. queue one e-mail per confirmed subscriber (each with its one-click unsubscribe) and one
 *     push per phone that asked, in the same transaction as the claim, so both commit or
 *     neither does. With the notice turned off, the opening is still claimed: turning it on
 *     later does not announce an opening that is already under way.
 * Then, while the schedule runs the week and the owner set "closing soon", the same for that
 * notice, N hours before the close, to subscribers with no order of this window yet.
 */
export function announceDueNotices(db: Db, moment: DropMoment): Promise<SentDrop[]> {
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
export function applyScheduleAndAnnounce(db: Db, moment: DropMoment) {
  return inTransaction(db, async (trx) => ({
    changed: await applyScheduleIfAutoManaged(trx, moment),
    sent: await announceDueNotices(trx, moment),
  }));
}

async function announceOpening(db: Db, settings: PickupSettings, moment: DropMoment): Promise<SentDrop | null> {
  const opening = settings.nextPickupDates.home;
  if (!(await claimDropNotice(db, 'orders-open', opening, moment.now))) return null;
  if (!settings.notices.ordersOpen) return { kind: 'orders-open', opening, emails: 0, pushes: 0 };
  const subscribers = await confirmedSubscribers(db);
  const mail = subscribers.map((subscriber) =>
    noticeMail('orders-open', subscriber, moment, (facts) => ordersOpenNotice({ ...facts, ...openingFacts(settings) })),
  );
  await queueMail(db, mail, moment.now);
  const pushes = await queuePushNotices(
    db,
    [{ kind: 'orders-open', pickupDate: settings.pickupDate }],
    settings,
    moment,
  );
  return recorded(db, { kind: 'orders-open', opening, emails: mail.length, pushes });
}

async function announceClosingSoon(db: Db, settings: PickupSettings, moment: DropMoment): Promise<SentDrop | null> {
  const hours = settings.notices.closingSoonHours;
  // Only the schedule knows when orders close; with the owner's switch alone there is no "soon".
  if (hours === null || !settings.autoManage) return null;
  const { cutoff } = scheduleState(moment.now, settings, moment.timeZone);
  if (moment.now.getTime() < cutoff.getTime() - hours * 3_600_000) return null;
  const opening = settings.nextPickupDates.home;
  if (!(await claimDropNotice(db, 'closing-soon', opening, moment.now))) return null;
  // This window's orders: the next home pickup and the next market, whichever she chose.
  const pickupDates = [settings.nextPickupDates.home, settings.nextPickupDates['farmers-market']];
  const ordered = await subscribersWithOrders(db, pickupDates);
  const close = DateTime.fromJSDate(cutoff, { zone: moment.timeZone });
  const closesAt = closingTimeText(close.weekday % 7, close.toFormat('HH:mm'));
  const mail = (await confirmedSubscribers(db))
    .filter((subscriber) => !ordered.has(subscriber.id))
    .map((subscriber) =>
      noticeMail('closing-soon', subscriber, moment, (facts) =>
        closingSoonNotice({ ...facts, ...openingFacts(settings), closesAt }),
      ),
    );
  await queueMail(db, mail, moment.now);
  const pushes = await queuePushNotices(
    db,
    [{ kind: 'closing-soon', pickupDate: settings.pickupDate, closesAt, pickupDates }],
    settings,
    moment,
  );
  return recorded(db, { kind: 'closing-soon', opening, emails: mail.length, pushes });
}

const openingFacts = (settings: PickupSettings) => ({
  pickupDate: settings.pickupDate,
  bannerMessage: settings.bannerMessage,
});

function noticeMail(
  kind: 'orders-open' | 'closing-soon',
  subscriber: Pick<Subscriber, 'id' | 'email'>,
  links: SubscriberLinks,
  words: (facts: Pick<OpeningFacts, 'shopUrl' | 'unsubscribeUrl'>) => { subject: string; text: string },
): MailDraft {
  const { subject, text } = words({
    shopUrl: `${links.publicUrl}/`,
    unsubscribeUrl: unsubscribePage(links, subscriber.id),
  });
  return { kind, to: subscriber.email, subject, text, headers: unsubscribeHeaders(links, subscriber.id) };
}

async function recorded(db: Db, drop: SentDrop): Promise<SentDrop> {
  await recordDropNotice(db, drop.kind, drop.opening, { emails: drop.emails, pushes: drop.pushes });
  return drop;
}
