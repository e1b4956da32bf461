import {
  customerCancelPush,
  customerSlotMovePush,
  failedCheckoutPush,
  newOrderPush,
  orderReadyPush,
  ordersOpenNotice,
  pickupReminderPush,
  closingSoonNotice,
  standingChangePush,
  standingRefusedPush,
  waitlistOfferPush,
  type PushPayload,
} from '#shared/notices';
import { parseOrderItems } from '#shared/order-items';
import type { StoredOrder } from '#shared/order';
import type { PickupSettings } from '#shared/pickup-settings';
import { slotText } from '#shared/pickup-slots';
import { pickupText, slotOf } from '#shared/pickup-text';
import { ownerSubscriptions, subscriptionsFollowingOrders, subscriptionsOf, type Db } from '../../db';
import { queuePushes, type PushKind } from '../mail/outbox';
import type { Moment } from '../moment';
import { pushNotBefore } from './quiet-hours';

/** One thing to tell phones about, by kind (docs/notices.md). */
export type PushNotice =
  | { kind: 'orders-open'; pickupDate: string }
  | { kind: 'closing-soon'; pickupDate: string; closesAt: string; pickupDates: readonly string[] }
  | { kind: 'order-ready'; order: StoredOrder }
  | { kind: 'pickup-reminder'; order: StoredOrder }
  | { kind: 'new-order'; order: StoredOrder }
  | { kind: 'failed-checkout'; name: string; reason: string }
  | { kind: 'customer-cancel'; order: StoredOrder }
  | { kind: 'customer-slot-move'; order: StoredOrder }
  /** A regular's change to her standing order (docs/standing-orders.md), in the owner's words. */
  | { kind: 'standing-change'; id: string; title: string; body: string }
  /** Weeks of standing orders not placed: how many, for which pickup (in words), the first refusal's words. */
  | { kind: 'standing-refused'; pickup: string; count: number; reason: string }
  /**
   * The waitlist's offer (waitlist/offers.ts): `url` opens her cart with it; or, `place`, a
   * place at a full pickup kept for her checkout (waitlist/place-offers.ts).
   */
  | { kind: 'waitlist-offer'; entryId: string; name: string; minutes: number; url: string; place?: boolean };

type NoticeOf<K extends PushKind> = Extract<PushNotice, { kind: K }>;

/**
 * THE rule of who hears of each kind, one line each (push-notices.test.ts has its table):
 *  - orders open: every phone that asked for openings;
 *  - closing soon: those of them not following an order of this window already;
 *  - ready, reminder: the phones following that order (asked from its page, with its key);
 *  - a waitlist's offer: the phones following that place in line (asked when she joined, with its key);
 *  - the owner's: her phones whose session is still signed in.
 */
export const pushRecipients: { [K in PushKind]: (db: Db, notice: NoticeOf<K>, now: Date) => Promise<string[]> } = {
  'orders-open': (db) => subscriptionsOf(db, 'orders-open'),
  'closing-soon': async (db, notice) => {
    const ordered = await subscriptionsFollowingOrders(db, notice.pickupDates);
    return (await subscriptionsOf(db, 'orders-open')).filter((id) => !ordered.has(id));
  },
  'order-ready': (db, notice) => subscriptionsOf(db, `order:${notice.order.id}`),
  'pickup-reminder': (db, notice) => subscriptionsOf(db, `order:${notice.order.id}`),
  'new-order': (db, _notice, now) => ownerSubscriptions(db, now),
  'failed-checkout': (db, _notice, now) => ownerSubscriptions(db, now),
  'customer-cancel': (db, _notice, now) => ownerSubscriptions(db, now),
  'customer-slot-move': (db, _notice, now) => ownerSubscriptions(db, now),
  'standing-change': (db, _notice, now) => ownerSubscriptions(db, now),
  'standing-refused': (db, _notice, now) => ownerSubscriptions(db, now),
  'waitlist-offer': (db, notice) => subscriptionsOf(db, `waitlist:${notice.entryId}`),
};

const OWNER_KINDS: ReadonlySet<PushKind> = new Set([
  'new-order',
  'failed-checkout',
  'customer-cancel',
  'customer-slot-move',
  'standing-change',
  'standing-refused',
]);

