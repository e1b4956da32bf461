import { expect, test, type Page } from '../support/test';
import { seedProducts } from '../../../sync-server/seeds/catalogue-data';
import { AdminLogin, toast } from '../pages/admin-pages';
import { db, resetBakeryWithoutOrders, setStock, stockOf } from '../support/bakery';
import { writtenMail } from '../support/mail';
import { goOffline, goOnline, installApp } from '../support/network';
import { placeOrder } from '../support/orders';

// These stories need the app's service worker (installApp), which the config blocks by default.
test.use({ serviceWorkers: 'allow' });

/** The owner runs her pickup week (docs/orders.md), in Chromium against the real server. */
test.beforeEach(async () => {
  await resetBakeryWithoutOrders();
});

const syncStatus = (page: Page) => page.getByRole('status', { name: 'Sync status' });
const card = (page: Page, number: number) => page.getByRole('article', { name: new RegExp(`^Order #${number} `) });

test('marking an order ready and paid offline reaches the server once after a reload and reconnect', async ({
  page,
  context,
}) => {
  const order = await placeOrder([{ productId: 'sandwich-bread', quantity: 1 }], { firstName: 'Olive' });
  await installApp(page, '/admin');
  await new AdminLogin(page).signIn();
  await page.goto('/admin-orders');
  await expect(card(page, order.number)).toContainText('Placed');

  await goOffline(context);
  await expect(syncStatus(page)).toContainText('Offline');
  await card(page, order.number).getByRole('button', { name: 'Mark ready' }).click();
  await expect(toast(page)).toContainText('Saved Offline');
  await card(page, order.number).getByRole('button', { name: 'Mark paid' }).click();
  await expect(syncStatus(page)).toContainText('2 pending');
  await expect(card(page, order.number)).toContainText('Ready');
  await expect(card(page, order.number)).toContainText('Waiting to sync');

  await page.reload(); // offline still: the service worker serves the app, IndexedDB the orders
  await expect(card(page, order.number)).toContainText('Ready');
  await expect(card(page, order.number)).toContainText('Paid');
  expect(await db('orders').where({ id: order.id }).first()).toMatchObject({
    status: 'placed',
    paymentStatus: 'unpaid',
  });

  await goOnline(context);
  await expect(syncStatus(page)).not.toContainText('pending', { timeout: 15_000 });
  expect(await db('orders').where({ id: order.id }).first()).toMatchObject({ status: 'ready', paymentStatus: 'paid' });
  const keys = await db('idempotency_keys').where('scope', 'like', `%/api/admin/orders/${order.id}/%`);
  expect(keys).toHaveLength(2); // each change applied and answered once
});

test('a new order appears on an open orders page without a reload', async ({ page }) => {
  await new AdminLogin(page).signIn();
  await page.goto('/admin-orders');
  await expect(page.getByText('No orders for this pickup yet')).toBeVisible();
  const order = await placeOrder([{ productId: 'focaccia', flavor: 'regular', quantity: 2 }], { firstName: 'Juniper' });
  await expect(card(page, order.number)).toContainText('Juniper');
  await expect(card(page, order.number)).toContainText('2 x Focaccia');
  await expect(page.getByRole('region', { name: 'Pickup figures' })).toContainText(`$${order.total}`);
});

test('cancelling from the card asks first, restocks, and an undo brings back a mistaken pickup', async ({ page }) => {
  await setStock('raspberry-scone', 10);
  const order = await placeOrder([{ productId: 'raspberry-scone', quantity: 3 }]);
  expect(await stockOf('raspberry-scone')).toBe(7);
  await new AdminLogin(page).signIn();
  await page.goto('/admin-orders');
  const orderCard = card(page, order.number);
  await orderCard.getByRole('button', { name: 'Mark ready' }).click();
  await orderCard.getByRole('button', { name: 'Picked up' }).click();
  await expect(orderCard).toContainText('Picked up');
  await orderCard.getByRole('button', { name: 'Undo pickup' }).click();
  await expect(orderCard.getByRole('button', { name: 'Picked up' })).toBeVisible();
  await expect.poll(async () => (await db('orders').where({ id: order.id }).first()).status).toBe('ready');

  await orderCard.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel('Reason (optional, sent to the customer)').fill('Oven broke, so sorry');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(orderCard).toContainText('Cancelled');
  await expect.poll(() => stockOf('raspberry-scone')).toBe(10);
});

test('a 15-line order prints whole on its card', async ({ page }) => {
  const lines = seedProducts
    .filter((product) => !product.flavors)
    .slice(0, 12)
    .map((product) => ({ productId: product.id, quantity: Math.max(product.minimumOrder, 1) }));
  lines.push(
    { productId: 'focaccia', flavor: 'regular', quantity: 1 } as never,
    { productId: 'focaccia', flavor: 'pesto-onion', quantity: 1 } as never,
    { productId: 'focaccia', flavor: 'rosemary-garlic', quantity: 1 } as never,
  );
  for (const line of lines) await setStock(line.productId, 50);
  const big = await placeOrder(lines, { firstName: 'Everything' });
  const parsed = JSON.parse(big.items) as unknown[];
  expect(parsed).toHaveLength(15);
  await placeOrder([{ productId: 'sandwich-bread', quantity: 1 }], { firstName: 'Small' });

  await new AdminLogin(page).signIn();
  await page.goto('/admin-orders');
  await expect(card(page, big.number)).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const printed = await page.evaluate((number) => {
    const cards = [...document.querySelectorAll('.print-card')];
    const bigCard = cards.find((each) => each.querySelector('h2')?.textContent?.startsWith(`#${number} `))!;
    const box = bigCard.getBoundingClientRect();
    const items = [...bigCard.querySelectorAll('li')].map((item) => item.getBoundingClientRect());
    return {
      lines: items.length,
      allInside: items.every((item) => item.height > 0 && item.top >= box.top && item.bottom <= box.bottom + 0.5),
      clipped: getComputedStyle(bigCard).overflow === 'hidden' && bigCard.scrollHeight > bigCard.clientHeight,
      sameRow: Math.abs(cards[0]!.getBoundingClientRect().top - cards[1]!.getBoundingClientRect().top) < 1,
    };
  }, big.number);
  expect(printed).toEqual({ lines: 15, allInside: true, clipped: false, sameRow: true });
  const pdf = await page.pdf({ format: 'Letter' });
  const text = pdf.toString('latin1');
  expect((text.match(/\/Type\s*\/Page\b/g) ?? []).length).toBeGreaterThanOrEqual(1);
});

