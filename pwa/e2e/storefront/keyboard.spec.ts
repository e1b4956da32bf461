import { expect, test } from '../support/test';
import { OrderPage } from '../pages/order-page';
import { db, resetBakery } from '../support/bakery';

test.beforeEach(resetBakery);

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user walks the page. */
async function tabTo(
  page: import('@playwright/test').Page,
  target: import('@playwright/test').Locator,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
) {
  for (let i = 0; i < 120; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached the control`);
}

test('a keyboard alone can place an order', async ({ page }) => {
  const shop = new OrderPage(page);
  await shop.goto();
  const muffins = shop.product('English Muffins');

  await tabTo(page, muffins.getByRole('button', { name: 'Increase quantity' }));
  for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
  await tabTo(page, shop.addButton('English Muffins'));
  await page.keyboard.press('Enter');
  await expect(shop.toast()).toContainText('English Muffins x 3');

  await tabTo(page, shop.cartButton(), 'Shift+Tab'); // back up to the header
  await page.keyboard.press('Enter');
  const cart = page.getByRole('dialog', { name: 'Your Order' });
  await expect(cart).toBeVisible();
  await tabTo(page, cart.getByRole('button', { name: 'Proceed to Checkout' }));
  await page.keyboard.press('Enter');

  const checkout = page.getByRole('dialog', { name: 'Complete Your Order' });
  await tabTo(page, checkout.locator('input[name="firstName"]'));
  await page.keyboard.type('Kai');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lee');
  await page.keyboard.press('Tab');
  await page.keyboard.type('kai@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('406 555 0177');
  await page.keyboard.press('Tab'); // into the payment radios
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown'); // Venmo -> Cash at pickup
  await tabTo(page, checkout.getByRole('button', { name: 'Place Order' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('dialog', { name: 'Order Confirmed!' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Order Confirmed!' })).toBeHidden();
  const order = (await db('orders').where({ email: 'kai@example.com' }).first()) as {
    paymentMethod: string;
    total: number;
  };
  expect(order).toMatchObject({ paymentMethod: 'cash', total: 12 });
});
