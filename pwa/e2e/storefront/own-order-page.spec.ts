import { expect, test, type Page } from '../support/test';
import { AdminLogin } from '../pages/admin-pages';
import { markPaid, moveOrder, putSettings, resetBakeryWithoutOrders } from '../support/bakery';
import { placeOrder } from '../support/orders';

/** Her order page says only what still holds for her order, and follows the owner's changes. */
test.beforeEach(resetBakeryWithoutOrders);
test.afterEach(resetBakeryWithoutOrders);

const article = (page: Page) => page.getByRole('article', { name: /^Order #\d+$/ });

test('a cutoff the owner raises while the page is open takes the cancel button away, live', async ({ page }) => {
  const order = await placeOrder([{ productId: 'sandwich-bread', quantity: 1 }]);
  await page.goto(order.orderPage);
  await expect(article(page)).toContainText('You can cancel this order until');
  await putSettings({ cancelCutoffHours: 167 }); // a week: her pickup is nearer than that
  await expect(article(page)).toContainText('It is too late to cancel online');
  await expect(page.getByRole('button', { name: 'Cancel my order' })).toHaveCount(0);
});

test('a cancel refused past the cutoff leaves no "cancel until" and no button beside the refusal', async ({ page }) => {
  const order = await placeOrder([{ productId: 'sandwich-bread', quantity: 1 }]);
  // This page hears nothing live (poor signal): it learns of the new cutoff from the refusal.
  await page.routeWebSocket('/ws', (socket) => socket.close());
  await page.goto(order.orderPage);
  await expect(article(page)).toContainText('You can cancel this order until');
  await putSettings({ cancelCutoffHours: 167 });
  await page.getByRole('button', { name: 'Cancel my order' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(article(page)).toContainText('It is too late to cancel online');
  await expect(article(page)).not.toContainText('You can cancel this order until');
  await expect(page.getByRole('button', { name: 'Cancel my order' })).toHaveCount(0);
  await expect(article(page).getByRole('status')).toHaveText('Placed');
});

test('a no-show asks for no money and offers no calendar', async ({ page }) => {
  const order = await placeOrder([{ productId: 'sandwich-bread', quantity: 1 }], { paymentMethod: 'cash' });
  await moveOrder(order.id, 'no-show');
  await page.goto(order.orderPage);
  await expect(article(page)).toContainText('We missed you at pickup');
  await expect(article(page)).not.toContainText('Please bring');
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveCount(0);
});

test('a paid order the bakery cancelled says it will be refunded, not "Paid: thank you!"', async ({ page }) => {
  const order = await placeOrder([{ productId: 'sandwich-bread', quantity: 1 }], { paymentMethod: 'venmo' });
  await markPaid(order.id);
  await moveOrder(order.id, 'cancelled');
  await page.goto(order.orderPage);
  await expect(article(page)).toContainText('The bakery will refund what you paid.');
  await expect(article(page)).not.toContainText('Paid: thank you!');
  await expect(page.getByRole('link', { name: /^Pay .* in Venmo$/ })).toHaveCount(0);
});

test('her own cancel reads as hers on her page, and as the customer\u2019s on the owner\u2019s card', async ({
  page,
}) => {
  const order = await placeOrder([{ productId: 'sandwich-bread', quantity: 1 }]);
  await page.goto(order.orderPage);
  await page.getByRole('button', { name: 'Cancel my order' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(article(page)).toContainText('This order is cancelled: you cancelled it online.');
  await new AdminLogin(page).signIn();
  await page.goto(`/admin-orders?pickup=${order.pickupDate}&location=home&status=cancelled`);
  await expect(page.getByRole('article', { name: new RegExp(`^Order #${order.number} `) })).toContainText(
    'Note: Cancelled by the customer online',
  );
});
