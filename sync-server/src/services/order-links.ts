import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The key of a customer's own order page (docs/orders.md): a MAC of the order's id under
 * the bakery's secret key (server_meta, shared by every server), 192 bits. Nothing per order is
 * stored: every e-mail (the confirmation, the reminder days later, a notice) can carry the
 * link, and a database copy holds no customer's key. A stranger cannot make one for an order.
 */
const TOKEN_BYTES = 24;

export function orderToken(key: string, orderId: string): string {
  return signedToken(key, 'order', orderId);
}

/**
 * The key of a page of hers by what it opens: 'order' (her order), 'standing' (her standing
 * order). The purpose is signed with the id, so one page's key never opens another.
 */
export function signedToken(key: string, purpose: 'order' | 'standing' | 'waitlist', id: string): string {
  return createHmac('sha256', key).update(`${purpose}:${id}`).digest().subarray(0, TOKEN_BYTES).toString('base64url');
}

/** Whether a token is the key of that page, compared in constant time. */
export function signedTokenOpens(
  key: string,
  purpose: 'order' | 'standing' | 'waitlist',
  id: string,
  token: string,
): boolean {
  const expected = Buffer.from(signedToken(key, purpose, id));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Whether a token opens an order, compared in constant time. Checked before the order is looked
 * up, so a wrong key costs the same whether the order exists or not (the answer is 404 for both).
 */
export function tokenOpens(key: string, orderId: string, token: string): boolean {
  return signedTokenOpens(key, 'order', orderId, token);
}

/** Her order page's path, for the confirmation on screen. */
export function orderPagePath(key: string, orderId: string): string {
  return `/orders/${orderId}?t=${orderToken(key, orderId)}`;
}

/** The link in her e-mails. */
export function orderLink(publicUrl: string, key: string, orderId: string): string {
  return `${publicUrl.replace(/\/$/, '')}${orderPagePath(key, orderId)}`;
}

/** Her standing order's page (docs/standing-orders.md), with its key. */
export function standingPagePath(key: string, standingOrderId: string): string {
  return `/standing/${standingOrderId}?t=${signedToken(key, 'standing', standingOrderId)}`;
}
