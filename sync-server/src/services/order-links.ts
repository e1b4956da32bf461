import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The key of a customer's own order page (docs/orders.md): a MAC of the order's id under
 * the bakery's secret key (server_meta, shared by every server), 192 bits. Nothing per order is
 * stored: every e-mail (the confirmation, the reminder days later, a notice) can carry the
 * link, and a database copy holds no customer's key. A stranger cannot make one for an order.
 */
const TOKEN_BYTES = 24;

export function orderToken(key: string, orderId: string): string {
  return createHmac('sha256', key).update(`order:${orderId}`).digest().subarray(0, TOKEN_BYTES).toString('base64url');
}

/**
 * Whether a token opens an order, compared in constant time. Checked before the order is looked
 * up, so a wrong key costs the same whether the order exists or not (the answer is 404 for both).
 */
export function tokenOpens(key: string, orderId: string, token: string): boolean {
  const expected = Buffer.from(orderToken(key, orderId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Her order page's path, for the confirmation on screen. */
export function orderPagePath(key: string, orderId: string): string {
  return `/orders/${orderId}?t=${orderToken(key, orderId)}`;
}

/** The link in her e-mails. */
export function orderLink(publicUrl: string, key: string, orderId: string): string {
  return `${publicUrl.replace(/\/$/, '')}${orderPagePath(key, orderId)}`;
}
