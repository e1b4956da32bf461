import { expect, test, type Page } from '../support/test';
import { AdminInventory, AdminLogin, toast } from '../pages/admin-pages';
import { db, resetBakery, setStock, stockOf } from '../support/bakery';
import { goOffline, goOnline, installApp } from '../support/network';

// These stories need the app's service worker (installApp), which the config blocks by default.
test.use({ serviceWorkers: 'allow' });

/** Issue 23: the owner's tasks that tripped her, done again in Chromium as she does them. */
test.beforeEach(async () => {
  await resetBakery();
  await db('orders').where({ source: 'manual' }).delete();
});
test.afterEach(resetBakery);

const syncStatus = (page: Page) => page.getByRole('status', { name: 'Sync status' });
const more = (page: Page, name: string) => page.getByRole('button', { name: `One more ${name}` });

test('Enter saves an inventory field, and leaving with one unsaved asks first', async ({ page }) => {
  await new AdminLogin(page).signIn();
  const inventory = new AdminInventory(page);
  await inventory.goto();
  await inventory.product('Orange Biscotti').getByLabel('Orange Biscotti price', { exact: true }).fill('3.40');
  await inventory.product('Orange Biscotti').getByLabel('Orange Biscotti price', { exact: true }).press('Enter');
  await expect(toast(page)).toContainText('Price Updated');
  await expect
    .poll(async () => ((await db('inventory').where({ id: 'orange-biscotti' }).first()) as { price: number }).price)
    .toBe(3.4);
  await inventory.product('Focaccia').getByLabel('Focaccia stock', { exact: true }).fill('11');
  await inventory.product('Focaccia').getByLabel('Focaccia stock', { exact: true }).press('Enter');
  await expect(toast(page)).toContainText('Focaccia: 11 in stock');
  expect(await stockOf('focaccia')).toBe(11);

  await inventory.product('Burger Buns').getByLabel('Burger Buns stock', { exact: true }).fill('30');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders', exact: true }).click();
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(ask).toContainText('Not saved yet: stock of Burger Buns.');
  await ask.getByRole('button', { name: 'Stay and save' }).click();
  await expect(page).toHaveURL(/admin-inventory/);
  await expect(inventory.product('Burger Buns').getByLabel('Burger Buns stock', { exact: true })).toHaveValue('30');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders', exact: true }).click();
  await ask.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page.getByRole('heading', { name: 'Order Management' })).toBeVisible();
  expect(await stockOf('burger-buns')).not.toBe(30);
});

test('a stall sale: several flavors, + stops at the stock, saved handed over and paid', async ({ page }) => {
  await setStock('chocolate-babka', 2);
  await setStock('focaccia', 10);
  await new AdminLogin(page).signIn();
  await page.goto('/admin-new-sale');
  await more(page, 'Chocolate Babka').click();
  await more(page, 'Chocolate Babka').click();
  await expect(more(page, 'Chocolate Babka')).toBeDisabled();
  await more(page, 'Focaccia Regular').click();
  await more(page, 'Focaccia Pesto Onion').click();
  await more(page, 'Focaccia Pesto Onion').click();
  await expect(page.getByRole('switch', { name: 'Handed over now' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Paid' })).toBeChecked();
  await page.getByRole('button', { name: 'Save sale' }).click();
  await expect(toast(page)).toContainText('paid, handed over');
  const [sale] = (await db('orders').where({ source: 'manual' })) as {
    status: string;
    paymentStatus: string;
    items: string;
  }[];
  expect(sale).toMatchObject({ status: 'picked-up', paymentStatus: 'paid' });
  expect(JSON.parse(sale!.items)).toMatchObject([
    { product: 'chocolate-babka', quantity: 2 },
    { product: 'focaccia', flavor: 'regular', quantity: 1 },
    { product: 'focaccia', flavor: 'pesto-onion', quantity: 2 },
  ]);
});

test('a queued sale the server refused opens in the form, is fixed, and lands once', async ({ page, context }) => {
  // Installs the app, queues offline, and waits for the outbox twice.
  test.setTimeout(60_000);
  await setStock('chocolate-babka', 3);
  await installApp(page, '/admin');
  await new AdminLogin(page).signIn();
  await page.goto('/admin-new-sale');
  await expect(more(page, 'Chocolate Babka')).toBeEnabled();
  await goOffline(context);
  await page.getByRole('switch', { name: 'Handed over now' }).click(); // a phone order, for later
  for (let i = 0; i < 3; i++) await more(page, 'Chocolate Babka').click();
  await page.getByRole('button', { name: 'Save sale' }).click();
  await expect(toast(page)).toContainText('Saved Offline');
  await setStock('chocolate-babka', 1); // sold at the stall meanwhile, entered on another phone
  await goOnline(context);

  const banner = page.getByRole('alert').filter({ hasText: 'Not saved' });
  await expect(banner).toContainText('Chocolate Babka', { timeout: 15_000 });
  await banner.getByRole('link', { name: 'Fix it' }).click();
  await expect(page.getByRole('heading', { name: 'Fix a Refused Sale' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Lower the quantity' })).toBeVisible();
  await expect(page.getByLabel('Chocolate Babka quantity')).toHaveText('3');
  await expect(page.getByRole('switch', { name: 'Handed over now' })).not.toBeChecked();
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'One less Chocolate Babka' }).click();
  await page.getByRole('button', { name: 'Save sale' }).click();
  await expect(toast(page)).toContainText('Sale Saved');
  await expect(syncStatus(page)).not.toContainText('pending');
  await expect(banner).toHaveCount(0);
  const sales = (await db('orders').where({ source: 'manual' })) as { status: string; items: string }[];
  expect(sales).toHaveLength(1);
  expect(sales[0]!.status).toBe('placed');
  expect(JSON.parse(sales[0]!.items)).toMatchObject([{ product: 'chocolate-babka', quantity: 1 }]);
  expect(await stockOf('chocolate-babka')).toBe(0);
});
