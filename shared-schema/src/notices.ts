import * as z from 'zod/mini';
import { bakery } from './bakery';
export { defaultNoticeSettings, noticeSettingsSchema, type NoticeSettings } from './notice-settings';

/**
 * What the bakery tells people by itself (docs/notices.md), and the owner's switches for
 * each kind. The words of every notice are here, one copy, so the owner's settings card shows
 * exactly the e-mail and the notification the server will send.
 */
/** What a push carries (the service worker shows it): a title, a line, the page a tap opens. */
export const pushPayloadSchema = z.object({
  title: z.string().check(z.maxLength(120)),
  body: z.string().check(z.maxLength(400)),
  /** A path of this site ("/orders/...?t=..."), never another site's address. */
  url: z.string().check(z.startsWith('/'), z.maxLength(400)),
  /** Notifications with the same tag replace each other on the phone. */
  tag: z.optional(z.string().check(z.maxLength(80))),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** A notice as an e-mail (subject and text) and as a push. */
export interface NoticeText {
  subject: string;
  text: string;
  push: PushPayload;
}

export interface OpeningFacts {
  /** "Friday, December 4th after 3:00 PM": the pickup the opening takes orders for. */
  pickupDate: string;
  /** The banner the owner wrote, shown in the notice when it is not the default. */
  bannerMessage: string;
  /** The shop's address ("https://bridgerglutenfree.com/"). */
  shopUrl: string;
  /** Where one click stops these e-mails; "" in a preview. */
  unsubscribeUrl: string;
}

const signOff = (unsubscribeUrl: string) => [
  '',
  `${bakery.name}, ${bakery.city}`,
  `You get this because you asked to hear when orders open. Stop these e-mails: ${unsubscribeUrl || '(your link)'}`,
];

const ownWords = (banner: string) =>
  banner.trim() && banner.trim() !== bakery.defaultBannerMessage ? ['', banner.trim()] : [];

export function ordersOpenNotice(facts: OpeningFacts): NoticeText {
  return {
    subject: `Orders are open: pickup ${facts.pickupDate}`,
    text: [
      'Hi,',
      '',
      `Orders are open at ${bakery.name} for pickup ${facts.pickupDate}.`,
      ...ownWords(facts.bannerMessage),
      '',
      `Order here: ${facts.shopUrl}`,
      ...signOff(facts.unsubscribeUrl),
    ].join('\n'),
    push: {
      title: 'Orders are open',
      body: `Order now for pickup ${facts.pickupDate}.`,
      url: '/',
      tag: 'orders-open',
    },
  };
}

const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Wednesday at 3:00 PM": when orders close, from a weekday (0 = Sunday) and "HH:MM". */
export function closingTimeText(weekday: number, time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${dayNames[weekday] ?? ''} at ${twelve}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

export function closingSoonNotice(facts: OpeningFacts & { closesAt: string }): NoticeText {
  return {
    subject: `Orders close ${facts.closesAt}: pickup ${facts.pickupDate}`,
    text: [
      'Hi,',
      '',
      `A last call: orders for pickup ${facts.pickupDate} close ${facts.closesAt}.`,
      ...ownWords(facts.bannerMessage),
      '',
      `Order here: ${facts.shopUrl}`,
      ...signOff(facts.unsubscribeUrl),
    ].join('\n'),
    push: {
      title: 'Orders close soon',
      body: `Orders for pickup ${facts.pickupDate} close ${facts.closesAt}.`,
      url: '/',
      tag: 'orders-open',
    },
  };
}

/**
 * The waitlist's offer (docs/waitlist.md): the loaf is hers for a few minutes, or (`place`) a
 * place at a full pickup ("a 3:30 to 3:45pm home pickup on Friday, December 4") is kept for her.
 */
export function waitlistOfferPush(offer: { name: string; minutes: number; url: string; place?: boolean }): PushPayload {
  const name = offer.name.charAt(0).toUpperCase() + offer.name.slice(1);
  return {
    title: `${name} is yours for ${offer.minutes} minutes`,
    body: offer.place
      ? 'A place came back and you were first in line. Tap to fill your cart and check out.'
      : 'It came back and you were first in line: it is in your cart. Tap to check out.',
    url: offer.url,
    tag: `waitlist-${offer.url}`,
  };
}

/** The push to a customer when her order is ready (the e-mail is the owner's pickup notice). */

export function orderReadyPush(order: { number: number; pageUrl: string; pickupText: string }): PushPayload {
  return {
    title: `Order #${order.number} is ready`,
    body: order.pickupText,
    url: order.pageUrl,
    tag: `order-${order.number}`,
  };
}

export function pickupReminderPush(order: { number: number; pageUrl: string; pickupText: string }): PushPayload {
  return {
    title: `Pickup tomorrow: order #${order.number}`,
    body: order.pickupText,
    url: order.pageUrl,
    tag: `order-${order.number}`,
  };
}

export function newOrderPush(order: { number: number; name: string; total: string; items: number }): PushPayload {
  return {
    title: `New order #${order.number}: $${order.total}`,
    body: `${order.name}, ${order.items} item${order.items === 1 ? '' : 's'}`,
    url: '/admin-orders',
    tag: `order-${order.number}`,
  };
}

export function failedCheckoutPush(attempt: { name: string; reason: string }): PushPayload {
  return {
    title: 'A checkout did not go through',
    body: `${attempt.name || 'A customer'}: ${attempt.reason}`,
    url: '/admin-failed-orders',
    tag: 'failed-checkout',
  };
}

export function customerCancelPush(order: { number: number; name: string; total: string }): PushPayload {
  return {
    title: `Order #${order.number} cancelled by the customer`,
    body: `${order.name}, $${order.total}: back in stock`,
    url: '/admin-orders',
    tag: `order-${order.number}`,
  };
}

export function customerSlotMovePush(order: { number: number; name: string; slot: string }): PushPayload {
  return {
    title: `Order #${order.number} moved by the customer`,
    body: `${order.name} now comes at ${order.slot}`,
    url: '/admin-orders',
    tag: `order-${order.number}`,
  };
}

/** To the owner: a regular paused, went on again, skipped a week, changed or stopped her standing order, or asks for more. */
export function standingChangePush(change: { id: string; title: string; body: string }): PushPayload {
  return { title: change.title, body: change.body, url: '/admin-standing', tag: `standing-${change.id}` };
}

/** To the owner: weeks of standing orders the checkout's rules refused (sold out, a full pickup); `pickup` in words. */
export function standingRefusedPush(refused: { pickup: string; count: number; reason: string }): PushPayload {
  return {
    title: `${refused.count} standing order${refused.count === 1 ? '' : 's'} not placed for ${refused.pickup}`,
    body: `${refused.reason.replace(/[.!?]?$/, '.')} Set the stock, or place them on Standing Orders.`,
    url: '/admin-standing',
    tag: 'standing-refused',
  };
}

/**
 * Whether `minutes` (since midnight, bakery time) falls in the quiet hours. "21:00" to "07:00"
 * spans midnight: quiet from 21:00 to 23:59 and from 00:00 to 06:59.
 */
export function inQuietHours(minutes: number, quiet: { from: string; to: string }): boolean {
  const from = minutesOf(quiet.from);
  const to = minutesOf(quiet.to);
  return from < to ? minutes >= from && minutes < to : minutes >= from || minutes < to;
}

export const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};
