import { expect, test } from '../support/test';
import { randomUUID } from 'node:crypto';
import { CartDialog } from '../pages/cart-dialog';
import { CheckoutDialog, maya } from '../pages/checkout-dialog';
import { ReviewsPage } from '../pages/forms';
import { OrderPage } from '../pages/order-page';
import { addApprovedReview, addPublishedRecipe, db, resetBakery } from '../support/bakery';
import { goOffline, goOnline, installApp } from '../support/network';

// These stories need the app's service worker (installApp), which the config blocks by default.
test.use({ serviceWorkers: 'allow' });

test.beforeEach(resetBakery);

test('with no connection the shop, recipes, a recipe and reviews still show what was last seen', async ({
  page,
  context,
}) => {
  const title = `Offline Bagels ${randomUUID().slice(0, 6)}`;
  await addPublishedRecipe({
    title,
    description: 'Boiled, then baked.',
    content: 'Ingredients:\nflour\n\nInstructions:\nboil and bake',
    tags: ['bagels'],
    difficulty: 'Hard',
  });
  const reviewText = `Still here when offline ${randomUUID().slice(0, 6)}`;
  await addApprovedReview({ customerName: 'Rae', rating: 5, reviewText });

  await installApp(page);
  const shop = new OrderPage(page);
  await expect(shop.product('Focaccia')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Recipes' }).click();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reviews' }).click();
  await expect(page.getByText(reviewText)).toBeVisible();

  await goOffline(context);
  await page.goto('/');
  await expect(shop.product('Focaccia')).toBeVisible();
  await expect(page.getByText(/^Offline: showing what you saw at/)).toBeVisible();
  // Its picture is a file of the app (not text in its code): the service worker has it too.
  const picture = shop.product('Focaccia').getByRole('img');
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  await shop.increase('Bagels', 4);
  await expect(shop.addButton('Bagels')).toHaveText("Offline: can't hold stock now");
  await expect(shop.addButton('Bagels')).toBeDisabled();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Recipes' }).click();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.reload();
  await page.getByRole('link', { name: title }).click();
  // A recipe never opened online: its page is read from the list the phone saved, also after a reload.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Instructions:' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reviews' }).click();
  await expect(page.getByText(reviewText)).toBeVisible();
});

test('a review written offline is kept and sent on reconnect', async ({ page, context }) => {
  const text = `Written on the bus ${randomUUID().slice(0, 6)}`;
  await installApp(page, '/reviews');
  await goOffline(context);
  const reviews = new ReviewsPage(page);
  await reviews.write({ name: 'Bea', stars: 4, text });
  await expect(page.locator('[data-toast]')).toContainText("You're offline: we'll send your review");
  expect(await db('reviews').where({ reviewText: text })).toHaveLength(0);

  await page.reload(); // the outbox lives in IndexedDB: a reload loses nothing
  await goOnline(context);
  await expect.poll(async () => (await db('reviews').where({ reviewText: text })).length, { timeout: 15_000 }).toBe(1);
  await expect(page.locator('[data-toast]')).toContainText('Your review was sent');
});

test('going offline at checkout keeps the cart and what was typed, and says why ordering waits', async ({
  page,
  context,
}) => {
  await installApp(page);
  const shop = new OrderPage(page);
  const cart = new CartDialog(page);
  const checkout = new CheckoutDialog(page);
  await shop.add('Raspberry Scone', 2);
  await cart.open();
  await cart.proceed();
  await checkout.fill({ ...maya, phone: '' });

  await goOffline(context);
  await page.reload();
  await cart.open();
  await cart.proceed();
  await expect(checkout.field('firstName')).toHaveValue(maya.firstName);
  await expect(checkout.field('email')).toHaveValue(maya.email);
  await expect(checkout.dialog.getByRole('button', { name: 'Offline: ordering needs a connection' })).toBeDisabled();

  await goOnline(context);
  await expect(checkout.dialog.getByRole('button', { name: 'Place Order' })).toBeEnabled({ timeout: 10_000 });
});

test('a cart line removed offline gives its hold back when the connection returns', async ({ page, context }) => {
  await installApp(page);
  const shop = new OrderPage(page);
  const cart = new CartDialog(page);
  await shop.add('Chocolate Babka', 1);
  await expect.poll(async () => (await db('cart_reservations').where({ productId: 'chocolate-babka' })).length).toBe(1);

  await goOffline(context);
  await cart.open();
  await cart.remove('Chocolate Babka');
  await expect(cart.lines()).toHaveCount(0);
  expect(await db('cart_reservations').where({ productId: 'chocolate-babka' })).toHaveLength(1); // still held

  await goOnline(context);
  await expect
    .poll(async () => (await db('cart_reservations').where({ productId: 'chocolate-babka' })).length, {
      timeout: 35_000,
    })
    .toBe(0);
});

test('while offline, the cart says why the order cannot be placed yet, and stops saying it once back', async ({
  page,
  context,
}) => {
  await installApp(page);
  const shop = new OrderPage(page);
  const cart = new CartDialog(page);
  await shop.add('Chocolate Babka', 1);
  await goOffline(context);
  await cart.open();
  const proceed = cart.dialog.getByRole('button', { name: 'Proceed to Checkout' });
  await expect(cart.dialog.getByTestId('checkout-offline')).toContainText("You're offline");
  await expect(proceed).toHaveAccessibleDescription(/placing the order needs a connection/);
  await goOnline(context);
  await expect(cart.dialog.getByTestId('checkout-offline')).toBeHidden();
  await expect(proceed).toBeEnabled();
});