test('the bake list of the next pickup adds up every order but the cancelled one', async ({ page }) => {
  await setStock('focaccia', 40);
  await setStock('burger-buns', 40);
  await placeOrder([
    { productId: 'focaccia', flavor: 'regular', quantity: 2 },
    { productId: 'burger-buns', quantity: 4 },
  ]);
  await placeOrder([{ productId: 'focaccia', flavor: 'regular', quantity: 3 }]);
  const cancelled = await placeOrder([{ productId: 'burger-buns', quantity: 8 }]);
  await new AdminLogin(page).signIn();
  await page.goto('/admin-orders');
  await card(page, cancelled.number).getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel order' }).click();
  await expect(card(page, cancelled.number)).toContainText('Cancelled');

  await page.getByRole('link', { name: 'Bake list', exact: true }).click();
  const table = page.getByRole('table', { name: 'Bake list' });
  await expect(table.getByRole('row', { name: /Focaccia · Regular 5/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Burger Buns 4/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Total 9/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Pack' }).click();
  await expect(page.getByRole('article', { name: /^Pack order/ })).toHaveCount(2);
});

test('a stall sale made offline lands once; + stops at the stock left', async ({ page, context }) => {
  await setStock('chocolate-babka', 3);
  await installApp(page, '/admin');
  await new AdminLogin(page).signIn();
  await page.goto('/admin-new-sale');
  await expect(page.getByText('Chocolate Babka')).toBeVisible();

  await goOffline(context);
  await page.getByRole('button', { name: 'One more Chocolate Babka' }).click();
  await page.getByRole('button', { name: 'One more Chocolate Babka' }).click();
  await page.getByRole('button', { name: 'Save sale' }).click();
  await expect(toast(page)).toContainText('Saved Offline');
  await expect(syncStatus(page)).toContainText('1 pending');
  await goOnline(context);
  await expect(syncStatus(page)).not.toContainText('pending', { timeout: 15_000 });
  expect(await db('orders').where({ source: 'manual' })).toHaveLength(1);
  expect(await stockOf('chocolate-babka')).toBe(1);

  await page.reload();
  await page.getByRole('button', { name: 'One more Chocolate Babka' }).click();
  await expect(page.getByRole('button', { name: 'One more Chocolate Babka' })).toBeDisabled();
  expect(await db('orders').where({ source: 'manual' })).toHaveLength(1);
});

test('a flavor price set in the inventory is what the shop charges', async ({ page }) => {
  await new AdminLogin(page).signIn();
  await page.goto('/admin-inventory');
  const row = page.getByRole('listitem', { name: 'Focaccia', exact: true });
  await expect(row).toContainText('Every flavor has its own price below: the base price is not used.');
  await row.getByLabel('Focaccia Pesto Onion price').fill('17.25');
  await row.getByRole('button', { name: 'Save Focaccia Pesto Onion price' }).click();
  await expect(toast(page)).toContainText('Price Updated');
  await page.goto('/');
  const shopCard = page.getByRole('article', { name: 'Focaccia' });
  await expect(shopCard.getByRole('radio', { name: 'Pesto Onion · $17.25' })).toBeVisible();
  await db('inventory')
    .where({ id: 'focaccia' })
    .update({ flavors: JSON.stringify(seedProducts.find((p) => p.id === 'focaccia')!.flavors) });
});

test("telling a pickup's customers previews, then writes one e-mail each", async ({ page }) => {
  const first = await placeOrder([{ productId: 'sandwich-bread', quantity: 1 }], {
    email: 'fern@example.com',
    firstName: 'Fern',
  });
  await placeOrder([{ productId: 'sandwich-bread', quantity: 1 }], { email: 'moss@example.com', firstName: 'Moss' });
  const outbox = () => writtenMail('pickup-notice');
  const before = (await outbox()).length;
  await new AdminLogin(page).signIn();
  await page.goto(`/admin-bake-list?pickup=${first.pickupDate}`);
  await page.getByRole('button', { name: 'Tell customers' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'About' }).click();
  await page.getByRole('option', { name: 'Running late' }).click();
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByLabel('Preview')).toContainText('Goes to 2 customers');
  await dialog.getByRole('button', { name: 'Send to 2' }).click();
  await expect(dialog.getByRole('status')).toContainText('to 2 customers');
  await expect.poll(async () => (await outbox()).length - before).toBe(2);
  expect((await outbox()).slice(-2).map((mail) => mail.text)).toEqual([
    expect.stringContaining('running late'),
    expect.stringContaining('running late'),
  ]);
});
