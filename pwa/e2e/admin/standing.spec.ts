import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { e2eServer } from '../../../playwright.config';
import { AdminInventory, AdminLogin } from '../pages/admin-pages';
import { asOwner, db, putSettings, resetBakery, setStock, stockOf } from '../support/bakery';
import { writtenMail } from '../support/mail';
import { placeOrder } from '../support/orders';
import { expect, test } from '../support/test';

/**
 * The owner and her regulars' standing orders (docs/standing-orders.md): a yes past the
 * pickup's cap is refused and never shown as given; a week the rules did not place is shown to
 * her, placed by the stock she sets for the week or by "Place now"; she pauses and stops a
 * regular herself, and the regular's page says so.
 */
test.beforeEach(async () => {
  await resetBakery();
  await db('standing_orders').delete();
  await rules({ autoApprove: false, home: null });
});
test.afterEach(resetBakery);

const rules = ({ autoApprove, home }: { autoApprove: boolean; home: number | null }) =>
  asOwner('PUT', '/api/admin/standing-settings', {
    products: ['sandwich-bread', 'raspberry-scone'],
    autoApprove,
    perPickup: { home, 'farmers-market': null },
  });

/** A regular's "every week like this" from a new order of hers, as her order page asks it. */
async function asksEveryWeek(firstName: string) {
  const order = await placeOrder([{ productId: 'sandwich-bread', quantity: 1 }], {
    firstName,
    email: `${firstName.toLowerCase()}@example.com`,
  });
  const page = new URL(order.orderPage, e2eServer.url);
  const response = await fetch(`${e2eServer.url}/api/orders/${order.id}/standing${page.search}`, { method: 'POST' });
  expect(response.status).toBe(201);
}

/**
 * A regular whose standing order (2 Sandwich Bread a week, home pickup) runs, approved long ago
 * and with no week placed yet: written as the owner's yes leaves it, so the opening places its
 * first week.
 */
