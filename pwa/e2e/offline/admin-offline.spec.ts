import { expect, test } from '../support/test';
import { randomUUID } from 'node:crypto';
import type { InventoryItem } from '#shared/inventory';
import { priceOrder } from '#shared/pricing';
import { AdminInventory, AdminLogin, toast } from '../pages/admin-pages';
import { db, resetBakery, stockOf } from '../support/bakery';
import { goOffline, goOnline, installApp } from '../support/network';

// These stories need the app's service worker (installApp), which the config blocks by default.
test.use({ serviceWorkers: 'allow' });

test.beforeEach(resetBakery);
test.afterEach(resetBakery);

const syncStatus = (page: import('@playwright/test').Page) => page.getByRole('status', { name: 'Sync status' });

test('edits made offline survive a reload and reach the server once when the signal returns', async ({
  page,
  context,
}) => {
  const reviewText = `Market day review ${randomUUID().slice(0, 6)}`;
  const at = new Date().toISOString();
  const startedAt = at;
  await db('reviews').insert({
    id: randomUUID(),
    customerName: 'Hal',
    rating: 5,
    reviewText,
    approved: false,
    createdAt: at,
  });

  await installApp(page, '/admin');
  await new AdminLogin(page).signIn();
  const inventory = new AdminInventory(page);
  await page.goto('/admin-reviews');
  await expect(page.getByText(reviewText)).toBeVisible();
  // On to her stock within the app, as she would: a new page load could cut short the saving of
  // the reviews just read, which her phone shows with no signal below.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Inventory & Settings' }).click();
  await expect(inventory.product('Focaccia')).toBeVisible();

  await goOffline(context);
  await expect(syncStatus(page)).toContainText('Offline');
  await inventory.setStock('Focaccia', 9);
  await expect(toast(page)).toContainText('Saved Offline');
  await inventory.setPrice('Orange Biscotti', '2.95');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Reviews' }).click();
  await page
    .getByRole('article', { name: 'Review by Hal' })
    .filter({ hasText: reviewText })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(syncStatus(page)).toContainText('3 pending');

  await page.reload(); // still offline: served by the service worker, edits kept in IndexedDB
  await expect(syncStatus(page)).toContainText('3 pending');
  await expect(page.getByRole('article', { name: 'Review by Hal' }).filter({ hasText: reviewText })).toContainText(
    'Approved',
  );
  expect(await stockOf('focaccia')).toBe(6);

  await goOnline(context);
  await expect(syncStatus(page)).not.toContainText('pending', { timeout: 15_000 });
  expect(await stockOf('focaccia')).toBe(9);
  expect(((await db('inventory').where({ id: 'orange-biscotti' }).first()) as { price: number }).price).toBe(2.95);
  expect(((await db('reviews').where({ reviewText }).first()) as { approved: number }).approved).toBe(1);
  const keys = (await db('idempotency_keys')
    .where('createdAt', '>', startedAt)
    .where((query) =>
      query
        .where('scope', 'like', '%/api/inventory/focaccia/stock')
        .orWhere('scope', 'like', '%/api/inventory/orange-biscotti/price'),
    )) as unknown[];
  expect(keys).toHaveLength(2); // each edit stored once
});

test('an offline stock edit merges with an order placed online meanwhile', async ({ page, context, request }) => {
  await installApp(page, '/admin');
  await new AdminLogin(page).signIn();
  const inventory = new AdminInventory(page);
  await inventory.goto();
  await expect(inventory.product('Focaccia').getByLabel('Focaccia stock')).toHaveValue('6');

  await goOffline(context);
  await inventory.setStock('Focaccia', 10); // she baked four more at the market
  await expect(toast(page)).toContainText('Saved Offline');

  const list = (await (await request.get('/api/inventory')).json()) as InventoryItem[];
  const priced = priceOrder([{ productId: 'focaccia', quantity: 2 }], new Map(list.map((item) => [item.id, item])));
  const order = await request.post('/api/orders', {
    data: {
      firstName: 'Online',
      lastName: 'Shopper',
      email: 'online@example.com',
      phone: '406-555-0188',
      paymentMethod: 'cash',
      pickupLocation: 'home',
      sessionId: `merge-session-${Date.now()}`,
      items: JSON.stringify(priced.lines),
      total: priced.total,
    },
  });
  expect(order.status()).toBe(201);
  expect(await stockOf('focaccia')).toBe(4);

  await goOnline(context);
  await expect(toast(page)).toContainText(
    'Stock for Focaccia: you set 10 while offline; 2 sold online meanwhile, now 8',
    {
      timeout: 15_000,
    },
  );
  expect(await stockOf('focaccia')).toBe(8);
  await expect(inventory.product('Focaccia').getByLabel('Focaccia stock')).toHaveValue('8');
});

