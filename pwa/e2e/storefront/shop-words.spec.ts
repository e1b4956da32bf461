import { afterPageLoadPlus } from '../support/page-clock';
import { expect, test, type Page } from '../support/test';
import { seedProducts } from '../../../sync-server/seeds/catalogue-data';
import { AdminLogin } from '../pages/admin-pages';
import { CartDialog } from '../pages/cart-dialog';
import { CheckoutDialog, maya } from '../pages/checkout-dialog';
import { OrderPage } from '../pages/order-page';
import { resetBakery } from '../support/bakery';
import { goOffline, installApp } from '../support/network';
import { placeOrder } from '../support/orders';

// These stories need the app's service worker (installApp), which the config blocks by default.
test.use({ serviceWorkers: 'allow' });

/** Issue 23: the words and looks a customer and the owner tripped on, checked as they meet them. */
test.beforeEach(resetBakery);

const price = (id: string) => seedProducts.find((product) => product.id === id)!.price;

test('every product shows its unit price, and the deal on every product the cart applies it to', async ({ page }) => {
  const shop = new OrderPage(page);
  await shop.goto();
  for (const id of ['english-muffins', 'raspberry-scone', 'blueberry-scone', 'pumpkin-scones']) {
    const name = seedProducts.find((product) => product.id === id)!.name;
    await expect(shop.product(name)).toContainText(`$${price(id)} each`);
    await expect(shop.product(name)).toContainText('3 for $12');
  }
  await expect(shop.product('Chocolate Babka')).not.toContainText('3 for $12');
});

async function orderByVenmo(page: Page) {
  const shop = new OrderPage(page);
  const checkout = new CheckoutDialog(page);
  await shop.goto();
  await shop.add('Sandwich Bread', 1);
  await new CartDialog(page).open();
  await new CartDialog(page).proceed();
  await checkout.fill(maya);
  await checkout.pay('Venmo');
  await checkout.pickUp('Home pickup');
  return checkout;
}

test('on a phone the confirmation says when, puts the Venmo link first, and its toast leaves the button clear', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const checkout = await orderByVenmo(page);
  await expect(checkout.dialog.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  await checkout.placeOrder();
  const confirmation = checkout.confirmation;
  await expect(confirmation).toContainText(/Pickup: \w+day, \w+ \d+ after 3pm at /);
  await expect(confirmation.getByRole('link', { name: /Pay \$[\d.]+ in Venmo/ })).toBeVisible();
  await expect(confirmation.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  const toastBox = (await page.locator('[data-toast]').boundingBox())!;
  const button = confirmation.getByRole('button', { name: 'Continue Shopping' });
  const buttonBox = (await button.boundingBox())!;
  const overlaps =
    toastBox.x < buttonBox.x + buttonBox.width &&
    buttonBox.x < toastBox.x + toastBox.width &&
    toastBox.y < buttonBox.y + buttonBox.height &&
    buttonBox.y < toastBox.y + toastBox.height;
  expect(overlaps).toBe(false);
  await button.click({ trial: true }); // nothing lies over it
});

test('on a wide screen the Venmo QR code is shown with the link', async ({ page }) => {
  const checkout = await orderByVenmo(page);
  await expect(checkout.dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
  await checkout.placeOrder();
  await expect(checkout.confirmation.getByRole('img', { name: /QR code/ })).toBeVisible();
});

test("the owner's pages say nothing to the console, online or offline, and the chart has its dollar axis", async ({
  page,
  context,
}) => {
  // Installs the app, then waits out Chromium's preload warning and a socket's first retries.
  test.setTimeout(45_000);
  await placeOrder([{ productId: 'sandwich-bread', quantity: 1 }]);
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') said.push(message.text());
  });
  await installApp(page, '/admin');
  await new AdminLogin(page).signIn();
  await expect(page.getByRole('img', { name: /Revenue in dollars/ }).locator('text')).toContainText(['$0']);
  await page.goto('/admin-orders'); // every owner's page starts from the same shell
  await afterPageLoadPlus(page, 3500); // Chromium warns of an unused preload 3 s after the load
  expect(said).toEqual([]);

  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('status', { name: 'Sync status' })).toContainText('Offline');
  await afterPageLoadPlus(page, 4000); // a socket retrying (1 s, 2 s...) would have tried twice by now
  expect(said.filter((text) => /WebSocket/.test(text))).toEqual([]);
});