/** Whether the owner has this kind on (her settings card, "Notices"). */
export function pushKindOn(kind: PushKind, settings: PickupSettings): boolean {
  const notices = settings.notices;
  return {
    'orders-open': notices.ordersOpen,
    'closing-soon': notices.closingSoonHours !== null,
    'order-ready': notices.orderReady,
    'pickup-reminder': settings.remindersEnabled,
    'new-order': notices.ownerNewOrder,
    'failed-checkout': notices.ownerFailedCheckout,
    // One switch for what customers change themselves: a cancel, a new pickup time.
    'customer-cancel': notices.ownerCustomerCancel,
    'customer-slot-move': notices.ownerCustomerCancel,
    // A regular's change to her standing order is one of those too; a week it could not place
    // is a checkout that did not go through.
    'standing-change': notices.ownerCustomerCancel,
    'standing-refused': notices.ownerFailedCheckout,
    // She asked to be told when her turn comes: not the owner's to turn off.
    'waitlist-offer': true,
  }[kind];
}

/** "3:30 to 4pm": the slot an order moved to. */
function movedTo(order: StoredOrder, settings: PickupSettings): string {
  const slot = slotOf(order, settings);
  return slot ? slotText(slot) : 'no set time';
}

/** What each kind says (the words are shared notices.ts, where the settings card previews them). */
function payloadOf(notice: PushNotice, settings: PickupSettings, moment: Pick<Moment, 'links'>): PushPayload {
  const orderFacts = (order: StoredOrder) => ({
    number: order.number,
    pageUrl: moment.links.orderPath(order.id), // the page a tap on an order's push opens
    pickupText: pickupText(order, settings),
  });
  const name = (order: StoredOrder) => `${order.firstName} ${order.lastName}`.trim() || 'Walk-up sale';
  const opening = { bannerMessage: settings.bannerMessage, shopUrl: '/', unsubscribeUrl: '' };
  switch (notice.kind) {
    case 'orders-open':
      return ordersOpenNotice({ ...opening, pickupDate: notice.pickupDate }).push;
    case 'closing-soon':
      return closingSoonNotice({ ...opening, pickupDate: notice.pickupDate, closesAt: notice.closesAt }).push;
    case 'order-ready':
      return orderReadyPush(orderFacts(notice.order));
    case 'pickup-reminder':
      return pickupReminderPush(orderFacts(notice.order));
    case 'new-order':
      return newOrderPush({
        number: notice.order.number,
        name: name(notice.order),
        total: notice.order.total,
        items: parseOrderItems(notice.order.items).reduce((sum, line) => sum + line.quantity, 0),
      });
    case 'failed-checkout':
      return failedCheckoutPush(notice);
    case 'customer-cancel':
      return customerCancelPush({ number: notice.order.number, name: name(notice.order), total: notice.order.total });
    case 'waitlist-offer':
      return waitlistOfferPush(notice);
    case 'standing-change':
      return standingChangePush(notice);
    case 'standing-refused':
      return standingRefusedPush(notice);
    case 'customer-slot-move':
      return customerSlotMovePush({
        number: notice.order.number,
        name: name(notice.order),
        slot: movedTo(notice.order, settings),
      });
  }
}

/**
 * Queues the pushes of some notices in the caller's transaction (the one that made them true:
 * an order placed, an order marked ready, an opening's phones claimed), one outbox row per phone, held
 * until the quiet hours end. Kinds the owner turned off queue nothing. Answers how many.
 */
export async function queuePushNotices(
  db: Db,
  notices: readonly PushNotice[],
  settings: PickupSettings,
  moment: Pick<Moment, 'now' | 'timeZone' | 'links'>,
  /** Of the phones the rule names, those to push to now (a drop notice: those due and claimed). */
  keep: (notice: PushNotice, subscriptionIds: string[]) => Promise<string[]> = async (_notice, ids) => ids,
): Promise<number> {
  const notBefore = pushNotBefore(moment.now, settings.notices.quietHours, moment.timeZone);
  const drafts = [];
  // The owner's phones are looked up once for a batch of orders, not once an order.
  const ownerPhones = new Map<string, Promise<string[]>>();
  const recipientsOf = (notice: PushNotice) => {
    const rule = pushRecipients[notice.kind] as (db: Db, notice: PushNotice, now: Date) => Promise<string[]>;
    if (!OWNER_KINDS.has(notice.kind)) return rule(db, notice, moment.now);
    if (!ownerPhones.has('owner')) ownerPhones.set('owner', rule(db, notice, moment.now));
    return ownerPhones.get('owner')!;
  };
  for (const notice of notices) {
    if (!pushKindOn(notice.kind, settings)) continue;
    const payload = payloadOf(notice, settings, moment);
    for (const subscriptionId of await keep(notice, await recipientsOf(notice))) {
      drafts.push({ kind: notice.kind, subscriptionId, payload, notBefore });
    }
  }
  await queuePushes(db, drafts, moment.now);
  return drafts.length;
}
