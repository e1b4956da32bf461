import { DateTime } from 'luxon';
import { bakery } from '#shared/bakery';
import { expect, test, type Page } from '../support/test';
import { AdminInventory, AdminLogin, toast } from '../pages/admin-pages';
import { CartDialog } from '../pages/cart-dialog';
import { CheckoutDialog, maya } from '../pages/checkout-dialog';
import { OrderPage } from '../pages/order-page';
import { db, putSettings, resetBakery, resetBakeryWithoutOrders } from '../support/bakery';
import { goOffline, goOnline, installApp } from '../support/network';
import { placeOrder } from '../support/orders';

// Her phone keeps the app and her edits with no signal (installApp): the service worker is on.
test.use({ serviceWorkers: 'allow' });

/**
 * Her own places (issue 49, docs/orders.md, "Her places"): she adds her Tuesday evening market on
 * her phone with no signal, it reaches the server once, and customers order there beside her door
 * and Saturday's market; her orders page by place counts each, checked by hand against the orders.
 */
test.beforeEach(resetBakeryWithoutOrders);
test.afterEach(resetBakery);

const syncStatus = (page: Page) => page.getByRole('status', { name: 'Sync status' });
/** A weekday five days from now in the bakery's zone (her door is three days ahead, the market four). */
const fiveDaysAhead = () => DateTime.now().setZone(bakery.timeZone).plus({ days: 5 });

