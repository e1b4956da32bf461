import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { AdminLogin } from '../pages/admin-pages';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('every admin page fits a phone and passes the WCAG AA checks', async ({ page }) => {
  // Six pages' WCAG checks, seconds each on two busy cores: one sign-in for all, more time.
  test.slow();
  await new AdminLogin(page).signIn();
  for (const path of [
    '/admin',
    '/admin-orders',
    '/admin-failed-orders',
    '/admin-inventory',
    '/admin-reviews',
    '/admin-recipes',
    '/admin-market',
    '/admin-standing',
    '/admin-waitlist',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    // Against the phone's width: on a mobile viewport the page's own width grows with what overflows.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} scrolls sideways`).toBeLessThanOrEqual(390);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(
      results.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }
  await page.getByRole('button', { name: 'Open admin menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/\/admin-reviews$/);
});
