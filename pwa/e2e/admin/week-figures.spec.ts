import { expect, test, type Page } from '../support/test';
import { readFileSync } from 'node:fs';
import { AdminLogin, toast } from '../pages/admin-pages';
import { db, markPaid, moveOrder, resetBakeryWithoutOrders, setStock } from '../support/bakery';
import { writtenMail } from '../support/mail';
import { goOffline, goOnline, installApp, waitForSavedLists } from '../support/network';
import { placeOrder } from '../support/orders';

// These stories need the app's service worker (installApp), which the config blocks by default.
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 23: every number and every notice the owner acts on is right, on her phone and on paper.
 * Each test arranges a week through the real API and checks what she sees in Chromium.
 */
test.beforeEach(async () => {
  await resetBakeryWithoutOrders();
  await db('pickup_notices').delete();
  for (const id of ['sandwich-bread', 'focaccia', 'burger-buns']) await setStock(id, 60);
});

const card = (page: Page, number: number) => page.getByRole('article', { name: new RegExp(`^Order #${number} `) });
const figures = (page: Page) => page.getByRole('region', { name: 'Pickup figures' });
const syncStatus = (page: Page) => page.getByRole('status', { name: 'Sync status' });
const bread = [{ productId: 'sandwich-bread', quantity: 1 }];

