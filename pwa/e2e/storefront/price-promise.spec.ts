import { expect, test } from '../support/test';
import { CartDialog } from '../pages/cart-dialog';
import { CheckoutDialog, maya } from '../pages/checkout-dialog';
import { OrderPage } from '../pages/order-page';
import { db, resetBakery, setPrice } from '../support/bakery';

test.beforeEach(resetBakery);
test.afterAll(resetBakery); // the base prices back for the other specs

/** The last order Maya placed, as stored. */
const lastOrderTotal = async () =>
  Number(
    ((await db('orders').where({ email: maya.email }).orderBy('createdAt', 'desc').first()) as { total: number }).total,
  );

async function checkOut(page: import('@playwright/test').Page) {
  const checkout = new CheckoutDialog(page);
  await new CartDialog(page).proceed();
  await checkout.fill(maya);
  await checkout.pay('Cash at pickup');
  await checkout.pickUp('Home pickup');
  await checkout.placeOrder();
  await expect(checkout.confirmation).toBeVisible();
  return checkout;
}

test('a price raised while the babka sits in the cart is not charged: she pays what she saw', async ({ page }) => {
  const shop = new OrderPage(page);
  const cart = new CartDialog(page);
  await shop.goto();
  await shop.add('Chocolate Babka', 2);
  await cart.open();
  await expect(cart.total()).toHaveText('$32.00');
  await cart.close();

  await setPrice('chocolate-babka', '18.00'); // the owner, at the market
  await expect(shop.product('Chocolate Babka')).toContainText('$18.00'); // the shop heard of it live
  await cart.open();
  await expect(cart.lines().first()).toContainText('$16.00 x 2');
  await expect(cart.total()).toHaveText('$32.00');

  const checkout = await checkOut(page);
  await expect(checkout.confirmation).toContainText('Total: $32.00');
  expect(await lastOrderTotal()).toBe(32);
});

test('a price lowered while the babka sits in the cart is hers, and the cart says so', async ({ page }) => {
  const shop = new OrderPage(page);
  const cart = new CartDialog(page);
  await shop.goto();
  await shop.add('Chocolate Babka', 2);
  await setPrice('chocolate-babka', '15.00');
  await expect(shop.product('Chocolate Babka')).toContainText('$15.00');
  await cart.open();
  await expect(cart.dialog.getByTestId('price-drop')).toHaveText('Price dropped from $16.00 to $15.00');
  await expect(cart.total()).toHaveText('$30.00');

  const checkout = await checkOut(page);
  await expect(checkout.confirmation).toContainText('Total: $30.00');
  expect(await lastOrderTotal()).toBe(30);
});

test('the cart names the 3 for $12 deal where it applies', async ({ page }) => {
  const shop = new OrderPage(page);
  const cart = new CartDialog(page);
  await shop.goto();
  await shop.add('Raspberry Scone', 2);
  await cart.open();
  await expect(cart.lines().first()).not.toContainText('3 for $12 applied');
  await cart.close();
  await shop.add('Raspberry Scone', 1);
  await cart.open();
  await expect(cart.lines().first()).toContainText('3 for $12 applied');
  await expect(cart.total()).toHaveText('$12.00');
});
