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
  const query = new URLSearchParams({
    txn: 'pay',
    amount: order.total,
    note: `${bakery.name} order ${orderNumberText(order.number)}`,
  });
  return `https://venmo.com/${handle}?${query.toString()}`;
}
