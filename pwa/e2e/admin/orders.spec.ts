import { expect, test } from '../support/test';
import type { InventoryItem } from '#shared/inventory';
import { priceOrder } from '#shared/pricing';
import { AdminLogin } from '../pages/admin-pages';
import { resetBakery } from '../support/bakery';

test.beforeEach(resetBakery);

test('orders of every pickup print two cards to a row, and nothing but the cards', async ({ page, request }) => {
  const inventory = (await (await request.get('/api/inventory')).json()) as InventoryItem[];
  const priced = priceOrder(
    [{ productId: 'english-muffins', quantity: 1 }],
    new Map(inventory.map((item) => [item.id, item])),
  );
  for (let i = 0; i < 7; i++) {
    const answer = await request.post('/api/orders', {
      data: {
        firstName: `Printer${i}`,
        lastName: 'Test',
        email: `printer${i}@example.com`,
        phone: '406-555-0100',
        paymentMethod: i % 2 ? 'venmo' : 'cash',
        pickupLocation: i % 2 ? 'farmers-market' : 'home',
        sessionId: `print-session-${i}-${Date.now()}`,
        items: JSON.stringify(priced.lines),
        total: priced.total,
      },
    });
    expect(answer.status()).toBe(201);
  }

  await new AdminLogin(page).signIn();
  await page.goto('/admin-orders');
  // Home and market orders fall on two pickup days: print them all.
  await page.getByRole('combobox', { name: 'Pickup' }).click();
  await page.getByRole('option', { name: 'Every pickup' }).click();
  const print = page.getByRole('button', { name: /^Print Order Cards \(\d+\)$/ });
  // The list of every pickup loads after the choice: 7 or more once it has.
  await expect(print).toHaveText(/\((?:[7-9]|\d{2,})\)$/);
  const count = Number(/\((\d+)\)/.exec((await print.textContent())!)![1]);
  expect(count).toBeGreaterThanOrEqual(7);
  await expect(page.getByRole('article', { name: /^Order #\d+ from Printer5 Test$/ })).toContainText(
    'Bozeman Farmers Market',
  );

  await page.emulateMedia({ media: 'print' });
  const layout = await page.evaluate(() => {
    const cards = [...document.querySelectorAll('.print-card')].map((card) => card.getBoundingClientRect());
    return {
      cards: cards.length,
      sameRow: Math.abs(cards[0]!.top - cards[1]!.top) < 1,
      nextRow: cards[2]!.top > cards[0]!.bottom,
      appHidden: getComputedStyle(document.getElementById('root')!).display,
    };
  });
  expect(layout).toEqual({ cards: count, sameRow: true, nextRow: true, appHidden: 'none' });
  // How many rows a sheet holds, and that none is split, is week-paper.spec.ts's.
});

test('failed checkouts are listed for the owner with their reason', async ({ page, request }) => {
  await request.post('/api/orders', { data: { firstName: 'Broken', lastName: 'Cart', email: 'broken@example.com' } });
  await new AdminLogin(page).signIn();
  await page.goto('/admin-failed-orders');
  const card = page.getByRole('article', { name: 'Failed order from Broken Cart' }).first();
  await expect(card).toContainText('Invalid order');
  await expect(card).toContainText('broken@example.com');
});