test('a refused edit stops the queue and can be discarded', async ({ page, context }) => {
  await new AdminLogin(page).signIn();
  await page.goto('/admin-reviews');
  const reviewText = `Spam ${randomUUID().slice(0, 6)}`;
  const id = randomUUID();
  await db('reviews').insert({
    id,
    customerName: 'Spammer',
    rating: 1,
    reviewText,
    approved: false,
    createdAt: new Date().toISOString(),
  });
  await page.reload();
  const card = page.getByRole('article', { name: 'Review by Spammer' }).filter({ hasText: reviewText });
  await expect(card).toBeVisible();
  // Approved with no signal, so no read of her list can drop the card before the tap; the
  // review is deleted elsewhere meanwhile, and the server refuses the approval when it arrives.
  await goOffline(context);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page)).toContainText('Saved Offline');
  await expect(syncStatus(page)).toContainText('1 pending');
  await db('reviews').where({ id }).delete();
  await goOnline(context);
  const banner = page.getByRole('alert').filter({ hasText: 'Not saved' });
  await expect(banner).toContainText('That review no longer exists');
  await banner.getByRole('button', { name: 'Discard' }).click();
  await expect(banner).toHaveCount(0);
  await expect(card).toHaveCount(0);
});

test('a recipe created offline with a photo reaches the server, photo and all, on reconnect', async ({
  page,
  context,
}) => {
  await installApp(page, '/');
  const photo = await page.getByRole('article', { name: 'Chocolate Babka', exact: true }).getByRole('img').screenshot();
  await new AdminLogin(page).signIn();
  await page.goto('/admin-recipes');
  await expect(page.getByRole('heading', { name: 'Recipe Management' })).toBeVisible();
  // Her list read (and saved on this phone) before the signal goes: the heading shows before it.
  await expect(page.getByRole('article').first().or(page.getByText('No recipes yet'))).toBeVisible();

  await goOffline(context);
  const title = `Market Babka ${randomUUID().slice(0, 6)}`;
  await page.getByRole('button', { name: 'New Recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Recipe' });
  await dialog.getByLabel('Recipe Title').fill(title);
  await dialog.getByLabel('Recipe Content').fill('Ingredients:\nchocolate\n\nInstructions:\nswirl');
  await dialog
    .getByLabel('Choose a recipe photo')
    .setInputFiles({ name: 'babka.png', mimeType: 'image/png', buffer: photo });
  await expect(dialog).toContainText("Kept on this device: it uploads when you're back online.");
  await dialog.getByRole('button', { name: 'Create Recipe' }).click();
  await expect(toast(page)).toContainText('Saved Offline');
  await expect(page.getByRole('article', { name: title })).toContainText('Draft');
  await expect(syncStatus(page)).toContainText('2 pending');

  await goOnline(context);
  await expect(syncStatus(page)).not.toContainText('pending', { timeout: 15_000 });
  const stored = (await db('recipes').where({ title }).first()) as { featuredImageUrl: string | null };
  expect(stored.featuredImageUrl).toMatch(/^\/uploads\/[0-9a-f-]+\.png$/);
  expect((await page.request.get(stored.featuredImageUrl!)).status()).toBe(200);
});

test('a screen she never opened on this phone says, with no signal, that it loads once she is back online', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 }); // her phone, at the market
  await installApp(page, '/admin');
  await new AdminLogin(page).signIn();
  await goOffline(context);
  await expect(syncStatus(page)).toContainText('Offline');
  // A page load starts the app afresh: its read is tried, and fails for want of a connection.
  const readFailed = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/api/admin/waitlist'));
  await page.goto('/admin-waitlist'); // served by the service worker
  await readFailed;
  // That is no error: the screen waits for the connection, and says so.
  const waiting = page.getByRole('status').filter({ hasText: 'Loading waitlists' });
  await expect(waiting).toContainText(
    "No connection, and this is not saved on this device yet: it loads when you're back online.",
  );
  await expect(page.getByText('Error loading waitlists')).toHaveCount(0);

  await goOnline(context);
  await expect(waiting).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