test('order cards print only what is to hand over, each with its status and payment; no-shows when asked', async ({
  page,
}) => {
  const placed = await placeOrder(bread, { firstName: 'Placed' });
  const ready = await placeOrder(bread, { firstName: 'Ready' });
  const cancelled = await placeOrder(bread, { firstName: 'Cancelled' });
  const collected = await placeOrder(bread, { firstName: 'Collected' });
  const noShow = await placeOrder(bread, { firstName: 'Absent' });
  await moveOrder(ready.id, 'ready');
  await markPaid(ready.id);
  await markPaid(cancelled.id);
  await moveOrder(cancelled.id, 'cancelled');
  await moveOrder(collected.id, 'ready', 'picked-up');
  await moveOrder(noShow.id, 'no-show');

  await new AdminLogin(page).signIn();
  await page.goto('/admin-orders');
  await expect(card(page, placed.number)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print Order Cards (2)' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const printed = page.getByTestId('print-orders').locator('.print-card');
  await expect(printed).toHaveCount(2);
  await expect(printed.filter({ hasText: `#${placed.number} ` })).toContainText(`Placed · Owes $${placed.total}`);
  await expect(printed.filter({ hasText: `#${ready.number} ` })).toContainText('Ready · PAID');
  await expect(page.getByTestId('print-orders')).not.toContainText('Cancelled');

  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('checkbox', { name: 'Print no-shows too' }).check();
  await expect(page.getByRole('button', { name: 'Print Order Cards (3)' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(printed).toHaveCount(3);
  await expect(printed.filter({ hasText: `#${noShow.number} ` })).toContainText(`NO-SHOW · Owes $${noShow.total}`);
});

test("the dashboard sums each of the week's pickups on its own, as the orders page does", async ({ page }) => {
  const home = [
    await placeOrder([{ productId: 'focaccia', flavor: 'regular', quantity: 2 }], { firstName: 'Home' }),
    await placeOrder(bread, { firstName: 'Home' }),
  ];
  const market = await placeOrder([{ productId: 'burger-buns', quantity: 4 }], {
    firstName: 'Market',
    pickupLocation: 'farmers-market',
  });
  await markPaid(home[1]!.id);
  const homeTotal = (Number(home[0]!.total) + Number(home[1]!.total)).toFixed(2);

  await new AdminLogin(page).signIn();
  const homePickup = page.getByRole('region', { name: /^Pickup .* · Home$/ });
  const marketPickup = page.getByRole('region', { name: /^Pickup .* · Farmers market$/ });
  await expect(homePickup).toContainText(`Orders2`);
  await expect(homePickup).toContainText(`Revenue$${homeTotal}`);
  await expect(homePickup).toContainText(`Paid$${home[1]!.total}`);
  await expect(marketPickup).toContainText('Orders1');
  await expect(marketPickup).toContainText(`Revenue$${market.total}`);

  await page.goto(`/admin-orders?pickup=${home[0]!.pickupDate}&location=home`);
  await expect(figures(page)).toContainText(`Revenue$${homeTotal}`);
  await expect(figures(page)).toContainText(`Paid$${home[1]!.total}`);
});

test('taps made offline after a reload show on the card, its buttons and the figures, and land once', async ({
  page,
  context,
}) => {
  // Installs the app and loads it four times, twice offline, then waits for the outbox to drain.
  test.setTimeout(60_000);
  const order = await placeOrder(bread, { firstName: 'Olive' });
  await installApp(page, '/admin');
  await new AdminLogin(page).signIn();
  await page.goto('/admin-orders');
  await expect(card(page, order.number)).toContainText('Placed');
  await expect(figures(page)).toContainText('Paid$0.00');
  await waitForSavedLists(page, '/api/orders/', '/api/admin/pickups', '/api/pickup-settings');

  await goOffline(context);
  await page.reload(); // no signal at the market: the service worker and IndexedDB serve the page
  await expect(card(page, order.number)).toContainText('Placed');
  await card(page, order.number).getByRole('button', { name: 'Mark paid' }).click();
  await card(page, order.number).getByRole('button', { name: 'Mark ready' }).click();
  await expect(syncStatus(page)).toContainText('2 pending');
  await expect(card(page, order.number)).toContainText('Ready');
  await expect(card(page, order.number)).toContainText('Paid');
  await expect(figures(page)).toContainText(`Paid$${order.total}`);
  await expect(figures(page)).toContainText('Includes 1 change waiting to sync');
  // The card's buttons follow: the customer is here, and Picked up is one tap away.
  await card(page, order.number).getByRole('button', { name: 'Picked up' }).click();
  await expect(card(page, order.number)).toContainText('Picked up');
  await expect(figures(page)).toContainText('1 order counted: 1 picked up, 0 to collect.');
  await page.reload();
  await expect(card(page, order.number)).toContainText('Picked up');
  expect(await db('orders').where({ id: order.id }).first()).toMatchObject({
    status: 'placed',
    paymentStatus: 'unpaid',
  });

  await goOnline(context);
  await expect(syncStatus(page)).not.toContainText('pending', { timeout: 15_000 });
  expect(await db('orders').where({ id: order.id }).first()).toMatchObject({
    status: 'picked-up',
    paymentStatus: 'paid',
  });
  const keys = await db('idempotency_keys').where('scope', 'like', `%/api/admin/orders/${order.id}/%`);
  expect(keys).toHaveLength(3);
  await expect(card(page, order.number)).toContainText('Picked up');
});

test('"orders are ready" goes only to orders still to collect, lists them, and asks before a second send', async ({
  page,
}) => {
  const reach = await placeOrder(bread, { firstName: 'Ash', email: 'ash@example.com' });
  const readyOne = await placeOrder(bread, { firstName: 'Birch', email: 'birch@example.com' });
  const collected = await placeOrder(bread, { firstName: 'Cedar', email: 'cedar@example.com' });
  const absent = await placeOrder(bread, { firstName: 'Dogwood', email: 'dogwood@example.com' });
  const gone = await placeOrder(bread, { firstName: 'Elm', email: 'elm@example.com' });
  await moveOrder(readyOne.id, 'ready');
  await moveOrder(collected.id, 'ready', 'picked-up');
  await moveOrder(absent.id, 'no-show');
  await moveOrder(gone.id, 'cancelled');
  const notices = async () => (await writtenMail('pickup-notice')).map((mail) => mail.text);
  const before = (await notices()).length;

  await new AdminLogin(page).signIn();
  await page.goto(`/admin-bake-list?pickup=${reach.pickupDate}&location=home`);
  await page.getByRole('button', { name: 'Tell customers' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const recipients = dialog.getByRole('list', { name: 'Recipients' });
  await expect(recipients.getByRole('listitem')).toHaveCount(2);
  await expect(recipients).toContainText('ash@example.com');
  await expect(recipients).toContainText('birch@example.com');
  await dialog.getByRole('button', { name: 'Send to 2' }).click();
  await expect(dialog.getByRole('status')).toContainText(/Sent .* to 2 customers\./);
  await expect.poll(async () => (await notices()).length - before).toBe(2);
  const sent = (await notices()).slice(-2).join('\n');
  expect(sent).toContain('ash@example.com');
  expect(sent).not.toMatch(/cedar@|dogwood@|elm@/);
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('button', { name: 'Tell customers' }).click();
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('alert')).toContainText('This message already went out: Sent');
  await expect(dialog.getByRole('button', { name: 'Yes, send again to 2' })).toBeVisible();
  expect((await notices()).length - before).toBe(2);
});

test('a cancelled paid order shows a refund due until it is marked refunded, offline too, once', async ({
  page,
  context,
}) => {
  const order = await placeOrder(bread, { firstName: 'Rowan' });
  await markPaid(order.id);
  await moveOrder(order.id, 'cancelled');
  await installApp(page, '/admin');
  await new AdminLogin(page).signIn();
  await page.goto('/admin-orders');
  await expect(card(page, order.number)).toContainText(`Refund due $${order.total}`);
  await expect(figures(page)).toContainText(`Refund due$${order.total}`);
  await expect(figures(page)).toContainText(`Not counted: 1 cancelled; $${order.total} to refund on 1 order.`);

  await goOffline(context);
  await card(page, order.number).getByRole('button', { name: 'Mark refunded' }).click();
  await expect(card(page, order.number)).toContainText('Refunded');
  await expect(card(page, order.number)).toContainText('Waiting to sync');
  await expect(figures(page)).not.toContainText('Refund due');
  await goOnline(context);
  await expect(syncStatus(page)).not.toContainText('pending', { timeout: 15_000 });
  expect(await db('orders').where({ id: order.id }).first()).toMatchObject({ paymentStatus: 'refunded' });
  expect(await db('idempotency_keys').where('scope', 'like', `%/api/admin/orders/${order.id}/refund`)).toHaveLength(1);
});

test('a search finds customers of other pickups, and the filters survive a reload', async ({ page }) => {
  await placeOrder(bread, { firstName: 'Today' });
  const earlier = await placeOrder(bread, { firstName: 'Juniper' });
  await db('orders').where({ id: earlier.id }).update({ pickupDate: '2026-11-13' });
  await new AdminLogin(page).signIn();
  await page.goto('/admin-orders');
  await page.getByLabel('Search orders').fill('juniper');
  await expect(page.getByRole('status').filter({ hasText: 'found in other pickups' })).toContainText(
    '1 found in other pickups.',
  );
  await page.getByRole('button', { name: 'Show them' }).click();
  await expect(card(page, earlier.number)).toBeVisible();
  await expect(page).toHaveURL(/pickup=all&q=juniper/);
  await page.reload();
  await expect(card(page, earlier.number)).toBeVisible();
  await expect(page.getByLabel('Search orders')).toHaveValue('juniper');
});

test('the figure line says what is counted where, and the spreadsheets come as orders or lines', async ({ page }) => {
  const kept = await placeOrder([{ productId: 'burger-buns', quantity: 4 }], { firstName: 'Kept' });
  const absent = await placeOrder(bread, { firstName: 'Absent' });
  const cancelled = await placeOrder(bread, { firstName: 'Cancelled' });
  await moveOrder(kept.id, 'ready', 'picked-up');
  await moveOrder(absent.id, 'no-show');
  await moveOrder(cancelled.id, 'cancelled');
  await new AdminLogin(page).signIn();
  await page.goto(`/admin-orders?pickup=${kept.pickupDate}&location=home`);
  await expect(figures(page)).toContainText(
    `2 orders counted: 1 picked up, 0 to collect, 1 no-show (owing $${absent.total}). Not counted: 1 cancelled.`,
  );

  const names: string[] = [];
  const download = async (choice: string) => {
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: choice }).click(),
    ]);
    names.push(file.suggestedFilename());
    return readFileSync((await file.path())!, 'utf8')
      .trim()
      .split('\r\n');
  };
  const orders = await download('Orders: one row per order');
  expect(orders).toHaveLength(1 + 2 + 1); // header, the two counted orders, the totals
  expect(orders.find((row) => row.startsWith(`#${absent.number},`))).toContain(',No-show,Unpaid,Cash,');
  const lines = await download('Order lines: one row per item ordered');
  expect(lines.find((row) => row.startsWith(`#${kept.number},`))).toMatch(/,Burger Buns,,4,\d+\.\d\d,,\d+\.\d\d$/);
  const withCancelled = await download('Orders with the cancelled ones');
  expect(withCancelled.find((row) => row.startsWith(`#${cancelled.number},`))).toContain(',Cancelled,');
  // Three files of one pickup, three names.
  expect(names).toEqual([
    `orders-${kept.pickupDate}-home.csv`,
    `order-lines-${kept.pickupDate}-home.csv`,
    `orders-with-cancelled-${kept.pickupDate}-home.csv`,
  ]);
  await expect(toast(page)).toHaveCount(0); // no export failed
});
