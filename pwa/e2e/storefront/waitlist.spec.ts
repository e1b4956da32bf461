import AxeBuilder from '@axe-core/playwright';
import { e2eServer } from '../../../playwright.config';
import { CartDialog } from '../pages/cart-dialog';
import { CheckoutDialog, maya } from '../pages/checkout-dialog';
import { db, resetBakery, setStock } from '../support/bakery';
import { writtenMail } from '../support/mail';
import { ShopWaitlist } from '../pages/waitlist';
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

/** Another shopper's cart holds `quantity` of a product (the shop's own call). */
async function otherCartHolds(productId: string, quantity: number, sessionId: string) {
  const held = await fetch(`${e2eServer.url}/api/cart/reserve`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ sessionId, productId, quantity }),
  });
  expect(held.status).toBe(201);
}

/** That cart's clock runs out (its holds' time passes: the server's rule, not a wait here). */
const cartRunsOut = (sessionId: string) =>
  db('cart_reservations')
    .where({ sessionId })
    .update({ expiresAt: new Date(Date.now() - 1000).toISOString() });

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

test('the phone that joined sees its turn: the loaf in its cart and said over the products, no e-mail needed (issue 45, item 12)', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setStock('chocolate-babka', 1);
  await otherCartHolds('chocolate-babka', 1, 'e2e-other-shopper-2');
  const shop = new ShopWaitlist(page);
  await page.goto('/?product=chocolate-babka');
  await expect(shop.card('Chocolate Babka')).toContainText('Sold Out');
  const dialog = await shop.join('Chocolate Babka', maya.email);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The other cart runs out: the server's next second offers the loaf to her. This phone, which
  // joined, hears the stock move and finds her turn: no link is opened.
  await cartRunsOut('e2e-other-shopper-2');
  await expect(shop.yourTurn()).toContainText(/Your turn: 1 Chocolate Babka kept for you until \d+:\d\d/, {
    timeout: 20_000,
  });
  await expect(page.getByRole('button', { name: /^Cart/ })).toContainText('1');
  await expect(shop.card('Chocolate Babka')).toContainText(
    /Your turn: 1 Chocolate Babka kept for you until .*, in your cart\./,
  );
  await expect(shop.card('Chocolate Babka').getByRole('button', { name: 'Join the waitlist' })).toHaveCount(0);
  await shop.card('Chocolate Babka').screenshot({ path: testInfo.outputPath('your-turn-card-390.png') });
  await shop.yourTurn().scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('your-turn-390.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('your-turn-1280.png') });
  const axe = await new AxeBuilder({ page }).include('.your-turn').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  await shop.yourTurn().getByRole('button', { name: 'Check out' }).click();
  const cart = new CartDialog(page);
  await expect(cart.lines()).toContainText(['Chocolate Babka']);
  await cart.proceed();
  const checkout = new CheckoutDialog(page);
  await checkout.fill(maya);
  await checkout.pay('Cash at pickup');
  await checkout.placeOrder();
  await expect(checkout.confirmation).toBeVisible();
  await expect(shop.yourTurn()).toHaveCount(0);
});

test('a shopper who wants more than is left asks for it on the card and joins the line for that many (issue 45, item 12)', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setStock('chocolate-babka', 1);
  const shop = new ShopWaitlist(page);
  await page.goto('/?product=chocolate-babka');
  const card = shop.card('Chocolate Babka');
  await expect(card).toContainText('1 left');
  const more = card.getByRole('button', { name: 'Increase quantity' });
  await more.click();
  await more.click();
  await expect(card.getByTestId('asked-beyond')).toHaveText('Only 1 left: add it now, or join the waitlist for 2.');
  await card.screenshot({ path: testInfo.outputPath('asked-beyond-390.png') });
  await card.getByRole('button', { name: 'Join the waitlist for 2' }).click();
  const dialog = shop.dialog('Chocolate Babka');
  await expect(dialog).toContainText('Only 1 left now.');
  await expect(dialog.getByRole('group', { name: 'How many' })).toContainText('2');
  await dialog.screenshot({ path: testInfo.outputPath('join-for-more-390.png') });
  await dialog.getByLabel("E-mail, to tell you when it's your turn").fill(maya.email);
  await dialog.getByRole('button', { name: 'Join the line' }).click();
  await expect(dialog.getByRole('status')).toContainText("You're number 1 in line.");
  await expect
    .poll(async () => ((await db('waitlist_entries').first()) as { quantity: number } | undefined)?.quantity)
    .toBe(2);
  // The loaf that is left stays on sale: her place claims none of it.
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(card).toContainText('1 left');
  await expect(card).toContainText("You're in line");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('in-line-1280.png') });
});
