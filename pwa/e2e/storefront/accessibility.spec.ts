import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { CartDialog } from '../pages/cart-dialog';
import { OrderPage } from '../pages/order-page';
import { addPublishedRecipe, db, resetBakery, resetBakeryWithoutOrders, setHomeCapacity } from '../support/bakery';
import { placeOrder } from '../support/orders';
import { AdminLogin } from '../pages/admin-pages';

/** WCAG 2.2 A and AA rules, contrast, labels and target sizes among them, checked by axe-core. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
}

test.beforeEach(resetBakery);

for (const path of ['/', '/about', '/contact', '/reviews', '/recipes', '/missing-page']) {
  test(`${path} passes the WCAG AA checks`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path === '/') await expect(page.getByRole('article').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

test("a recipe's own page, with its comments, passes the WCAG AA checks", async ({ page }) => {
  const id = await addPublishedRecipe({
    title: 'Checked Focaccia',
    description: 'Read by a screen reader.',
    content: 'Ingredients:\n2 cups flour\n\nInstructions:\nMix and bake.',
    tags: ['bread'],
    prepTime: 10,
    difficulty: 'Easy',
  });
  const { slug } = (await db('recipes').where({ id }).first()) as { slug: string };
  await page.goto(`/recipes/${slug}`);
  await expect(page.getByRole('region', { name: 'Questions & Comments' })).toContainText('No comments yet');
  expect(await violations(page)).toEqual([]);
});

test('the cart and checkout dialogs pass the WCAG AA checks', async ({ page }) => {
  const shop = new OrderPage(page);
  const cart = new CartDialog(page);
  await shop.goto();
  await shop.add('Blueberry Scone', 2);
  await cart.open();
  expect(await violations(page)).toEqual([]);
  await cart.proceed();
  await page.getByRole('radio', { name: 'Venmo' }).check();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("her order page with a time to change, and the owner's order cards, pass the WCAG 2.2 AA checks", async ({
  page,
}) => {
  await resetBakeryWithoutOrders();
  await setHomeCapacity({ slotMinutes: 60, ordersPerSlot: 3 });
  const order = await placeOrder([{ productId: 'sandwich-bread', quantity: 1 }], {
    pickupSlot: '15:00',
    email: 'maya.running.crane.and.family@example.com',
  });
  await page.goto(order.orderPage);
  await expect(page.getByRole('combobox', { name: 'Change your pickup time' })).toContainText('Choose a time');
  expect(await violations(page)).toEqual([]); // the placeholder's contrast among them
  await new AdminLogin(page).signIn();
  await page.goto(`/admin-orders?pickup=${order.pickupDate}&location=home`);
  await expect(page.getByRole('link', { name: order.email })).toBeVisible();
  expect(await violations(page)).toEqual([]); // her e-mail and phone are 24 px targets
  await resetBakeryWithoutOrders();
});

test('the shop\u2019s headings go down one level at a time, and no native checkbox carries aria-checked', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  const levels = await page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1])),
  );
  expect(levels[0]).toBe(1);
  for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
  await page.goto('/reviews');
  await expect(page.getByLabel('Post anonymously')).toBeVisible();
  await expect(page.locator('input[type="checkbox"][aria-checked]')).toHaveCount(0);
});
