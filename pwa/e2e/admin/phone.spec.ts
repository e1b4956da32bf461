import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { AdminLogin } from '../pages/admin-pages';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

// One test per page: the WCAG checks of a page full of fields take seconds on their own.
for (const path of [
  '/admin',
  '/admin-orders',
  '/admin-failed-orders',
  '/admin-inventory',
  '/admin-reviews',
  '/admin-recipes',
]) {
  test(`${path} fits a phone and passes the WCAG AA checks`, async ({ page }) => {
    await new AdminLogin(page).signIn();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test("the owner's menu on a phone opens her other pages", async ({ page }) => {
  await new AdminLogin(page).signIn();
  await page.getByRole('button', { name: 'Open admin menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/\/admin-reviews$/);
});
