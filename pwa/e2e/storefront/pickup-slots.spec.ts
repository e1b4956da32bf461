import { expect, test, type Page } from '../support/test';
import { CartDialog } from '../pages/cart-dialog';
import { CheckoutDialog, maya } from '../pages/checkout-dialog';
import { OrderPage } from '../pages/order-page';
import {
  asOwner,
  db,
  resetBakery,
  resetBakeryWithoutOrders,
  setHomeCapacity,
  setStock,
  stockOf,
} from '../support/bakery';
import { goOffline, installApp, waitForSavedLists } from '../support/network';
import { placeOrder } from '../support/orders';

// These stories need the app's service worker (installApp), which the config blocks by default.
test.use({ serviceWorkers: 'allow' });

/** Pickup slots and the customer's own order page (issue 25), in Chromium against the real server. */
test.beforeEach(async () => {
  await resetBakeryWithoutOrders();
  await setStock('sandwich-bread', 40);
});
test.afterEach(resetBakery);

const slot = (page: Page, start: string) => page.getByRole('radio', { name: new RegExp(`^${start} to `) });

async function checkoutWithBread(page: Page) {
  const shop = new OrderPage(page);
  const checkout = new CheckoutDialog(page);
  await shop.goto();
  await shop.add('Sandwich Bread', 1);
  await new CartDialog(page).open();
  await new CartDialog(page).proceed();
  await checkout.fill(maya);
  await checkout.pay('Cash at pickup');
  await checkout.pickUp('Home pickup');
  return checkout;
}

test('a slot another customer fills during checkout is refused with the times that have room; another one works', async ({
  page,
}) => {
  // Two checkouts, one refused.
  test.setTimeout(60_000);
  await setHomeCapacity({ slotMinutes: 30, ordersPerSlot: 1 });
  const checkout = await checkoutWithBread(page);
  await expect(page.getByText('1 place left').first()).toBeVisible();
  await slot(page, '3:30').check();

  // Someone else takes 3:30 while she types: her screen hears of it, her choice is kept.
  await placeOrder([{ productId: 'sandwich-bread', quantity: 1 }], { pickupSlot: '15:30' });
  await expect(slot(page, '3:30')).toBeDisabled();
  await checkout.placeOrder();
  await expect(checkout.dialog.getByRole('alert')).toHaveText('3:30 just filled: 3:00, 4:00 and 3 more have room.');
  expect(await db('orders').where({ email: maya.email })).toHaveLength(0);

  await slot(page, '4:00').check();
  await checkout.placeOrder();
  await expect(checkout.confirmation).toContainText(/Pickup: \w+day, \w+ \d+, 4:00 to 4:30pm at /);
  const [mine] = (await db('orders').where({ email: maya.email })) as { pickupSlot: string }[];
  expect(mine!.pickupSlot).toBe('16:00');
});

