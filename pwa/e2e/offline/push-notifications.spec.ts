import { devices } from '@playwright/test';
import { startPushService, type TestPushService } from '../../../sync-server/src/testing/push-service';
import { NotificationButtons } from '../pages/notifications';
import { db, moveOrder, resetBakery, setStock } from '../support/bakery';
import { installApp } from '../support/network';
import { placeOrder } from '../support/orders';
import {
  deliverPush,
  permissionRequests,
  shownNotifications,
  standInPushService,
  tapNotification,
} from '../support/push';
import { expect, test } from '../support/test';

// These stories need the app's service worker (installApp), which the config blocks by default.
test.use({ serviceWorkers: 'allow' });

/**
 * Web Push in the installed app (docs/notices.md). Headless Chromium cannot subscribe to
 * a real push service here: each side is tested against a local one (support/push.ts).
 */
let push: TestPushService;
test.beforeAll(async () => {
  push = await startPushService();
});
test.afterAll(() => push?.close());
test.beforeEach(resetBakery);

test('the service worker shows a push it is handed, and a tap opens the page it names', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  const order = await placeOrder([{ productId: 'focaccia', quantity: 1 }]);
  await installApp(page, '/');
  await deliverPush(page, { title: `Order #${order.number} is ready`, body: 'Pickup Friday', url: order.orderPage });
  expect(await shownNotifications(page)).toEqual([
    { title: `Order #${order.number} is ready`, body: 'Pickup Friday', url: order.orderPage },
  ]);
  await tapNotification(page, `Order #${order.number} is ready`);
  await expect(page).toHaveURL(order.orderPage);
  // (A whole page load through the service worker: on a loaded machine it takes its time.)
  await expect(page.getByRole('heading', { name: `Order #${order.number}` })).toBeVisible({ timeout: 15_000 });
  expect(await shownNotifications(page)).toEqual([]);
});

test("a push naming another site's page opens the shop instead", async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await installApp(page, '/about');
  await deliverPush(page, { title: 'Phish', body: 'x', url: 'https://evil.example/' });
  expect((await shownNotifications(page)).map((shown) => shown.url)).toEqual(['/']);
  await tapNotification(page, 'Phish');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test("her order page asks for notifications only from the button's tap, then the ready push arrives and opens it", async ({
  page,
  context,
}) => {
  const order = await placeOrder([{ productId: 'focaccia', quantity: 1 }]);
  await context.grantPermissions(['notifications']);
  await standInPushService(context, push.subscribe(`order-${order.number}`));
  const buttons = new NotificationButtons(page);
  await installApp(page, order.orderPage);
  await expect(buttons.button("Notify me when it's ready")).toBeVisible();
  expect(await permissionRequests(page)).toBe(0); // nothing asked on load
  await buttons.button("Notify me when it's ready").click();
  await expect(buttons.on()).toBeVisible();
  expect(await permissionRequests(page)).toBe(1);

  // The owner marks it ready: the server's outbox sends to the push service, which decrypts it.
  await moveOrder(order.id, 'ready');
  await expect.poll(() => push.received(`order-${order.number}`).length, { timeout: 10_000 }).toBe(1);
  const [received] = push.received(`order-${order.number}`);
  expect(received!.payload).toMatchObject({ title: `Order #${order.number} is ready`, url: order.orderPage });

  // What the push service would hand the phone, handed to its service worker.
  await page.goto('/');
  await deliverPush(page, received!.payload);
  expect((await shownNotifications(page)).map((shown) => shown.title)).toEqual([`Order #${order.number} is ready`]);
  await tapNotification(page, `Order #${order.number} is ready`);
  await expect(page).toHaveURL(order.orderPage);
  await expect(page.getByRole('status').filter({ hasText: 'Ready' }).first()).toBeVisible({ timeout: 15_000 });
});

test('a "no" at the prompt is said plainly, and the bakery gets no subscription', async ({ page, context }) => {
  const order = await placeOrder([{ productId: 'focaccia', quantity: 1 }]);
  await standInPushService(context, push.subscribe(`refused-${order.number}`));
  // Nothing granted or denied yet: the browser asks when the button is tapped, and headless
  // Chromium, which has no one to ask, answers no.
  const buttons = new NotificationButtons(page);
  await installApp(page, order.orderPage);
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await buttons.button("Notify me when it's ready").click();
  await expect(buttons.blocked()).toBeVisible();
  expect(await permissionRequests(page)).toBe(1);
  await moveOrder(order.id, 'ready');
  // The move answered: its pushes, if any, are in the outbox (the same transaction). None is,
  // for no phone follows the order; so none reaches the push service.
  expect(await db('push_topics').where({ topic: `order:${order.id}` })).toHaveLength(0);
  expect(
    await db('mail_outbox').where({ kind: 'push-order-ready' }).whereLike('text', `%Order #${order.number} is ready%`),
  ).toHaveLength(0);
  expect(push.requests(`refused-${order.number}`)).toBe(0);
});

test('with notifications blocked for the site already, it says how to allow them and asks nothing', async ({
  page,
  context,
}) => {
  const order = await placeOrder([{ productId: 'focaccia', quantity: 1 }]);
  await standInPushService(context, push.subscribe(`blocked-${order.number}`));
  await context.grantPermissions([]); // every permission but those named is denied
  const buttons = new NotificationButtons(page);
  await installApp(page, order.orderPage);
  await expect(buttons.blocked()).toBeVisible();
  await expect(buttons.button("Notify me when it's ready")).toHaveCount(0);
  expect(await permissionRequests(page)).toBe(0);
});

test('on an iPhone outside the Home Screen app, it says notifications need the app there', async ({ browser }) => {
  const order = await placeOrder([{ productId: 'focaccia', quantity: 1 }]);
  const iphone = await browser.newContext({ ...devices['iPhone 13'], baseURL: test.info().project.use.baseURL });
  try {
    const page = await iphone.newPage();
    await page.goto(order.orderPage);
    const buttons = new NotificationButtons(page);
    await expect(buttons.homeScreen()).toContainText('Add to Home Screen');
    await expect(buttons.button("Notify me when it's ready")).toHaveCount(0);
  } finally {
    await iphone.close();
  }
});

test('a phone with notifications on that cannot subscribe is told why, not that notifications are off', async ({
  page,
  context,
}) => {
  await setStock('chocolate-babka', 0);
  await context.grantPermissions(['notifications']);
  // The browser's push service fails, as it does with no connection to it.
  await context.addInitScript(() => {
    PushManager.prototype.subscribe = () =>
      Promise.reject(new DOMException('Registration failed - push service error', 'AbortError'));
  });
  await installApp(page, '/');
  await page
    .getByRole('article', { name: 'Chocolate Babka' })
    .getByRole('button', { name: 'Join the waitlist' })
    .click();
  const join = page.getByRole('dialog', { name: 'Join the waitlist for Chocolate Babka' });
  await join.getByLabel("E-mail, to tell you when it's your turn").fill('wren@example.com');
  await join.getByRole('checkbox', { name: 'Also tell me on this phone' }).check();
  await join.getByRole('button', { name: 'Join the line' }).click();
  await expect(join.getByRole('status')).toContainText("You're number 1 in line.");
  await expect(join.getByRole('alert')).toHaveText(
    "You're in line, but this phone could not be set to tell you: the browser's notification service did not answer. Please try again later.",
  );
  await page.screenshot({ path: test.info().outputPath('push-failed-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('push-failed-390.png') });
});
