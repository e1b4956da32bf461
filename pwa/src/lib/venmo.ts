import { bakery } from '#shared/bakery';
import { orderNumberText } from '#shared/order-text';

const handle = bakery.venmoHandle.replace(/^@/, '');

/** The bakery's Venmo profile: what the QR code at checkout opens. */
export const venmoProfileUrl = `https://venmo.com/u/${handle}`;

/**
 * A payment to the bakery with the amount and the order number filled in. On a phone with Venmo
 * the link opens the app's pay screen; elsewhere, Venmo's website.
 */
export function venmoPaymentUrl(order: { total: string; number: number }): string {
  return venmoAmountUrl(order.total, `${bakery.name} order ${orderNumberText(order.number)}`);
}

/** A payment of `amount` to the bakery with its note: an order's, or a sale at the market stall. */
export function venmoAmountUrl(amount: string, note: string): string {
  const query = new URLSearchParams({ txn: 'pay', amount, note });
  return `https://venmo.com/${handle}?${query.toString()}`;
}
