import { expect, test } from '../support/test';
import { AdminInventory, AdminLogin, toast } from '../pages/admin-pages';
import { db, putSettings, resetBakery, resetBakeryWithoutOrders, setHomeCapacity, setStock } from '../support/bakery';
import { placeOrder } from '../support/orders';

/** The owner's week by slot (issue 25): caps in settings, the afternoon's board, bake and sale by slot. */
test.beforeEach(async () => {
  await resetBakeryWithoutOrders();
  for (const id of ['sandwich-bread', 'burger-buns']) await setStock(id, 60);
});
test.afterEach(resetBakery);

test('the owner sets slots and caps, and the storefront offers them', async ({ page }) => {
  await new AdminLogin(page).signIn();
  const inventory = new AdminInventory(page);
  await inventory.goto();
  const settings = inventory.settings();
  await settings.getByRole('combobox', { name: 'Home slot length' }).click();
  await page.getByRole('option', { name: '30 minutes' }).click();
  await settings.getByLabel('Home orders per slot').fill('2');
  await settings.getByLabel('Home items per pickup').fill('20');
  await expect(settings).toContainText('6 slots: 15:00, 15:30, 16:00, 16:30, 17:00, 17:30, 2 orders each.');
  await settings.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page)).toContainText('Settings Updated');
  const stored = (await db('pickup_places').where({ id: 'home' }).first()) as { capacity: string };
  expect(JSON.parse(stored.capacity)).toEqual({ slotMinutes: 30, ordersPerSlot: 2, itemsPerPickup: 20 });
  const shop = (await (await page.request.get('/api/pickup-settings')).json()) as {
    nextPickups: { pickupLocation: string; slots: unknown[]; itemsLeft: number }[];
  };
  expect(shop.nextPickups.find((pickup) => pickup.pickupLocation === 'home')).toMatchObject({ itemsLeft: 20 });
});

