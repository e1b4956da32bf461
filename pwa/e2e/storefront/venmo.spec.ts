import { expect, test } from '../support/test';
import { CartDialog } from '../pages/cart-dialog';
import { CheckoutDialog, maya } from '../pages/checkout-dialog';
import { OrderPage } from '../pages/order-page';
import { db, resetBakery } from '../support/bakery';

test.beforeEach(resetBakery);
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone, paying by Venmo offers a tappable link with the amount and the order number', async ({ page }) => {
  const shop = new OrderPage(page);
  const cart = new CartDialog(page);
  const checkout = new CheckoutDialog(page);
  await shop.goto();
  await shop.add('Chocolate Babka', 1);
  await cart.open();
  await cart.proceed();
  await checkout.fill(maya);
  await checkout.pay('Venmo');
  await checkout.pickUp('Home pickup');
  await checkout.placeOrder();
  await expect(checkout.confirmation).toBeVisible();

  const { number } = (await db('orders').where({ email: maya.email }).orderBy('createdAt', 'desc').first()) as {
    number: number;
  };
  const pay = checkout.confirmation.getByRole('link', { name: 'Pay $16.00 in Venmo' });
  await expect(pay).toBeVisible();
  const href = new URL((await pay.getAttribute('href'))!);
  expect(href.origin).toBe('https://venmo.com');
  expect(Object.fromEntries(href.searchParams)).toMatchObject({ txn: 'pay', amount: '16.00' });
  expect(href.searchParams.get('note')).toContain(`#${number}`);
  // A phone cannot scan its own screen: the code is for wide screens (shop-words.spec.ts).
  await expect(checkout.confirmation.getByRole('img', { name: /QR code for Venmo/ })).toHaveCount(0);
});
