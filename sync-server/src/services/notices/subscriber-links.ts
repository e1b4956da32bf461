import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '#shared/common';

/**
 * The keys of a subscriber's links, like an order's (order-links.ts): the subscriber's id and a
 * MAC of it and the link's purpose under the bakery's secret key, 192 bits. Nothing is stored:
 * every notice can carry its unsubscribe link, and a link for one purpose opens no other.
 */
export type LinkPurpose = 'confirm' | 'unsubscribe';
const MAC_BYTES = 24;

const macOf = (key: string, purpose: LinkPurpose, id: string) =>
  createHmac('sha256', key).update(`subscriber-${purpose}:${id}`).digest().subarray(0, MAC_BYTES).toString('base64url');

export const subscriberToken = (key: string, purpose: LinkPurpose, id: string) => `${id}.${macOf(key, purpose, id)}`;

/**
 * The subscriber a token names, or null. The MAC is checked before anything is looked up, in
 * constant time, so a made-up token costs the same whether the id exists or not.
 */
export function subscriberOfToken(key: string, purpose: LinkPurpose, token: string): string | null {
  const [id = '', mac = ''] = token.split('.');
  if (!isUuid(id)) return null;
  const expected = Buffer.from(macOf(key, purpose, id));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

export interface SubscriberLinks {
  publicUrl: string;
  linkKey: string;
}

/** The confirm page, opened from the confirm e-mail. */
export const confirmLink = (links: SubscriberLinks, id: string) =>
  `${links.publicUrl}/subscribe/confirm?token=${subscriberToken(links.linkKey, 'confirm', id)}`;

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