test('she adds her Tuesday market on her phone offline; it is made once, and customers order at all three places', async ({
  page,
  context,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await installApp(page, '/admin');
  await new AdminLogin(page).signIn();
  const inventory = new AdminInventory(page);
  await inventory.goto();
  const places = page.getByRole('region', { name: 'Pickup places' });
  await expect(places.getByRole('listitem')).toHaveCount(2);

  await goOffline(context);
  await expect(syncStatus(page)).toContainText('Offline');
  await places.getByRole('button', { name: 'Add a place' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a place' });
  // Bad input first: no name, a window that ends before it opens. Refused on her phone, nothing queued.
  await dialog.getByLabel('From').fill('17:00');
  await dialog.getByLabel('Until').fill('16:00');
  await dialog.getByRole('button', { name: 'Add the place' }).click();
  await expect(dialog.getByText('Name the place')).toBeVisible();
  await expect(dialog.getByText('The window must end after it opens')).toBeVisible();
  await expect(dialog.getByText("Give the place's address, so customers find it")).toBeVisible();

  const day = fiveDaysAhead();
  await dialog.getByRole('radio', { name: 'A market' }).check();
  await dialog.getByLabel('Name').fill('Bogert Market');
  await dialog.getByLabel('Address').fill('Bogert Park, 325 S Church Ave, Bozeman, MT 59715');
  await dialog.getByLabel('Note for customers').fill('By the pavilion');
  await dialog.getByRole('combobox', { name: 'Day' }).click();
  await page.getByRole('option', { name: day.toFormat('cccc') }).click();
  await dialog.getByLabel('Until').fill('20:00');
  await page.screenshot({ path: test.info().outputPath('add-place-390.png') });
  await dialog.getByRole('button', { name: 'Add the place' }).click();
  await expect(toast(page)).toContainText('Saved Offline');
  await expect(places.getByRole('listitem')).toHaveCount(3);
  await expect(places).toContainText(`${day.toFormat('cccc')}s 5pm to 8pm · orders until it ends`);
  expect(await db('pickup_places').count({ n: '*' })).toEqual([{ n: 2 }]);

  await goOnline(context);
  await expect(syncStatus(page)).not.toContainText('pending', { timeout: 15_000 });
  const made = await db('pickup_places').whereNotIn('id', ['home', 'farmers-market']);
  expect(made).toHaveLength(1);
  expect(made[0]).toMatchObject({ kind: 'market', name: 'Bogert Market', startTime: '17:00', endTime: '20:00' });
  const tuesday = made[0].id as string;
  expect(tuesday).toMatch(/^bogert-market-[a-z2-9]{4}$/);
  expect(await db('idempotency_keys').where('scope', 'like', `%/api/admin/places/${tuesday}`)).toHaveLength(1);

  // A customer on her phone: three places, each with its day and hours; she orders at the new one.
  const customer = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const shop = new OrderPage(customer);
  await shop.goto();
  await expect(customer.locator('footer')).toContainText('Or at Bogert Market, Bogert Park');
  await shop.add('Chocolate Babka', 2);
  await new CartDialog(customer).open();
  await new CartDialog(customer).proceed();
  const checkout = new CheckoutDialog(customer);
  const pickup = checkout.dialog.getByRole('radiogroup', { name: 'Pickup' });
  await expect(pickup.getByRole('radio')).toHaveCount(3);
  await expect(pickup).toContainText(`${day.toFormat('cccc, LLLL d')}, 5pm to 8pm, Bogert Park`);
  await pickup.getByRole('radio', { name: 'Bogert Market' }).check();
  await customer.screenshot({ path: test.info().outputPath('checkout-three-places-390.png') });
  await checkout.fill(maya);
  await checkout.pay('Cash at pickup');
  await checkout.placeOrder();
  await expect(checkout.confirmation).toContainText('Bogert Market');
  await customer.close();

  // Two more at her first two places, and her orders page by place, each counted by hand.
  const atDoor = await placeOrder([{ productId: 'sandwich-bread', quantity: 1 }], { pickupLocation: 'home' });
  await placeOrder([{ productId: 'focaccia', flavor: 'regular', quantity: 3 }], { pickupLocation: 'farmers-market' });
  const tuesdayOrders = await db('orders').where({ pickupLocation: tuesday });
  expect(tuesdayOrders).toHaveLength(1);
  const byHand = tuesdayOrders.reduce((sum, row) => sum + Number(row.total), 0).toFixed(2);
  const itemsByHand = tuesdayOrders.reduce((sum, row) => sum + Number(row.itemCount), 0);
  // A cap of its own: its slot board shows beside her orders of that evening.
  await putSettings({ capacity: { [tuesday]: { slotMinutes: 0, ordersPerSlot: null, itemsPerPickup: 10 } } });
  await page.goto(`/admin-orders?pickup=${tuesdayOrders[0].pickupDate}&location=${tuesday}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Pickup figures' });
  await expect(figures).toContainText(`$${byHand}`);
  await expect(page.getByRole('article', { name: new RegExp(`^Order #${atDoor.number} `) })).toHaveCount(0);
  await expect(page.getByRole('article', { name: /^Order #/ })).toHaveCount(1);
  const board = page.getByRole('region', { name: 'Slots' });
  await expect(board).toContainText('Bogert Market: bookings by pickup time');
  await expect(board).toContainText(`Items: ${itemsByHand} of 10 items`);
  await page.screenshot({ path: test.info().outputPath('orders-by-place-390.png') });
});

test('a place she stops leaves an open checkout at once, which moves to a place she offers', async ({
  page,
  browser,
}) => {
  const customer = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const shop = new OrderPage(customer);
  await shop.goto();
  await shop.add('Chocolate Babka', 1);
  await new CartDialog(customer).open();
  await new CartDialog(customer).proceed();
  const checkout = new CheckoutDialog(customer);
  const pickup = checkout.dialog.getByRole('radiogroup', { name: 'Pickup' });
  await pickup.getByRole('radio', { name: bakery.defaultMarket.name }).check();

  // Meanwhile she stops the market on her phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await new AdminLogin(page).signIn();
  await new AdminInventory(page).goto();
  const places = page.getByRole('region', { name: 'Pickup places' });
  await places.getByRole('button', { name: `Change ${bakery.defaultMarket.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change ${bakery.defaultMarket.name}` });
  await dialog.getByRole('switch').click();
  await expect(dialog).toContainText('Stopped: takes no new orders');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Place Saved', { timeout: 20_000 });
  await expect(places).toContainText('Stopped');
  await places.screenshot({ path: test.info().outputPath('places-card-390.png') });

  // Her open checkout hears it live: the market is gone and her door is chosen instead.
  await expect(pickup.getByRole('radio')).toHaveCount(1);
  await expect(pickup.getByRole('radio', { name: 'Home pickup' })).toBeChecked();
  await checkout.fill(maya);
  await checkout.pay('Cash at pickup');
  await checkout.placeOrder();
  await expect(checkout.confirmation).toContainText('1421 W Koch St');
  expect(await db('orders').select('pickupLocation')).toEqual([{ pickupLocation: 'home' }]);
  await customer.close();
});

test('she gives her door a second day a week on its card; a day that ends before it opens is refused first', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await new AdminLogin(page).signIn();
  await new AdminInventory(page).goto();
  const places = page.getByRole('region', { name: 'Pickup places' });
  await places.getByRole('button', { name: 'Change Home pickup' }).click();
  const door = page.getByRole('dialog', { name: 'Change Home pickup' });
  const first = (await db('pickup_places').where({ id: 'home' }).first()) as { weekday: number };
  await door.getByRole('button', { name: 'Add another day' }).click();
  await door.getByLabel('From 2').fill('16:00');
  await door.getByLabel('Until 2').fill('15:00');
  await door.getByRole('button', { name: 'Save' }).click();
  await expect(door.getByText('The window must end after it opens')).toBeVisible();
  expect(await db('pickup_places').where({ id: 'home' }).first()).toMatchObject({ windows: null });

  await door.getByLabel('Until 2').fill('18:00');
  await door.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Place Saved', { timeout: 20_000 });
  // Added on the day after her first: both on her card, in the order she gave them.
  const second = (first.weekday + 1) % 7;
  const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  const dayName = (weekday: number) => dayNames[weekday]!;
  await expect(places).toContainText(`${dayName(first.weekday)}s 3pm to 6pm, ${dayName(second)}s 4pm to 6pm`);
  const row = (await db('pickup_places').where({ id: 'home' }).first()) as { windows: string };
  expect(JSON.parse(row.windows)).toEqual([
    { weekday: first.weekday, from: '15:00', until: '18:00' },
    { weekday: second, from: '16:00', until: '18:00' },
  ]);
});