test("the afternoon's bookings by slot: a board, a filter, the order of packing, the bake list and an overbooked sale", async ({
  page,
}) => {
  // Orders, then four of the owner's pages.
  test.setTimeout(60_000);
  await setHomeCapacity({ slotMinutes: 60, ordersPerSlot: 2 });
  const early = [
    await placeOrder([{ productId: 'sandwich-bread', quantity: 1 }], { firstName: 'Ada', pickupSlot: '15:00' }),
    await placeOrder([{ productId: 'burger-buns', quantity: 4 }], { firstName: 'Bo', pickupSlot: '15:00' }),
  ];
  const late = await placeOrder([{ productId: 'sandwich-bread', quantity: 2 }], {
    firstName: 'Cy',
    pickupSlot: '17:00',
  });
  await new AdminLogin(page).signIn();
  await page.goto(`/admin-orders?pickup=${late.pickupDate}&location=home`);
  const board = page.getByRole('region', { name: 'Slots' });
  await expect(board.getByRole('button', { name: '3:00 to 4:00: 2 of 2 booked' })).toBeVisible();
  await board.getByRole('button', { name: '3:00 to 4:00: 2 of 2 booked' }).click();
  await expect(page.getByRole('article', { name: /^Order #/ })).toHaveCount(2);
  await expect(page).toHaveURL(/slot=15%3A00/);
  // Two taps before the page has drawn the first (the slot off, then the sort on): each filter is
  // a change to the address as it is now, so the second does not bring the slot back. A CI run
  // under load once caught it doing so.
  await page.evaluate(() => {
    const slot = document.querySelector<HTMLElement>('[aria-label="3:00 to 4:00: 2 of 2 booked"]');
    const sort = [...document.querySelectorAll('label')].find((label) => label.textContent === 'Sort by pickup time');
    slot!.click();
    sort!.click();
  });
  await expect(page.getByRole('checkbox', { name: 'Sort by pickup time' })).toBeChecked();
  await expect(page).not.toHaveURL(/slot=/);
  // The whole pickup again (the slot's filter is off), the late slot packed last.
  const cards = page.getByRole('article', { name: /^Order #/ });
  await expect(cards).toHaveCount(3);
  const lastName = () =>
    cards.evaluateAll(
      (shown) =>
        shown
          .at(-1)
          ?.getAttribute('aria-label')
          ?.replace(/^Order #\d+ from /, '')
          .split(' ')[0],
    );
  await expect.poll(lastName).toBe('Cy');
  await expect(page.getByRole('article', { name: new RegExp(`^Order #${late.number} `) })).toContainText(
    '5:00 to 6:00pm',
  );

  await page.goto(`/admin-bake-list?pickup=${late.pickupDate}&location=home`);
  await page.getByRole('checkbox', { name: 'Split by pickup time' }).click();
  await expect(page.getByRole('checkbox', { name: 'Split by pickup time' })).toBeChecked();
  const table = page.getByRole('table', { name: 'Bake list' });
  await expect(table.getByRole('rowheader', { name: 'For pickup from 3:00 pm (5)' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'For pickup from 5:00 pm (2)' })).toBeVisible();
  await expect(table.getByRole('row', { name: 'Total 7' })).toBeVisible();

  await page.goto('/admin-new-sale');
  await page.getByRole('button', { name: 'One more Sandwich Bread' }).click();
  await page.getByRole('radio', { name: 'Home' }).check();
  await page.getByRole('switch', { name: 'Handed over now' }).click();
  await page.getByRole('combobox', { name: 'Pickup time' }).click();
  await page.getByRole('option', { name: '15:00 to 16:00' }).click();
  await page.getByRole('button', { name: 'Save sale' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Choose another time, or tick Book it even if full' }),
  ).toContainText('just filled up');
  await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toBeVisible(); // it waits in her outbox
  await page.getByRole('checkbox', { name: 'Book it even if full (overbook)' }).check();
  await page.getByRole('button', { name: 'Save sale' }).click();
  await expect(toast(page)).toContainText('Sale Saved');
  await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toHaveCount(0); // replaced, not queued behind
  const [sale] = (await db('orders').where({ source: 'manual' })) as { overbooked: number; pickupSlot: string }[];
  expect(sale).toMatchObject({ overbooked: 1, pickupSlot: '15:00' });
  await page.goto(`/admin-orders?pickup=${late.pickupDate}&location=home`);
  await expect(board.getByRole('button', { name: '3:00 to 4:00: 3 of 2 booked, overbooked' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Sync status' })).not.toContainText('pending');
  expect(early).toHaveLength(2);
});

test('the slot board and the oven follow new orders and slot moves while her orders page is open', async ({ page }) => {
  await setHomeCapacity({ slotMinutes: 60, ordersPerSlot: 3, itemsPerPickup: 20 });
  const first = await placeOrder([{ productId: 'sandwich-bread', quantity: 2 }], {
    firstName: 'Ada',
    pickupSlot: '15:00',
  });
  await new AdminLogin(page).signIn();
  await page.goto(`/admin-orders?pickup=${first.pickupDate}&location=home`);
  const board = page.getByRole('region', { name: 'Slots' });
  await expect(board.getByRole('button', { name: '3:00 to 4:00: 1 of 3 booked' })).toBeVisible();
  await expect(board).toContainText('Items: 2 of 20 items');

  // A customer orders while the page is open: the card arrives, and the board and oven with it.
  await placeOrder([{ productId: 'burger-buns', quantity: 4 }], { firstName: 'Bo', pickupSlot: '15:00' });
  await expect(page.getByRole('article', { name: /^Order #\d+ from Bo / })).toBeVisible();
  await expect(board.getByRole('button', { name: '3:00 to 4:00: 2 of 3 booked' })).toBeVisible();
  await expect(board).toContainText('Items: 6 of 20 items');

  // Ada moves her order to four o'clock from her own page.
  const link = new URL(first.orderPage, 'http://bakery.test');
  const moved = await page.request.patch(`/api/orders/${first.id}/slot?t=${link.searchParams.get('t')}`, {
    data: { pickupSlot: '16:00' },
  });
  expect(moved.status()).toBe(200);
  await expect(board.getByRole('button', { name: '3:00 to 4:00: 1 of 3 booked' })).toBeVisible();
  await expect(board.getByRole('button', { name: '4:00 to 5:00: 1 of 3 booked' })).toBeVisible();
  await expect(board).toContainText('Items: 6 of 20 items');
});

test('"Refresh Orders" reads the slot board and the oven again with the cards', async ({ page }) => {
  await setHomeCapacity({ slotMinutes: 60, ordersPerSlot: 3, itemsPerPickup: 20 });
  const first = await placeOrder([{ productId: 'sandwich-bread', quantity: 2 }], {
    firstName: 'Ada',
    pickupSlot: '15:00',
  });
  // Her live channel is down (poor signal at the market): only her refresh brings news.
  await page.routeWebSocket('/ws/admin', (socket) => socket.close());
  await new AdminLogin(page).signIn();
  await page.goto(`/admin-orders?pickup=${first.pickupDate}&location=home`);
  const board = page.getByRole('region', { name: 'Slots' });
  await expect(board).toContainText('Items: 2 of 20 items');
  await placeOrder([{ productId: 'burger-buns', quantity: 4 }], { firstName: 'Bo', pickupSlot: '15:00' });
  await page.getByRole('button', { name: 'Refresh Orders' }).click();
  await expect(page.getByRole('article', { name: /^Order #\d+ from Bo / })).toBeVisible();
  await expect(board.getByRole('button', { name: '3:00 to 4:00: 2 of 3 booked' })).toBeVisible();
  await expect(board).toContainText('Items: 6 of 20 items');
});

test("a market day's orders show the market's board, not one of her door, which has no pickup that day", async ({
  page,
}) => {
  const slots = { slotMinutes: 60, ordersPerSlot: 4, itemsPerPickup: null };
  await putSettings({ capacity: { home: slots, 'farmers-market': slots } });
  const sale = await placeOrder([{ productId: 'sandwich-bread', quantity: 1 }], {
    firstName: 'Mo',
    pickupLocation: 'farmers-market',
    pickupSlot: '09:00',
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/admin/pickup-slots')) asked.push(new URL(request.url()).search);
  });
  await new AdminLogin(page).signIn();
  await page.goto(`/admin-orders?pickup=${sale.pickupDate}`);
  const boards = page.getByRole('region', { name: 'Slots' });
  await expect(boards.filter({ hasText: 'Farmers market: bookings by pickup time' })).toBeVisible();
  await expect(boards.getByRole('button', { name: '9:00 to 10:00: 1 of 4 booked' })).toBeVisible();
  await expect(boards).toContainText(/Items: 1 item(?!s)/); // Mo's loaf, by hand; not "1 items"
  // Both boards' bookings are asked for in one render: the market's came, her door's was never asked.
  await expect(boards).toHaveCount(1);
  expect(asked.filter((query) => query.includes('pickupLocation=home'))).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('market-orders-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('market-orders-390.png'), fullPage: true });
});
