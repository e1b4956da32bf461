import { expect, test } from '../support/test';
import { CartDialog } from '../pages/cart-dialog';
import { CheckoutDialog } from '../pages/checkout-dialog';
import { OrderPage } from '../pages/order-page';
import { resetBakery } from '../support/bakery';

test.beforeEach(resetBakery);

// The e2e server holds carts for 20 seconds (playwright.config.ts), so this story waits for it.
test('a cart that runs out of time is cleared, its stock comes back, and checkout says the cart is empty', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const shop = new OrderPage(page);
  const cart = new CartDialog(page);
  const checkout = new CheckoutDialog(page);
  await shop.goto();
  await shop.add('Chocolate Babka', 3);

  await cart.open();
  await expect(cart.countdown()).toHaveText(/^Cart expires in 0:[01]\d$/);
  await expect(cart.countdown()).toHaveAttribute('data-urgent', 'true'); // red under 300 s
  await cart.proceed();

  await expect(shop.toast()).toContainText('Cart Expired', { timeout: 30_000 });
  await expect(shop.toast()).toContainText('Your cart has expired. Items have been released.');
  await expect(checkout.dialog).toContainText('0 items in your cart');
  const inventory = (await (await request.get('/api/inventory')).json()) as { id: string; availableStock: number }[];
  expect(inventory.find((item) => item.id === 'chocolate-babka')?.availableStock).toBe(4);

  await checkout.placeOrder();
  await expect(shop.toast()).toContainText('Empty Cart');
  await expect(shop.toast()).toContainText('Please add items to your cart before checking out.');
  await page.keyboard.press('Escape');
  await expect(shop.cartButton()).toHaveAccessibleName('Cart, 0 items');
});
