import { expect, test } from '../support/test';
import { OrderPage } from '../pages/order-page';
import { AdminInventory, AdminLogin, toast } from '../pages/admin-pages';
import { comingBakeDays } from '#shared/bake-days';
import { bakeryToday } from '#shared/bakery-calendar';
import { pickupDateText } from '#shared/order-text';
import type { PickupSettings } from '#shared/pickup-settings';
import { ownerGet, pickupsDaysAhead, resetBakery, stockOf } from '../support/bakery';

test.beforeEach(resetBakery);
test.afterEach(resetBakery);

test("the owner's stock, price and visibility edits reach a shopper's browser", async ({ page, browser }) => {
  await new AdminLogin(page).signIn();
  const inventory = new AdminInventory(page);
  await inventory.goto();

  await inventory.setStock('Chocolate Babka', 2);
  await expect(toast(page)).toContainText('Stock Updated');
  await inventory.setPrice('Orange Biscotti', '3.25');
  await expect(toast(page)).toContainText('Price Updated');
  await inventory.setVisible('Burger Buns', false);
  await expect(toast(page)).toContainText('Visibility Updated');
  await expect(inventory.product('Burger Buns')).toContainText('Hidden');

  const shopper = await browser.newContext();
  const shop = new OrderPage(await shopper.newPage());
  await shop.goto();
  await shop.increase('Chocolate Babka', 3);
  // Her 2 are all the cart can take; the one more she asks for is the waitlist's to offer.
  await expect(shop.product('Chocolate Babka')).toContainText('Only 2 left: add them now, or join the waitlist for 3.');
  await expect(shop.addButton('Chocolate Babka')).toHaveText('Add to Cart - $32.00');
  await expect(shop.product('Orange Biscotti')).toContainText('$3.25 each');
  expect(await shop.productNames()).not.toContain('Burger Buns');
  await shopper.close();
});

test('a bad stock number is refused on the page and changes nothing', async ({ page }) => {
  await new AdminLogin(page).signIn();
  const inventory = new AdminInventory(page);
  await inventory.goto();
  await inventory.setStock('Focaccia', -3);
  await expect(inventory.product('Focaccia')).toContainText('Stock must be a whole number of 0 or more');
  // The refused number is still typed in: reloading asks first, and she leaves it.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.reload();
  expect(await asked).toBe('beforeunload');
  await expect(inventory.product('Focaccia').getByLabel('Focaccia stock')).toHaveValue('6');
});

test('search finds products by name or id, and Save appears only for a change', async ({ page }) => {
  await new AdminLogin(page).signIn();
  const inventory = new AdminInventory(page);
  await inventory.goto();
  await page.getByRole('searchbox', { name: 'Search products by name or id' }).fill('pumpkin-b');
  await expect(page.getByRole('listitem', { name: /./ })).toHaveCount(1);
  await expect(inventory.product('Pumpkin Bagels')).toBeVisible();
  await expect(inventory.product('Pumpkin Bagels').getByRole('button', { name: /Save/ })).toHaveCount(0);
  await inventory.product('Pumpkin Bagels').getByLabel('Pumpkin Bagels stock').fill('13');
  await expect(inventory.product('Pumpkin Bagels').getByRole('button', { name: /Save/ })).toHaveCount(1);
});

test('closing orders on the settings card closes every open storefront, and the server refuses holds', async ({
  page,
  browser,
  request,
}) => {
  const shopper = await browser.newContext();
  const shop = new OrderPage(await shopper.newPage());
  await shop.goto();
  await shop.increase('Focaccia', 1);

  await new AdminLogin(page).signIn();
  const inventory = new AdminInventory(page);
  await inventory.goto();
  const settings = inventory.settings();
  await settings.getByLabel('Banner Message').fill('Closed for Thanksgiving, back next week!');
  await settings.getByRole('switch', { name: 'Orders Open', exact: true }).click();
  await settings.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page)).toContainText('Settings Updated');

  // The open storefront hears it without a reload...
  await expect(shop.page.getByRole('alert', { name: 'Ordering status' })).toContainText('Closed for Thanksgiving');
  await expect(shop.addButton('Focaccia')).toHaveText('Orders Closed');
  // ...and a client that did not is refused by the server.
  const hold = await request.post('/api/cart/reserve', {
    data: { sessionId: 'stale-client-1', productId: 'focaccia', quantity: 1 },
  });
  expect(hold.status()).toBe(409);
  expect(await hold.json()).toMatchObject({ reason: 'orders-closed' });
  await shopper.close();
});

