import AxeBuilder from '@axe-core/playwright';
import { CartDialog } from '../pages/cart-dialog';
import { CheckoutDialog, maya } from '../pages/checkout-dialog';
import { OrderPage } from '../pages/order-page';
import { asOwner, db, resetBakery, resetBakeryWithoutOrders, setHomeCapacity, setStock } from '../support/bakery';
import { writtenMail } from '../support/mail';
import { placeOrder } from '../support/orders';
import { expect, test, type Page } from '../support/test';

/**
 * The waitlist for a full pickup time (docs/waitlist.md): at checkout a customer finds the time
 * she wants full and joins its line; another customer's order is cancelled; the place goes to
 * her, kept for her checkout, with an e-mail whose link opens it; she orders from that link.
 */
test.beforeEach(async () => {
  await resetBakery();
  await setStock('sandwich-bread', 40);
});
test.afterEach(resetBakery);

const slot = (page: Page, start: string) => page.getByRole('radio', { name: new RegExp(`^${start} to `) });
/** The place offers written (a loaf's offer says "Check out:" instead). */
const placeOffers = async () => (await writtenMail('waitlist')).filter((mail) => /Order now: /.test(mail.text));

test('a customer waits for a full time, a place comes back, and she orders it from the e-mail’s link', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // Other stories' orders are kept (resetBakery): hers are those placed from now on.
  const startedAt = new Date().toISOString();
  await page.setViewportSize({ width: 390, height: 844 });
  await setHomeCapacity({ slotMinutes: 30, ordersPerSlot: 1 });
  const early = await placeOrder([{ productId: 'sandwich-bread', quantity: 1 }], { pickupSlot: '15:00' });

  const shop = new OrderPage(page);
  const cart = new CartDialog(page);
  const checkout = new CheckoutDialog(page);
  await shop.goto();
  await shop.add('Sandwich Bread', 1);
  await cart.open();
  await cart.proceed();
  await checkout.pickUp('Home pickup');
  await expect(slot(page, '3:00')).toBeDisabled();
  await checkout.dialog.getByRole('button', { name: 'Join the waitlist' }).click();
  const join = page.getByRole('dialog', { name: 'Wait for a place' });
  await expect(join).toContainText(/3:00 to 3:30pm at the home pickup on \w+day, \w+ \d+ is full/);
  await expect(join.getByRole('radio', { name: '3:00 to 3:30pm' })).toBeChecked(); // the only full time
  await join.getByRole('button', { name: 'Join the line' }).click();
  await expect(join.getByRole('alert')).toHaveText('Give an e-mail address, or let this phone tell you');
  await join.getByLabel("E-mail, to tell you when it's your turn").fill(maya.email);
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await join.getByRole('button', { name: 'Join the line' }).click();
  await expect(join.getByRole('status')).toContainText("You're number 1 in line.");
  await join.getByRole('button', { name: 'Done' }).click();
  await expect(checkout.dialog.getByRole('status').filter({ hasText: "You're in line for a 3:00" })).toBeVisible();
  // Her checkout was not sent by the dialog's form: nothing was ordered, and nothing said missing.
  expect(await db('orders').where({ email: maya.email }).where('createdAt', '>=', startedAt)).toHaveLength(0);

  // The early order is cancelled: the place is free of orders, but the line's. Someone who
  // reloads sees 3:00 still full; her turn comes with the server's next second.
  await asOwner('PATCH', `/api/admin/orders/${early.id}/status`, { status: 'cancelled', reason: 'Plans changed' });
  await expect.poll(async () => (await placeOffers()).length, { timeout: 15_000 }).toBe(1);
  const offer = (await placeOffers())[0]!;
  expect(/^To: (.+)$/m.exec(offer.text)![1]).toBe(maya.email);
  const link = new URL(/Order now: (\S+)/.exec(offer.text)![1]!);
  const everyone = (await (await page.request.get('/api/pickup-settings')).json()) as {
    nextPickups: { pickupLocation: string; slots: { start: string; left: number | null }[] }[];
  };
  const home = everyone.nextPickups.find((pickup) => pickup.pickupLocation === 'home')!;
  expect(home.slots.find((each) => each.start === '15:00')!.left).toBe(0);

  await page.goto(link.pathname + link.search);
  await expect(shop.toast()).toContainText('A Place Is Yours');
  await expect(checkout.dialog).toBeVisible();
  await expect(slot(page, '3:00')).toBeChecked();
  await expect(checkout.dialog).toContainText(/Kept for you until/);
  await checkout.fill(maya);
  await checkout.pay('Cash at pickup');
  await checkout.placeOrder();
  await expect(checkout.confirmation).toContainText(/3:00 to 3:30pm/);
  const entry = (await db('place_waitlist_entries').first()) as { status: string };
  expect(entry.status).toBe('taken');
});

test('the place dialog starts with the e-mail she typed in checkout', async ({ page }) => {
  await resetBakeryWithoutOrders(); // 3:00 is full of this test's order alone
  await page.setViewportSize({ width: 390, height: 844 });
  await setHomeCapacity({ slotMinutes: 30, ordersPerSlot: 1 });
  await placeOrder([{ productId: 'sandwich-bread', quantity: 1 }], { pickupSlot: '15:00' });
  const shop = new OrderPage(page);
  const cart = new CartDialog(page);
  const checkout = new CheckoutDialog(page);
  await shop.goto();
  await shop.add('Sandwich Bread', 1);
  await cart.open();
  await cart.proceed();
  await checkout.field('email').fill(maya.email);
  await checkout.pickUp('Home pickup');
  await checkout.dialog.getByRole('button', { name: 'Join the waitlist' }).click();
  const join = page.getByRole('dialog', { name: 'Wait for a place' });
  await expect(join.getByLabel("E-mail, to tell you when it's your turn")).toHaveValue(maya.email);
  await page.screenshot({ path: test.info().outputPath('place-dialog-390.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('place-dialog-1280.png') });
});
