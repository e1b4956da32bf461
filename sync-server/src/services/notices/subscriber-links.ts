import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '#shared/common';

/**
 * The keys of a subscriber's links, like an order's (order-links.ts): the subscriber's id and a
 * MAC of it and the link's purpose under the bakery's secret key, 192 bits. A link for one
 * purpose opens no other. An unsubscribe link is the same for good (every notice carries one);
 * a confirm link also covers the subscriber's confirmNonce, which each new request replaces, so
 * only the latest confirm e-mail's link works.
 */
export type LinkPurpose = 'confirm' | 'unsubscribe';
const MAC_BYTES = 24;

const macOf = (key: string, purpose: LinkPurpose, id: string, nonce: string) =>
  createHmac('sha256', key)
    .update(`subscriber-${purpose}:${id}${nonce ? `:${nonce}` : ''}`)
    .digest()
    .subarray(0, MAC_BYTES)
    .toString('base64url');

/** `nonce`: the subscriber's confirmNonce, for a confirm link. */
export const subscriberToken = (key: string, purpose: LinkPurpose, id: string, nonce = '') =>
  `${id}.${macOf(key, purpose, id, nonce)}`;

/** The subscriber id a token names, unchecked (or null when it is not one): what to look up. */
export function idOfToken(token: string): string | null {
  const [id = ''] = token.split('.');
  return isUuid(id) ? id : null;
}

/**
 * The subscriber a token names, or null: its MAC checked in constant time. An unsubscribe
 * token is checked before anything is looked up; a confirm token against the nonce of the row
 * its id names (the caller passes a made-up nonce when there is no such row, so a made-up id
 * costs the same as a real one).
 */
export function subscriberOfToken(key: string, purpose: LinkPurpose, token: string, nonce = ''): string | null {
  const id = idOfToken(token);
  if (!id) return null;
  const expected = Buffer.from(macOf(key, purpose, id, nonce));
  const given = Buffer.from(token.slice(id.length + 1));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

export interface SubscriberLinks {
  publicUrl: string;
  linkKey: string;
}

/** The confirm page, opened from the confirm e-mail; `nonce` is the one this e-mail was sent with. */
export const confirmLink = (links: SubscriberLinks, id: string, nonce: string) =>
  `${links.publicUrl}/subscribe/confirm?token=${subscriberToken(links.linkKey, 'confirm', id, nonce)}`;

/** The page with the one button that stops the e-mails, linked at the foot of each. */
export const unsubscribePage = (links: SubscriberLinks, id: string) =>
  `${links.publicUrl}/unsubscribe?token=${subscriberToken(links.linkKey, 'unsubscribe', id)}`;

/**
 * RFC 8058 one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` to this
 * address (the API reads the token from the query), so the person never leaves her inbox.
 */
export function unsubscribeHeaders(links: SubscriberLinks, id: string): Record<string, string> {
  const url = `${links.publicUrl}/api/subscribers/unsubscribe?token=${subscriberToken(links.linkKey, 'unsubscribe', id)}`;
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
