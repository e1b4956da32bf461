import { randomUUID } from 'node:crypto';
import { startPushService, type TestPushService } from '../../../sync-server/src/testing/push-service';
import { AdminInventory, AdminLogin, toast } from '../pages/admin-pages';
import { NotificationButtons } from '../pages/notifications';
import { db, resetBakery } from '../support/bakery';
import { placeOrder } from '../support/orders';
import { permissionRequests, standInPushService } from '../support/push';
import { expect, test } from '../support/test';

// A phone's push subscription needs the app's service worker, which the config blocks by default.
test.use({ serviceWorkers: 'allow' });

/** The owner's side of issue 26: her phone's notifications, the subscribers, the notices' settings. */
let push: TestPushService;
test.beforeAll(async () => {
  push = await startPushService();
});
test.afterAll(() => push?.close());
test.beforeEach(resetBakery);

test("the owner turns on her phone's notifications from the dashboard, and a new order buzzes it", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await standInPushService(context, push.subscribe('owner-phone'));
  await new AdminLogin(page).signIn();
  const card = page
    .getByRole('group', { name: 'Notifications on this phone' })
    .or(page.locator('[aria-label="Notifications on this phone"]'));
  const buttons = new NotificationButtons(page);
  expect(await permissionRequests(page)).toBe(0);
  await card.getByRole('button', { name: 'Notify me of new orders' }).click();
  await expect(buttons.on()).toBeVisible();
  const order = await placeOrder([{ productId: 'focaccia', quantity: 2 }]);
  await expect
    .poll(() => push.received('owner-phone').map((each) => each.payload.title), { timeout: 10_000 })
    .toContain(`New order #${order.number}: $${order.total}`);
});

test('the owner sees how many subscribers there are, and exports them', async ({ page }) => {
  const at = new Date().toISOString();
  await db('subscribers').insert({
    id: randomUUID(),
    email: `reader-${Date.now()}@example.com`,
    status: 'confirmed',
    confirmNonce: 'x',
    requestedAt: at,
    createdAt: at,
    confirmedAt: at,
  });
  const confirmed = Number(
    ((await db('subscribers').where({ status: 'confirmed' }).count({ n: '*' })) as [{ n: number }])[0].n,
  );
  await new AdminLogin(page).signIn();
  const card = page.locator('[aria-label="Subscribers"]');
  await expect(card.getByRole('paragraph').first()).toHaveText(String(confirmed));
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe('subscribers.csv');
});

test("the owner turns notices on and off, sets quiet hours, and reads each notice's words", async ({ page }) => {
  await new AdminLogin(page).signIn();
  const inventory = new AdminInventory(page);
  await inventory.goto();
  const settings = inventory.settings();
  const notices = settings.getByRole('region', { name: 'Notice previews' });
  const pickupDate = await settings.getByLabel('Pickup Date').inputValue();
  await expect(notices.getByRole('group', { name: 'Orders are open preview' })).toContainText(
    `Subject: Orders are open: pickup ${pickupDate}`,
  );
  await expect(notices.getByRole('group', { name: 'Closing soon preview' })).toContainText('Closing soon (off)');
  await settings.getByRole('switch', { name: /Closing soon/ }).click();
  await expect(settings.getByLabel('Hours before orders close')).toHaveValue('12');
  await settings.getByLabel('Hours before orders close').fill('6');
  await expect(notices.getByRole('group', { name: 'Closing soon preview' })).not.toContainText('(off)');
  await settings.getByRole('switch', { name: 'Checkouts that failed' }).click();
  await settings.getByRole('switch', { name: /Quiet hours/ }).click(); // off in the tests' bakery (resetBakery)
  await expect(settings.getByLabel('Quiet until')).toHaveValue('07:00');
  await settings.getByLabel('Quiet from').fill('22:00');
  await settings.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page)).toContainText('Settings Updated');
  await expect
    .poll(async () => JSON.parse(((await db('pickup_settings').first()) as { notices: string }).notices) as unknown)
    .toMatchObject({ closingSoonHours: 6, ownerFailedCheckout: false, quietHours: { from: '22:00', to: '07:00' } });
});
