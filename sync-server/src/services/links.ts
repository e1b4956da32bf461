import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '#shared/common';

/**
 * THE bakery's signed links (docs/architecture.md, "Signed links"): every public link it sends
 * (her order, her standing order, her place in a line, a subscriber's confirm and unsubscribe)
 * is made and checked here, and nowhere else.
 *
 * A link's key is a MAC of what it opens (its purpose, the id, and for a confirm link the nonce
 * of the latest request, which each new request replaces) under one of the bakery's secret keys
 * (server_meta, shared by every server), 192 bits. Nothing per link is stored: every e-mail (the
 * confirmation, the reminder days later, a notice) can carry it, and a database copy holds no
 * customer's key. The purpose is signed with the id, so one page's key never opens another; a
 * stranger cannot make one. What is signed never changes, so links already sent keep working.
 */
export type LinkPurpose = 'order' | 'standing' | 'waitlist' | 'subscriber-confirm' | 'subscriber-unsubscribe';

const MAC_BYTES = 24;

/** The key of a link: what the link carries (`?t=`, or after a subscriber's id). */
export function linkToken(key: string, purpose: LinkPurpose, id: string, nonce = ''): string {
  return createHmac('sha256', key)
    .update(`${purpose}:${id}${nonce ? `:${nonce}` : ''}`)
    .digest()
    .subarray(0, MAC_BYTES)
    .toString('base64url');
}

/**
 * Whether a token is the key of that link, compared in constant time. Checked before anything is
 * looked up, so a wrong key costs the same whether the row exists or not (the answer is 404 for both).
 */
export function tokenOpens(key: string, purpose: LinkPurpose, id: string, token: string, nonce = ''): boolean {
  const expected = Buffer.from(linkToken(key, purpose, id, nonce));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A subscriber's links carry no id in their path, so her token is the id and its key
 * ("{id}.{key}"). A confirm token covers the confirmNonce of the request it answers.
 */
export type SubscriberPurpose = 'confirm' | 'unsubscribe';

export const subscriberToken = (key: string, purpose: SubscriberPurpose, id: string, nonce = '') =>
  `${id}.${linkToken(key, `subscriber-${purpose}`, id, nonce)}`;

/** The subscriber id a token names, unchecked (or null when it is not one): what to look up. */
export function subscriberIdOf(token: string): string | null {
  const [id = ''] = token.split('.');
  return isUuid(id) ? id : null;
}

/**
 * The subscriber a token names, or null: its key checked in constant time. An unsubscribe token
 * is checked before anything is looked up; a confirm token against the nonce of the row its id
 * names (the caller passes a made-up nonce when there is no such row, so a made-up id costs the
 * same as a real one).
 */
export function subscriberOfToken(key: string, purpose: SubscriberPurpose, token: string, nonce = ''): string | null {
  const id = subscriberIdOf(token);
  if (!id) return null;
  return tokenOpens(key, `subscriber-${purpose}`, id, token.slice(id.length + 1), nonce) ? id : null;
}

/** A line of the waitlist (docs/waitlist.md): a sold-out product's, or a full pickup's places. */
export type Line = 'product' | 'place';

/** The words of a place in line's links: the shop reads `?{offer}=` and `?{leave}=`, the API leaves at `{api}/{id}/leave`. */
const LINE_WORDS: Record<Line, { offer: string; leave: string; api: string }> = {
  product: { offer: 'offer', leave: 'leave-line', api: '/api/waitlist' },
  place: { offer: 'place-offer', leave: 'leave-place', api: '/api/waitlist/places' },
};

/** What the bakery's links are made of: the shop's address and its two keys. */
export interface LinkSources {
  publicUrl: string;
  orderLinkKey: string;
  subscriberLinkKey: string;
}

/** Every public link the bakery sends: paths for the app on screen, whole addresses for e-mail. */
export interface PublicLinks {
  /** A page of the shop ("/admin-standing"), whole: the start of every link in an e-mail. */
  url(path: string): string;
  /** Her order's page with its key ("/orders/{id}?t=…"): the confirmation on screen, a push's tap. */
  orderPath(orderId: string): string;
  /** The same, whole, for her e-mails. */
  orderUrl(orderId: string): string;
  standingPath(standingOrderId: string): string;
  standingUrl(standingOrderId: string): string;
  /** The shop's address that takes her offer: into this phone's cart, or its checkout's pickup. */
  offerPath(line: Line, entryId: string): string;
  offerUrl(line: Line, entryId: string): string;
  /** The one-click way out of the line, on the shop. */
  leaveUrl(line: Line, entryId: string): string;
  /** RFC 8058 one-click: the mail client's "unsubscribe" POSTs to the leave call itself. */
  leaveHeaders(line: Line, entryId: string): Record<string, string>;
  /** The confirm page, opened from the confirm e-mail sent with `nonce`. */
  confirmUrl(subscriberId: string, nonce: string): string;
  /** The page with the one button that stops the e-mails, linked at the foot of each. */
  unsubscribeUrl(subscriberId: string): string;
  /** RFC 8058 one-click: the mail client POSTs `List-Unsubscribe=One-Click` here (the API reads ?token=). */
  unsubscribeHeaders(subscriberId: string): Record<string, string>;
}

const oneClick = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** The bakery's links, each signed with its key: built by momentOf (services/moment.ts). */
export function linksOf({ publicUrl, orderLinkKey, subscriberLinkKey }: LinkSources): PublicLinks {
  const site = publicUrl.replace(/\/+$/, '');
  const url = (path: string) => `${site}${path}`;
  const customerKey = (purpose: 'order' | 'standing' | 'waitlist', id: string) =>
    `t=${linkToken(orderLinkKey, purpose, id)}`;
  const subscriberKey = (purpose: SubscriberPurpose, id: string, nonce = '') =>
    `token=${subscriberToken(subscriberLinkKey, purpose, id, nonce)}`;
  const links: PublicLinks = {
    url,
    orderPath: (id) => `/orders/${id}?${customerKey('order', id)}`,
    orderUrl: (id) => url(links.orderPath(id)),
    standingPath: (id) => `/standing/${id}?${customerKey('standing', id)}`,
    standingUrl: (id) => url(links.standingPath(id)),
    offerPath: (line, id) => `/?${LINE_WORDS[line].offer}=${id}&${customerKey('waitlist', id)}`,
    offerUrl: (line, id) => url(links.offerPath(line, id)),
    leaveUrl: (line, id) => url(`/?${LINE_WORDS[line].leave}=${id}&${customerKey('waitlist', id)}`),
    leaveHeaders: (line, id) => oneClick(url(`${LINE_WORDS[line].api}/${id}/leave?${customerKey('waitlist', id)}`)),
    confirmUrl: (id, nonce) => url(`/subscribe/confirm?${subscriberKey('confirm', id, nonce)}`),
    unsubscribeUrl: (id) => url(`/unsubscribe?${subscriberKey('unsubscribe', id)}`),
    unsubscribeHeaders: (id) => oneClick(url(`/api/subscribers/unsubscribe?${subscriberKey('unsubscribe', id)}`)),
  };
  return links;
}