async function runningRegular(firstName: string, lastName: string) {
  const id = randomUUID();
  const { price } = (await db('inventory').where({ id: 'sandwich-bread' }).first()) as { price: string };
  const at = new Date().toISOString();
  await db('standing_orders').insert({
    id,
    fromOrderId: null,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@example.com`,
    phone: '406-555-0123',
    paymentMethod: 'cash',
    pickupLocation: 'home',
    pickupSlot: null,
    lines: JSON.stringify([
      { product: 'sandwich-bread', flavor: null, quantity: 2, agreedUnitCents: Math.round(Number(price) * 100) },
    ]),
    status: 'active',
    statusReason: null,
    createdAt: at,
    updatedAt: at,
    approvedAt: at,
  });
  return id;
}

/** Orders open (the owner's switch): the week's standing orders are placed in the same write. */
const ordersOpen = () => putSettings({ ordersOpen: true });

async function standingPage(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await new AdminLogin(page).signIn();
  await page.goto('/admin-standing');
  await expect(page.getByRole('heading', { name: 'Standing Orders' })).toBeVisible();
}

test('a yes past the pickup’s cap is refused, and the card never says it runs', async ({ page }) => {
  await rules({ autoApprove: true, home: 1 });
  await asksEveryWeek('Ama'); // the pickup's one place
  await rules({ autoApprove: false, home: 1 });
  await asksEveryWeek('Bea');

  // On her phone, from her menu.
  await page.setViewportSize({ width: 390, height: 844 });
  await new AdminLogin(page).signIn();
  await page.getByRole('button', { name: 'Open admin menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Admin' });
  await expect(menu.getByRole('link', { name: 'Waitlists' })).toBeVisible();
  await menu.getByRole('link', { name: 'Standing Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Standing Orders' })).toBeVisible();

  const bea = page.getByRole('article', { name: 'Standing order of Bea Baker' });
  await expect(bea).toContainText('Asks');
  await bea.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toContainText(
    'That pickup takes no more standing orders',
  );
  await expect(bea).not.toContainText('Every week');
  await expect(bea).toContainText('Asks');
  await expect(bea.getByText('Not saved')).toBeVisible();
  expect((await db('standing_orders').where({ firstName: 'Bea' }).first()) as { status: string }).toMatchObject({
    status: 'requested',
  });

  // Discarded: the card is as the server has it, with nothing waiting.
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(bea.getByText('Not saved')).toBeHidden();
  await expect(bea.getByRole('button', { name: 'Approve' })).toBeVisible();
});

test('a week not placed is shown to the owner and placed by the stock she sets for the week', async ({ page }) => {
  const id = await runningRegular('Nell', 'Price');
  await setStock('sandwich-bread', 1); // last week's leftovers
  await ordersOpen();
  // She is told by e-mail, with the link to her page (the mailer sends a moment after the write).
  const toldHer = async () =>
    (await writtenMail('standing-change')).find(
      (mail) => /not placed for/.test(mail.text) && mail.text.includes('Nell Price'),
    );
  await expect.poll(toldHer).toBeTruthy();
  expect((await toldHer())!.text).toContain(`${e2eServer.url}/admin-standing`);

  await standingPage(page, 1280);
  const notPlaced = page.getByRole('status').filter({ hasText: '1 week not placed' });
  await expect(notPlaced).toContainText('Nell Price');
  await expect(notPlaced).toContainText('Only 1 Sandwich Bread left');
  const nell = page.getByRole('article', { name: 'Standing order of Nell Price' });
  await expect(nell.getByRole('listitem').filter({ hasText: 'not placed' })).toContainText(
    'Only 1 Sandwich Bread left',
  );
  await expect(nell.getByRole('button', { name: /^Place Nell Price's week of .* now$/ })).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // The bake is in: she sets its stock.
  await notPlaced.getByRole('link', { name: 'Inventory' }).click();
  const inventory = new AdminInventory(page);
  await inventory.setStock('Sandwich Bread', 20);
  await expect(page.getByText('Stock Updated')).toBeVisible();
  const [week] = (await db('orders').where({ standingOrderId: id })) as { number: number }[];
  expect(week).toBeTruthy();
  expect(await stockOf('sandwich-bread')).toBe(18); // by hand: 20, less her 2

  await page.goto('/admin-standing');
  await expect(nell.getByRole('listitem').filter({ hasText: `placed #${week!.number}` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'week not placed' })).toBeHidden();
});

test('"Place now" places a week not placed; she pauses, then stops a regular, who reads it on her page', async ({
  page,
  browser,
}) => {
  const id = await runningRegular('Olga', 'Berg');
  await setStock('sandwich-bread', 3);
  const other = await placeOrder([{ productId: 'sandwich-bread', quantity: 2 }]);
  await ordersOpen(); // 1 left: Olga's 2 do not fit
  // The other customer cancels: her 2 are back, and nothing takes them by itself.
  const cancel = await fetch(
    `${e2eServer.url}/api/orders/${other.id}/cancel${new URL(other.orderPage, e2eServer.url).search}`,
    {
      method: 'POST',
    },
  );
  expect(cancel.status).toBe(200);

  await standingPage(page, 390);
  const olga = page.getByRole('article', { name: 'Standing order of Olga Berg' });
  await olga.getByRole('button', { name: /^Place Olga Berg's week of .* now$/ }).click();
  await expect(page.getByText(/Olga Berg's order for .* is placed/)).toBeVisible();
  const [week] = (await db('orders').where({ standingOrderId: id })) as { number: number }[];
  await expect(olga.getByRole('listitem').filter({ hasText: `placed #${week!.number}` })).toBeVisible();
  await expect(olga.getByRole('button', { name: /^Place Olga/ })).toBeHidden();

  await olga.getByRole('button', { name: 'Pause' }).click();
  await expect(olga.getByText('Paused by you')).toBeVisible();
  const pausedMail = async () =>
    (await writtenMail('standing-order')).find(
      (mail) => mail.text.includes('To: olga@example.com') && /paused by the bakery/.test(mail.text),
    );
  await expect.poll(pausedMail).toBeTruthy();
  const link = /Your standing order: (\S+)/.exec((await pausedMail())!.text)![1]!;

  // Her page: paused by the bakery, hers to ask about, not to lift.
  const regular = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await regular.goto(new URL(link).pathname + new URL(link).search);
  const hers = regular.getByRole('article', { name: 'Your order every week' });
  await expect(hers).toContainText('Paused by the bakery');
  await expect(hers).toContainText('No week is placed while it is paused.');
  await expect(hers.getByRole('button', { name: 'Go on again' })).toBeHidden();
  await expect(hers.getByRole('listitem').filter({ hasText: 'Placed when orders open' })).toHaveCount(0);

  await olga.getByRole('button', { name: 'Stop…' }).click();
  await olga.getByLabel("Why you stop Olga Berg's order every week").fill('We bake no sandwich bread in January.');
  await olga.getByRole('button', { name: 'Stop for good' }).click();
  await expect(olga.getByText('Stopped by you')).toBeVisible();
  await regular.reload();
  await expect(hers).toContainText('Stopped');
  await expect(hers).toContainText('We bake no sandwich bread in January.');
  await expect(hers).toContainText('It has ended: no more weeks are placed.');
  await regular.context().close();
});
