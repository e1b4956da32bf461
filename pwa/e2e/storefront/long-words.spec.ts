import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '../support/test';
import { AdminLogin } from '../pages/admin-pages';
import { CartDialog } from '../pages/cart-dialog';
import { CheckoutDialog, maya } from '../pages/checkout-dialog';
import { OrderPage } from '../pages/order-page';
import { addApprovedReview, db, resetBakery, resetBakeryWithoutOrders } from '../support/bakery';
import { placeOrder } from '../support/orders';

/** Long words and long addresses on a phone: they wrap inside their card, never widen the page. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.beforeEach(resetBakery);

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const fits = async (box: Locator) =>
  box.evaluate(
    (element) =>
      element.scrollWidth <= element.clientWidth + 1 && element.getBoundingClientRect().right <= window.innerWidth,
  );
const longWord = `Superlative${'-and-gluten-free'.repeat(12)}-${randomUUID().slice(0, 6)}`.replace(/-/g, '');

test('a review with one very long word keeps /reviews and /admin-reviews at the width of the phone', async ({
  page,
}) => {
  await addApprovedReview({ customerName: 'Wordy', rating: 5, reviewText: `Wonderful. ${longWord}` });
  await page.goto('/reviews');
  const review = page.getByRole('listitem').filter({ hasText: longWord });
  await expect(review).toBeVisible();
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  expect(await fits(review)).toBe(true); // the word wraps in its card, not cut off at its edge
  await new AdminLogin(page).signIn();
  await page.goto('/admin-reviews');
  const card = page.getByRole('article', { name: 'Review by Wordy' }).first();
  await expect(card).toBeVisible();
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  expect(await fits(card)).toBe(true);
});

test("a long e-mail address stays inside the confirmation and the owner's order card", async ({ page }) => {
  const email = `maya.running.crane.${'and.family.'.repeat(4)}${randomUUID().slice(0, 4)}@example.com`;
  const shop = new OrderPage(page);
  const cart = new CartDialog(page);
  const checkout = new CheckoutDialog(page);
  await shop.goto();
  await shop.add('Orange Biscotti', 3);
  await cart.open();
  await cart.proceed();
  await checkout.fill({ ...maya, email });
  await checkout.pay('Cash at pickup');
  await checkout.placeOrder();
  await expect(checkout.confirmation).toContainText(email);
  expect(await fits(checkout.confirmation)).toBe(true);

  const [order] = (await db('orders').where({ email })) as { pickupDate: string; number: number }[];
  await new AdminLogin(page).signIn();
  await page.goto(`/admin-orders?pickup=${order!.pickupDate}&location=home`);
  const card = page.getByRole('article', { name: new RegExp(`^Order #${order!.number} `) });
  await expect(card.getByRole('link', { name: email })).toBeVisible();
  expect(await fits(card)).toBe(true);
});

test('the packing list breaks a long name between words, never inside one', async ({ page }) => {
  await resetBakeryWithoutOrders();
  const order = await placeOrder([{ productId: 'sandwich-bread', quantity: 1 }], {
    // A surname that fits a card's line on its own, not beside the pickup's place and time.
    firstName: 'Bartholomew',
    lastName: 'Featherstonehaughworthington',
  });
  await new AdminLogin(page).signIn();
  await page.goto(`/admin-bake-list?pickup=${order.pickupDate}&location=home`);
  await page.getByRole('tab', { name: 'Pack' }).click();
  const heading = page
    .getByRole('article', { name: `Pack order #${order.number}` })
    .getByText(/Featherstonehaughworthington/);
  await expect(heading).toBeVisible();
  // Each word is on one line: its text is one box, not two.
  const split = await heading.evaluate((element) => {
    const text = element.firstChild!;
    const words = [...(text.textContent ?? '').matchAll(/\S+/g)];
    return words
      .filter((word) => {
        const range = document.createRange();
        range.setStart(text, word.index!);
        range.setEnd(text, word.index! + word[0].length);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
      })
      .map((word) => word[0]);
  });
  expect(split).toEqual([]);
  await resetBakeryWithoutOrders();
});