test('a full home pickup cannot be chosen, says so on the shop and in checkout, and offers the market', async ({
  page,
}) => {
  await setHomeCapacity({ itemsPerPickup: 1 });
  await placeOrder([{ productId: 'sandwich-bread', quantity: 1 }]);
  const full = /Home pickup on \w+day, \w+ \d+ is full; the farmers market on \w+day, \w+ \d+ still has room\./;
  const shop = new OrderPage(page);
  await shop.goto();
  await expect(page.getByRole('alert', { name: 'Ordering status' })).toContainText(full); // before the cart
  await checkoutWithBread(page).catch(() => undefined); // home cannot be checked: it is full
  const checkout = new CheckoutDialog(page);
  await expect(checkout.dialog.getByRole('alert').filter({ hasText: full })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Home pickup' })).toBeDisabled();
  await expect(checkout.dialog).not.toContainText('The next pickup is'); // a later pickup cannot be ordered

  // Place Order with home still chosen: the server says it is full, and the owner sees the attempt.
  await checkout.placeOrder();
  await expect(checkout.dialog.getByRole('alert').filter({ hasText: 'is full' })).toBeVisible();
  await expect
    .poll(
      async () => (await db('failed_order_attempts').where({ email: maya.email, failureReason: 'pickup-full' })).length,
    )
    .toBe(1);
  await checkout.pickUp('Farmers market');
  await checkout.placeOrder();
  await expect(checkout.confirmation).toBeVisible();
  await expect(checkout.confirmation).toContainText('Farmers Market');
});

test('over the oven: checkout says how many to take out, and the cart takes them out one by one', async ({ page }) => {
  await setHomeCapacity({ itemsPerPickup: 4 });
  await placeOrder([{ productId: 'sandwich-bread', quantity: 1 }]); // 3 places left
  const shop = new OrderPage(page);
  const cart = new CartDialog(page);
  const checkout = new CheckoutDialog(page);
  await shop.goto();
  await shop.add('Sandwich Bread', 5);
  await cart.open();
  await cart.proceed();
  await checkout.fill(maya);
  await checkout.pay('Cash at pickup');
  await checkout.placeOrder();
  await expect(checkout.dialog.getByRole('alert').filter({ hasText: 'Only 3 more items fit' })).toContainText(
    /Only 3 more items fit the home pickup on \w+day, \w+ \d+, and your cart has 5: take 2 out of your cart \(Back to Cart\), or choose the farmers market on/,
  );

  await checkout.dialog.getByRole('button', { name: 'Back to Cart' }).click();
  await cart.dialog.getByRole('button', { name: 'One fewer Sandwich Bread' }).click();
  await expect(cart.lines().first()).toContainText('x 4');
  await cart.dialog.getByRole('button', { name: 'One fewer Sandwich Bread' }).click();
  await expect(cart.lines().first()).toContainText('x 3');
  await expect.poll(() => heldOf('sandwich-bread')).toBe(3);
  await cart.dialog.getByRole('button', { name: 'One more Sandwich Bread' }).click();
  await expect(cart.lines().first()).toContainText('x 4');
  await cart.dialog.getByRole('button', { name: 'One fewer Sandwich Bread' }).click();
  await expect(cart.lines().first()).toContainText('x 3');
  await cart.proceed();
  await checkout.placeOrder();
  await expect(checkout.confirmation).toBeVisible();
  const [mine] = (await db('orders').where({ email: maya.email })) as { itemCount: number }[];
  expect(mine!.itemCount).toBe(3);
});

/** What the carts hold of a product right now, on the server. */
async function heldOf(productId: string): Promise<number> {
  const rows = (await db('cart_reservations')
    .where({ productId })
    .where('expiresAt', '>', new Date().toISOString())
    .sum({ held: 'quantity' })) as { held: number | null }[];
  return Number(rows[0]?.held ?? 0);
}

test("her order page follows the owner's taps live, moves her slot, and cancels it once", async ({ page }) => {
  // A whole checkout, then the order page through three changes.
  test.setTimeout(60_000);
  await setHomeCapacity({ slotMinutes: 60, ordersPerSlot: 2 });
  const checkout = await checkoutWithBread(page);
  await slot(page, '3:00').check();
  await checkout.placeOrder();
  await checkout.confirmation.getByRole('link', { name: 'See, move or cancel your order' }).click();
  const order = page.getByRole('article', { name: /^Order #\d+$/ });
  await expect(order).toContainText('Order received (now)');
  await expect(order).toContainText('3:00 to 4:00pm');
  const [mine] = (await db('orders').where({ email: maya.email })) as { id: string }[];
  const id = mine!.id;

  await asOwner('PATCH', `/api/admin/orders/${id}/status`, { status: 'ready' });
  await expect(order).toContainText('Ready for pickup (now)'); // no reload

  await page.getByRole('combobox', { name: 'Change your pickup time' }).click();
  await page.getByRole('option', { name: /^5:00 pm to/ }).click();
  await page.getByRole('button', { name: 'Move my pickup' }).click();
  await expect(page.locator('[data-toast]')).toContainText('Pickup Time Changed');
  await expect(order).toContainText('5:00 to 6:00pm');
  expect(((await db('orders').where({ id }).first()) as { pickupSlot: string }).pickupSlot).toBe('17:00');

  const stock = await stockOf('sandwich-bread');
  await page.getByRole('button', { name: 'Cancel my order' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.locator('[data-toast]')).toContainText('Order Cancelled');
  await expect(order).toContainText('This order is cancelled');
  expect(await stockOf('sandwich-bread')).toBe(stock + 1);
  await expect(page.getByRole('button', { name: 'Cancel my order' })).toHaveCount(0);

  // It is on this phone's list of orders.
  await page.goto('/orders');
  await page.getByRole('link', { name: /^Order #\d+$/ }).click();
  await expect(order).toContainText('This order is cancelled');
});

test('her order page opens offline as the last copy this phone saw', async ({ page, context }) => {
  const placed = await placeOrder([{ productId: 'sandwich-bread', quantity: 2 }], { firstName: 'Ona' });
  const answer = (await db('orders').where({ id: placed.id }).first()) as { number: number };
  const link = await orderPageOf(placed.id);
  await installApp(page, link);
  await expect(page.getByRole('article', { name: `Order #${answer.number}` })).toContainText('2 x Sandwich Bread');
  await waitForSavedLists(page, `/api/orders/${placed.id}`);
  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('article', { name: `Order #${answer.number}` })).toContainText('2 x Sandwich Bread');
  await expect(page.getByText(/^Offline: showing what you saw at/)).toBeVisible();
  await expect(page.getByText("You're offline: moving or cancelling needs a connection.")).toBeVisible();
});

/** Her page's address with its key, as her e-mail gives it. */
async function orderPageOf(id: string): Promise<string> {
  const mail = (await db('mail_outbox').where({ kind: 'order-confirmation' }).orderBy('createdAt', 'desc')) as {
    text: string;
  }[];
  const link = mail
    .map((each) => /(\/orders\/[\w-]+\?t=[\w-]+)/.exec(each.text)?.[1])
    .find((each) => each?.includes(id));
  if (!link) throw new Error(`no e-mail links to order ${id}`);
  return link;
}
