import { expect, test } from '../support/test';
import { CartDialog } from '../pages/cart-dialog';
import { CheckoutDialog } from '../pages/checkout-dialog';
import { OrderPage } from '../pages/order-page';
import { resetBakery } from '../support/bakery';

test('an unknown page says 404 Page Not Found, and is sent as 404 for search engines', async ({ page }) => {
  const answer = await page.goto('/no-such-page');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test.describe('a page whose code cannot download', () => {
  // Pages download when first opened; the service worker would answer from its cache.
  test.use({ serviceWorkers: 'block' });

  test('says so and offers a reload, and the rest of the site still works', async ({ page }) => {
    await page.route('**/assets/about-page-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    const failure = page.getByRole('alert').filter({ hasText: "This page couldn't load" });
    await expect(failure).toBeVisible();
    await expect(failure.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(failure).toBeHidden();
  });
});

test('every page shows the navigation and the footer notice', async ({ page }) => {
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const link of ['Order', 'About', 'Contact', 'Recipes', 'Reviews']) {
    await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /^View Cart/ })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('unregulated and not inspected');
  await expect(footer).toContainText('cannot guarantee they are free of allergens');
  await expect(footer).toContainText('Venmo or Cash');
  await expect(footer.getByRole('link', { name: 'Admin Access' })).toHaveAttribute('href', '/admin');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const path of ['/', '/about', '/contact', '/reviews', '/recipes']) {
    test(`${path} fits 390 px without scrolling sideways`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/') await expect(page.getByRole('article').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('a toast sits under the header, clear of the cart, is heard once, goes by itself after 3 s and at a tap', async ({
    page,
  }) => {
    await resetBakery(); // orders open, whatever the test before left
    await page.clock.install(); // the page's timers on a clock the test can stop and move
    const shop = new OrderPage(page);
    await shop.goto();
    // Stopped before the toast comes, so the test knows to the millisecond how long it has shown.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await shop.add('Orange Biscotti', 3);
    const toast = shop.toast();
    const header = (await page.getByRole('banner').boundingBox())!;
    // Once it has slid in.
    await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(overlap((await toast.boundingBox())!, (await shop.cartButton().boundingBox())!)).toBe(false);
    // A screen turned or widened while it shows: at the bottom right, as a wide screen has it.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThan(800 / 2);
    expect((await toast.boundingBox())!.height).toBeLessThan(120);
    await page.setViewportSize({ width: 390, height: 844 });
    // In the polite live region that was on the page before it, and in no other.
    await expect(page.locator('[role="status"], [role="alert"], [aria-live]').filter({ has: toast })).toHaveCount(1);
    await expect(
      page.getByRole('region', { name: 'Notifications (F8)' }).locator('[aria-live="polite"]').filter({ has: toast }),
    ).toHaveCount(1);

    await page.clock.runFor(2_999);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1);
    await expect(toast).toHaveCount(0); // 3 seconds
    await page.clock.resume();

    await shop.add('Orange Biscotti', 3);
    await toast.getByText('Added to Cart').click(); // anywhere on it, not only its ×
    await expect(toast).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('toast-away-390.png') });
  });

  test("a toast at the top leaves the checkout dialog's top clear, and the dialog moves back after", async ({
    page,
  }) => {
    await resetBakery(); // orders open, whatever the test before left
    const shop = new OrderPage(page);
    const cart = new CartDialog(page);
    const checkout = new CheckoutDialog(page);
    await shop.goto();
    await shop.add('Orange Biscotti', 3);
    await page.locator('[data-toast]').getByRole('button', { name: 'Dismiss notification' }).click();
    await cart.open();
    await cart.proceed();
    const at = async () => (await checkout.dialog.boundingBox())!.y;
    const without = await at();
    await checkout.placeOrder();
    const toast = page.locator('[data-toast]');
    await expect(toast).toContainText('Missing Information');
    await expect
      .poll(async () => (await at()) >= (await toast.boundingBox())!.y + (await toast.boundingBox())!.height)
      .toBe(true);
    await expect(toast).toHaveCount(0, { timeout: 10_000 }); // a failure goes by itself after 6 s
    await expect.poll(at).toBe(without);
  });

  test('the menu opens the other pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Reviews' }).click();
    await expect(page).toHaveURL(/\/reviews$/);
  });
});

/** Whether two boxes on the screen share any point. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
