import { expect, test, type APIRequestContext } from '../support/test';
import { CartDialog } from '../pages/cart-dialog';
import { CheckoutDialog, maya } from '../pages/checkout-dialog';
import { OrderPage } from '../pages/order-page';
import { resetBakery } from '../support/bakery';

test.beforeEach(resetBakery);

// The e2e server holds carts for 20 seconds (playwright.config.ts), so this story waits for it.
const babkaLeft = async (request: APIRequestContext) =>
  ((await (await request.get('/api/inventory')).json()) as { id: string; availableStock: number }[]).find(
    (item) => item.id === 'chocolate-babka',
  )?.availableStock;

test('a cart that runs out during checkout is emptied, says so in the form, and holds the same items again in one tap', async ({
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
  await expect(checkout.dialog.getByTestId('cart-countdown')).toHaveText(/^Cart expires in 0:[01]\d$/); // here too
  await checkout.fill(maya);

  await expect(shop.toast()).toContainText('Cart Expired', { timeout: 30_000 });
  await expect(shop.toast()).toContainText('Your cart has expired. Items have been released.');
  await expect(checkout.dialog).toContainText('0 items in your cart');
  const expired = checkout.dialog.getByRole('alert').filter({ hasText: 'Your cart expired' });
  await expect(expired).toContainText('Your details are kept.');
  await expect(checkout.field('email')).toHaveValue(maya.email);
  expect(await babkaLeft(request)).toBe(4);
  await checkout.placeOrder(); // with nothing held there is nothing to order
  await expect(shop.toast()).toContainText('Empty Cart');
  await expect(shop.toast()).toContainText('Please add items to your cart before checking out.');

  await expired.getByRole('button', { name: 'Hold them again' }).click();
  await expect(checkout.dialog).toContainText('3 items in your cart');
  await expect(expired).toHaveCount(0);
  expect(await babkaLeft(request)).toBe(1);
  await expect(checkout.dialog.getByTestId('cart-countdown')).toBeVisible();
});
