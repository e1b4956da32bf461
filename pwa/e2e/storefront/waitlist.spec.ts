import AxeBuilder from '@axe-core/playwright';
import { e2eServer } from '../../../playwright.config';
import { CartDialog } from '../pages/cart-dialog';
import { CheckoutDialog, maya } from '../pages/checkout-dialog';
import { db, resetBakery, setStock } from '../support/bakery';
import { writtenMail } from '../support/mail';
import { expect, test } from '../support/test';

/**
 * The waitlist (docs/waitlist.md): a customer joins the line on a sold-out loaf; another
 * shopper's cart runs out; the loaf goes to her, held in her cart, with an e-mail whose link
 * opens it; she checks out from that link.
 */
test.beforeEach(async () => {
  await resetBakery();
  await db('waitlist_entries').delete();
});
test.afterEach(resetBakery);

test('a late customer joins the line, another cart runs out, and she orders the loaf from the e-mail’s link', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setStock('chocolate-babka', 1);
  // Another shopper holds the last babka.
  const held = await fetch(`${e2eServer.url}/api/cart/reserve`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ sessionId: 'e2e-other-shopper-1', productId: 'chocolate-babka', quantity: 1 }),
  });
  expect(held.status).toBe(201);

  await page.goto('/?product=chocolate-babka');
  const card = page.getByRole('article', { name: 'Chocolate Babka' });
  await expect(card).toContainText('Sold Out');
  await card.getByRole('button', { name: 'Join the waitlist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join the waitlist for Chocolate Babka' });
  await dialog.getByLabel("E-mail, to tell you when it's your turn").fill(maya.email);
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await dialog.getByRole('button', { name: 'Join the line' }).click();
  await expect(dialog.getByRole('status')).toContainText("You're number 1 in line.");
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(card).toContainText("You're in line");

  // The other cart's clock runs out (its hold's time passes: the server's rule, not a wait here).
  await db('cart_reservations')
    .where({ sessionId: 'e2e-other-shopper-1' })
    .update({ expiresAt: new Date(Date.now() - 1000).toISOString() });
  // Her turn: the server's next second offers it to her, and writes to her.
  await expect
    .poll(async () => (await writtenMail('waitlist')).filter((mail) => /Check out: /.test(mail.text)).length, {
      timeout: 15_000,
    })
    .toBe(1);
  const offer = (await writtenMail('waitlist')).find((mail) => /Check out: /.test(mail.text))!;
  const link = /Check out: (\S+)/.exec(offer.text)![1]!;

  await page.goto(new URL(link).pathname + new URL(link).search);
  const cart = new CartDialog(page);
  await expect(cart.dialog).toBeVisible();
  await expect(cart.lines()).toContainText(['Chocolate Babka']);
  await cart.proceed();
  const checkout = new CheckoutDialog(page);
  await checkout.fill(maya);
  await checkout.pay('Cash at pickup');
  await checkout.placeOrder();
  await expect(checkout.confirmation).toBeVisible();
  // Served from the line: the owner's count says so once the next turn settles it.
  await expect
    .poll(async () => ((await db('waitlist_entries').first()) as { status: string }).status, { timeout: 10_000 })
    .toBe('taken');
});
