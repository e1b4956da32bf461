import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { CartDialog } from '../pages/cart-dialog';
import { OrderPage } from '../pages/order-page';
import { resetBakery } from '../support/bakery';

/** WCAG 2.1 A and AA rules, contrast and labels among them, checked by axe-core. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
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
