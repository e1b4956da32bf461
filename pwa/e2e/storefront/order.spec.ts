import { expect, test } from '../support/test';
import { CartDialog } from '../pages/cart-dialog';
import { CheckoutDialog, maya } from '../pages/checkout-dialog';
import { OrderPage } from '../pages/order-page';
import { pickupDateText } from '#shared/order-text';
import type { PickupSettings } from '#shared/pickup-settings';
import { bakery } from '#shared/bakery';
import { asOwner, db, ownerGet, putSettings, resetBakery, setOrdersOpen, setStock, stockOf } from '../support/bakery';

test.beforeEach(resetBakery);

/** What her list says is left of a product in one bake (GET /api/admin/inventory?bake=). */
async function bakeStockOf(productId: string, bake: string): Promise<number> {
  const list = await ownerGet<{ id: string; stock: number }[]>(`/api/admin/inventory?bake=${bake}`);
  return list.find((item) => item.id === productId)!.stock;
}

test('a full order: two products, one with a flavor, paid in cash, stored, stock down', async ({ page }) => {
  const shop = new OrderPage(page);
  const cart = new CartDialog(page);
  const checkout = new CheckoutDialog(page);
  await shop.goto();

  await shop.add('Focaccia', 1, 'Pesto Onion');
  await expect(shop.toast()).toContainText('Focaccia (Pesto Onion) x 1');
  await expect(shop.addButton('Focaccia')).toHaveText('Select Quantity'); // the selector went back to 0
  await shop.add('Raspberry Scone', 3);
  await expect(shop.cartButton()).toHaveAccessibleName('Cart, 4 items');

  await cart.open();
  await expect(cart.lines()).toHaveCount(2);
  await expect(cart.lines().nth(0)).toContainText('Focaccia (Pesto Onion)');
  await expect(cart.lines().nth(0)).toContainText('$14.00 x 1');
  await expect(cart.lines().nth(1)).toContainText('$4.50 x 3');
  await expect(cart.lines().nth(1)).toContainText('$12.00'); // 3 for $12
  await expect(cart.total()).toHaveText('$26.00');
  await cart.proceed();

  await checkout.fill(maya);
  await checkout.pay('Cash at pickup');
  await checkout.pickUp('Home pickup');
  await checkout.placeOrder();

  await expect(checkout.confirmation).toBeVisible();
  await expect(checkout.confirmation).toContainText('Total: $26.00');
  await expect(shop.toast()).toContainText("Thank you for your order. We'll send you a confirmation email shortly.");

  const order = (await db('orders').where({ email: maya.email }).orderBy('createdAt', 'desc').first()) as {
    total: number;
    paymentMethod: string;
    pickupLocation: string;
    items: string;
  };
  expect(order).toMatchObject({ total: 26, paymentMethod: 'cash', pickupLocation: 'home' });
  expect(JSON.parse(order.items)).toHaveLength(2);
  expect(await stockOf('focaccia')).toBe(5);
  expect(await stockOf('raspberry-scone')).toBe(9);

  await checkout.confirmation.getByRole('button', { name: 'Continue Shopping' }).click();
  await expect(checkout.confirmation).toBeHidden();
  await expect(shop.cartButton()).toHaveAccessibleName('Cart, 0 items');
});

test('removing a line releases its hold on the server', async ({ page, request }) => {
  const shop = new OrderPage(page);
  const cart = new CartDialog(page);
  await shop.goto();
  await shop.add('Chocolate Babka', 2);
  const babka = async () =>
    ((await (await request.get('/api/inventory')).json()) as { id: string; availableStock: number }[]).find(
      (item) => item.id === 'chocolate-babka',
    )!.availableStock;
  expect(await babka()).toBe(2);

  await cart.open();
  await cart.remove('Chocolate Babka');
  await expect(cart.dialog).toContainText('Your cart is empty');
  await expect.poll(babka).toBe(4);
});

test('minimum orders: the label, the button text, then the add', async ({ page }) => {
  const shop = new OrderPage(page);
  await shop.goto();
  const bagels = shop.product('Bagels');
  await expect(bagels).toContainText('Quantity (4 minimum):');
  await shop.increase('Bagels', 2);
  await expect(shop.addButton('Bagels')).toHaveText('Minimum 4 required');
  await expect(shop.addButton('Bagels')).toBeDisabled();
  await shop.increase('Bagels', 2);
  await expect(shop.addButton('Bagels')).toHaveText('Add to Cart - $14.00');
  await expect(shop.product('Focaccia')).toContainText('Quantity:');
  await expect(shop.product('Focaccia')).not.toContainText('minimum');
});