test('turning auto-manage on lets the schedule set the pickup date', async ({ page }) => {
  await new AdminLogin(page).signIn();
  const inventory = new AdminInventory(page);
  await inventory.goto();
  const settings = inventory.settings();
  await settings.getByRole('switch', { name: 'Auto-manage schedule' }).click();
  await settings.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page)).toContainText('Settings Updated');
  // The pickup's weekday is the one the tests set (support/bakery.ts, pickupsDaysAhead).
  const weekday = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][
    pickupsDaysAhead().pickupWeekday
  ]!;
  await expect(settings.getByLabel('Pickup Date')).toHaveValue(
    new RegExp(`^${weekday}, \\w+ \\d+(st|nd|rd|th) after 3:00 PM$`),
  );
  await settings.getByRole('button', { name: 'Auto-Update Now' }).click();
  await expect(toast(page)).toContainText('Settings Auto-Updated');
});

test("her card names the bake its stock is left of, and a new usual bake leaves this bake's stock as it is", async ({
  page,
}) => {
  await new AdminLogin(page).signIn();
  const inventory = new AdminInventory(page);
  await inventory.goto();
  const { bakeDay } = (await ownerGet<{ id: string; bakeDay: string }[]>('/api/admin/inventory')).find(
    (item) => item.id === 'focaccia',
  )!;
  const focaccia = inventory.product('Focaccia');
  await expect(focaccia).toContainText(`Left of the ${pickupDateText(bakeDay)} bake`);
  const before = await stockOf('focaccia');

  await focaccia.getByLabel('Focaccia usual bake', { exact: true }).fill('-1');
  await focaccia.getByRole('button', { name: 'Save Focaccia usual bake' }).click();
  await expect(focaccia).toContainText('The usual bake is a whole number of 0 or more');
  await focaccia.getByLabel('Focaccia usual bake', { exact: true }).fill('40');
  await focaccia.getByRole('button', { name: 'Save Focaccia usual bake' }).click();
  await expect(toast(page)).toContainText('Focaccia: 40 each bake');
  await expect(focaccia.getByLabel('Focaccia stock', { exact: true })).toHaveValue(String(before));
  expect(await stockOf('focaccia')).toBe(before);
  const after = (await ownerGet<{ id: string; usualStock: number }[]>('/api/admin/inventory')).find(
    (item) => item.id === 'focaccia',
  )!;
  expect(after.usualStock).toBe(40);

  // Its neighbour on the card, the limit per order, is the same kind of field and saves the same way.
  await focaccia.getByLabel('Focaccia max per order', { exact: true }).fill('3');
  await focaccia.getByLabel('Focaccia max per order', { exact: true }).press('Enter');
  await expect(toast(page)).toContainText('Focaccia: at most 3 per order');
  await expect(focaccia.getByRole('button', { name: 'Save Focaccia max per order' })).toHaveCount(0);
});

test("she plans next week's bake on her card, and the bake customers buy from now keeps its stock", async ({
  page,
}) => {
  await new AdminLogin(page).signIn();
  const inventory = new AdminInventory(page);
  await inventory.goto();
  const settings = (await (await page.request.get('/api/pickup-settings')).json()) as PickupSettings;
  const [shopBake, nextBake] = comingBakeDays(settings, bakeryToday(), 3);
  const before = await stockOf('focaccia');
  const focaccia = inventory.product('Focaccia');
  await expect(focaccia).toContainText(`Left of the ${pickupDateText(shopBake!)} bake`);

  await page.getByRole('combobox', { name: 'Stock of the bake', exact: true }).click();
  await page.getByRole('option', { name: pickupDateText(nextBake!) }).click();
  await expect(page.getByText(`Planning ahead: the ${pickupDateText(nextBake!)} bake starts with`)).toBeVisible();
  await expect(focaccia).toContainText(`Left of the ${pickupDateText(nextBake!)} bake`);
  // Nothing set for it yet: it starts with her usual bake.
  const usual = await focaccia.getByLabel('Focaccia usual bake', { exact: true }).inputValue();
  await expect(focaccia.getByLabel('Focaccia stock', { exact: true })).toHaveValue(usual);

  await inventory.setStock('Focaccia', 7);
  await expect(toast(page)).toContainText('Focaccia: 7 in stock');
  const planned = await ownerGet<{ id: string; stock: number }[]>(`/api/admin/inventory?bake=${nextBake}`);
  expect(planned.find((item) => item.id === 'focaccia')!.stock).toBe(7);
  expect(await stockOf('focaccia')).toBe(before);

  // Back to the bake selling now: its stock as it was.
  await page.getByRole('combobox', { name: 'Stock of the bake', exact: true }).click();
  await page.getByRole('option', { name: `${pickupDateText(shopBake!)} (selling now)` }).click();
  await expect(focaccia).toContainText(`Left of the ${pickupDateText(shopBake!)} bake`);
  await expect(focaccia.getByLabel('Focaccia stock', { exact: true })).toHaveValue(String(before));
});
