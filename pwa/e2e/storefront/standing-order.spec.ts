import AxeBuilder from '@axe-core/playwright';
import { AdminLogin } from '../pages/admin-pages';
import { asOwner, db, resetBakery } from '../support/bakery';
import { placeOrder } from '../support/orders';
import { expect, test } from '../support/test';

/**
 * Standing orders (docs/standing-orders.md): a regular asks for her order every week from her
 * order page, the owner says yes on her phone, and the regular skips a week from her standing
 * order's page.
 */
test.beforeEach(async () => {
  await resetBakery();
  await db('standing_orders').delete();
  await asOwner('PUT', '/api/admin/standing-settings', {
    products: ['sandwich-bread', 'raspberry-scone'],
    autoApprove: false,
    perPickup: { home: null, 'farmers-market': null },
  });
});
test.afterEach(resetBakery);

test('a regular asks for her order every week, the owner says yes, and she skips a week', async ({ page, browser }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const order = await placeOrder(
    [
      { productId: 'sandwich-bread', quantity: 1 },
      { productId: 'focaccia', quantity: 1 },
    ],
    { firstName: 'Rhea', email: 'rhea@example.com' },
  );
  await page.goto(order.orderPage);
  const offer = page.getByRole('region', { name: 'Every week like this?' });
  await expect(offer).toContainText('We can place 1 Sandwich Bread for you every week');
  await offer.getByRole('button', { name: 'Order this every week' }).click();

  const standing = page.getByRole('article', { name: 'Your order every week' });
  await expect(standing).toContainText('Waiting for the bakery');
  await expect(standing).toContainText('1 × Sandwich Bread');
  const weeks = standing.getByRole('region', { name: 'Weeks' });
  await expect(weeks.getByRole('listitem').first()).toContainText(`Placed order #${order.number}`);

  // The owner, on her phone: the request, and her yes.
  const ownerPhone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const owner = await ownerPhone.newPage();
  await new AdminLogin(owner).signIn();
  await owner.goto('/admin-standing');
  const request = owner.getByRole('article', { name: 'Standing order of Rhea Baker' });
  await expect(request).toContainText('Asks');
  const axe = await new AxeBuilder({ page: owner }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(request).toContainText('Every week');
  await ownerPhone.close();

  // Back on her page: it runs; she skips next week, then changes her mind.
  await page.reload();
  await expect(standing).toContainText('Every week');
  const next = weeks.getByRole('listitem').filter({ hasText: 'Placed when orders open' }).first();
  const day = (await next.locator('strong').textContent())!;
  await next.getByRole('button', { name: 'Skip this week' }).click();
  const skipped = weeks.getByRole('listitem').filter({ hasText: day });
  await expect(skipped).toContainText('Skipped');
  const row = (await db('standing_placements').where({ outcome: 'skipped' }).first()) as { pickupDate: string };
  expect(row).toBeTruthy();
  await skipped.getByRole('button', { name: 'Take back the skip' }).click();
  await expect(skipped).toContainText('Placed when orders open');
  expect(await db('standing_placements').where({ outcome: 'skipped' })).toHaveLength(0);
  const axeHers = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axeHers.violations.map((violation) => violation.id)).toEqual([]);
});