test('sold out products say so, cannot be chosen, and come after the rest', async ({ page }) => {
  await setStock('focaccia', 0);
  const shop = new OrderPage(page);
  await shop.goto();
  const focaccia = shop.product('Focaccia');
  await expect(shop.addButton('Focaccia')).toHaveText('Sold Out');
  await expect(shop.addButton('Focaccia')).toBeDisabled();
  await expect(focaccia.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await expect(focaccia.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  const names = await shop.productNames();
  expect(names.at(-1)).toBe('Focaccia');
  expect(names[0]).toBe('Bagels');
});

test('the quantity selector puts no more than the stock that is left in the cart, and offers the line past it', async ({
  page,
}) => {
  const shop = new OrderPage(page);
  await shop.goto();
  await expect(shop.product('Chocolate Babka')).toContainText('4 left'); // few left: the card says how many
  await expect(shop.product('Focaccia')).not.toContainText(' left'); // 6 of them: not few
  await shop.increase('Chocolate Babka', 4); // seeded stock 4
  await expect(shop.addButton('Chocolate Babka')).toHaveText('Add to Cart - $64.00');
  await expect(shop.product('Chocolate Babka').getByTestId('asked-beyond')).toHaveCount(0);
  await shop.increase('Chocolate Babka', 1); // one more than is left: the cart still takes 4
  await expect(shop.product('Chocolate Babka')).toContainText('Only 4 left: add them now, or join the waitlist for 5.');
  await expect(shop.addButton('Chocolate Babka')).toHaveText('Add to Cart - $64.00');
  await expect(shop.product('Chocolate Babka').getByRole('button', { name: /waitlist/i })).toBeVisible();
});

test('while orders are closed the banner says so and nothing can be added', async ({ page }) => {
  await setOrdersOpen(false);
  const shop = new OrderPage(page);
  await shop.goto();
  await expect(page.getByRole('alert', { name: 'Ordering status' })).toContainText('Orders are currently closed');
  await expect(page.getByRole('alert', { name: 'Ordering status' })).not.toContainText('Pickup:');
  for (const name of ['Focaccia', 'Bagels', 'Chocolate Babka']) {
    await expect(shop.addButton(name)).toHaveText('Orders Closed');
    await expect(shop.addButton(name)).toBeDisabled();
  }
});

test('the server refusing a hold is shown to the shopper', async ({ page }) => {
  // The page hears the live channel's snapshot (so it shows the shop as it is now, not a page
  // the server kept from the test before), then nothing more: it cannot hear that the stock
  // went, and only the server knows. The page's lists go undated, so its socket asks for the
  // snapshot whether or not they are current (a page that says they are gets none: api.md).
  // (Undated once the page is parsed and before its scripts run.)
  await page.addInitScript(() =>
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        document.getElementById('page-data')?.removeAttribute('data-live-version');
    }),
  );
  let hearing = true;
  let snapshotHeard: () => void = () => undefined;
  const snapshot = new Promise<void>((resolve) => (snapshotHeard = resolve));
  await page.routeWebSocket('/ws', (socket) => {
    socket.connectToServer().onMessage((message) => {
      if (!hearing) return;
      socket.send(message);
      if (String(message).includes('"type":"snapshot"')) snapshotHeard();
    });
  });
  const shop = new OrderPage(page);
  await shop.goto();
  await snapshot;
  hearing = false;
  await shop.increase('Chocolate Babka', 3);
  await expect(shop.addButton('Chocolate Babka')).toHaveText('Add to Cart - $48.00');
  await setStock('chocolate-babka', 1); // someone bought them while this page was open
  await shop.addButton('Chocolate Babka').click();
  await expect(shop.toast()).toContainText('Failed to Add to Cart');
  await expect(shop.toast()).toContainText('Only 1 Chocolate Babka left');
  await expect(shop.product('Chocolate Babka').getByText('1', { exact: true })).toBeVisible();
});

test('checkout asks for every field, and checks the e-mail', async ({ page }) => {
  const shop = new OrderPage(page);
  const cart = new CartDialog(page);
  const checkout = new CheckoutDialog(page);
  await shop.goto();
  await shop.add('Orange Biscotti', 3);
  await cart.open();
  await cart.proceed();
  await checkout.placeOrder();
  await expect(shop.toast()).toContainText('Missing Information');
  await expect(shop.toast()).toContainText('Please fill in all required fields.');
  // Each field it needs is marked where she can see it, and a field she fills loses its mark.
  for (const field of ['firstName', 'lastName', 'email', 'phone'] as const) {
    await expect(checkout.field(field)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(checkout.dialog.getByText('Please choose how you will pay')).toBeVisible();
  await expect(checkout.field('firstName')).toBeFocused(); // the first one to fill, brought into view
  await checkout.field('firstName').fill(maya.firstName);
  await expect(checkout.field('firstName')).not.toHaveAttribute('aria-invalid', 'true');

  await checkout.fill({ ...maya, email: 'maya-at-example' });
  await checkout.pay('Venmo');
  await expect(checkout.dialog.getByRole('img', { name: /QR code for Venmo/ })).toBeVisible();
  await checkout.placeOrder();
  await expect(checkout.dialog).toContainText('Please enter a valid email address');
  await expect(checkout.field('email')).toBeFocused(); // brought into view from the button below
  expect(await db('orders').where({ email: 'maya-at-example' })).toHaveLength(0);
});

test('a reload keeps the cart, its holds and its clock', async ({ page }) => {
  const shop = new OrderPage(page);
  const cart = new CartDialog(page);
  await shop.goto();
  await shop.add('Burger Buns', 4);
  await page.reload();
  await expect(shop.cartButton()).toHaveAccessibleName('Cart, 4 items');
  await cart.open();
  await expect(cart.lines()).toHaveCount(1);
  await expect(cart.countdown()).toBeVisible();
});

test("a product's own link opens the shop at its card, on a phone too", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?product=chocolate-babka');
  const card = page.getByRole('article', { name: 'Chocolate Babka' });
  await expect(card).toBeFocused();
  await expect(card).toBeInViewport();
  // The first product, far above it, is off the screen: the shop opened at the babka.
  await expect(page.getByRole('article').first()).not.toBeInViewport();
});

test('a pickup baked on another day than the shop’s says what of the cart its bake cannot fill', async ({ page }) => {
  // The market baked on its own day: its bake is not the door's, whose stock the shop shows.
  await putSettings({ bakeDaysBefore: { home: 0, 'farmers-market': 0 } });
  const settings = (await (await page.request.get('/api/pickup-settings')).json()) as PickupSettings;
  const marketBake = settings.nextPickupDates['farmers-market']!;
  await asOwner('PATCH', '/api/inventory/raspberry-scone/stock', { stock: 2, bakeDay: marketBake });
  const shop = new OrderPage(page);
  const cart = new CartDialog(page);
  const checkout = new CheckoutDialog(page);
  await shop.goto();
  await shop.add('Raspberry Scone', 3);
  await cart.open();
  await cart.proceed();

  const notice = checkout.dialog.getByRole('status').filter({ hasText: 'This pickup is baked on' });
  await checkout.pickUp('Farmers market');
  await expect(notice).toContainText(`This pickup is baked on ${pickupDateText(marketBake)}, which has fewer`);
  await expect(notice).toContainText('Raspberry Scone: only 2 of your 3');
  // Her door's pickup is the shop's bake: her 3 are there.
  await checkout.pickUp('Home pickup');
  await expect(notice).toBeHidden();
  // The server says the same of the market: the order is refused, and nothing is taken.
  await checkout.pickUp('Farmers market');
  await checkout.fill(maya);
  await checkout.pay('Cash at pickup');
  await checkout.placeOrder();
  await expect(page.getByText('Only 2 Raspberry Scone left').first()).toBeVisible();
  expect(await bakeStockOf('raspberry-scone', marketBake)).toBe(2);
});

test('shopping for the market’s bake when the shop’s has sold out: its counts on the cards, her hold and her order from it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The market baked on its own day: her door's pickup is sooner, and its bake is the shop's.
  await putSettings({ bakeDaysBefore: { home: 0, 'farmers-market': 0 } });
  const settings = (await (await page.request.get('/api/pickup-settings')).json()) as PickupSettings;
  const doorBake = settings.nextPickupDates.home!;
  const marketBake = settings.nextPickupDates['farmers-market']!;
  await asOwner('PATCH', '/api/inventory/chocolate-babka/stock', { stock: 0, bakeDay: doorBake });
  await asOwner('PATCH', '/api/inventory/chocolate-babka/stock', { stock: 4, bakeDay: marketBake });
  const shop = new OrderPage(page);
  const cart = new CartDialog(page);
  const checkout = new CheckoutDialog(page);
  await shop.goto();
  const babka = shop.product('Chocolate Babka');
  await expect(babka).toContainText('Sold Out');

  const shoppingFor = page.getByRole('radiogroup', { name: 'Shopping for' });
  await shoppingFor.getByRole('radio', { name: new RegExp(pickupDateText(marketBake)) }).check();
  await expect(babka).toContainText('4 left');
  await expect(babka).not.toContainText('Sold Out');
  await shoppingFor.screenshot({ path: test.info().outputPath('shopping-for-390.png') });
  await shop.add('Chocolate Babka', 2);
  // By hand: the market's 4 less her 2.
  await expect(babka).toContainText('2 left');
  // The owner bakes two more for the market: the card follows live, as the shop's own counts do
  // (a change of the market's bake alone, which the shop's counts do not show).
  await asOwner('PATCH', '/api/inventory/chocolate-babka/stock', { stock: 6, bakeDay: marketBake });
  await expect(babka).toContainText('4 left');
  await asOwner('PATCH', '/api/inventory/chocolate-babka/stock', { stock: 4, bakeDay: marketBake });
  await expect(babka).toContainText('2 left');

  await cart.open();
  await cart.proceed();
  // Her checkout starts at the market, the pickup of the bake she shops for.
  await expect(checkout.dialog.getByRole('radio', { name: bakery.defaultMarket.name })).toBeChecked();
  // Her own e-mail, to find her order among those other stories place at once.
  const shopper = { ...maya, email: 'maya-at-the-market@example.com' };
  await checkout.fill(shopper);
  await checkout.pay('Cash at pickup');
  await checkout.placeOrder();
  await expect(checkout.confirmation).toBeVisible();
  const order = (await db('orders').where({ email: shopper.email }).first()) as { bakeDay: string };
  expect(order.bakeDay).toBe(marketBake);
  expect(await bakeStockOf('chocolate-babka', marketBake)).toBe(4 - 2);
  expect(await bakeStockOf('chocolate-babka', doorBake)).toBe(0);
});
