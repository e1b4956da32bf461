import { expect, test, type Page } from '../support/test';
import { pickupDateText } from '#shared/order-text';
import { seedProducts } from '../../../sync-server/seeds/catalogue-data';
import { AdminLogin } from '../pages/admin-pages';
import { moveOrder, resetBakeryWithoutOrders, setStock } from '../support/bakery';
import { placeOrder } from '../support/orders';
import { pdfPages } from '../support/pdf';

/**
 * Issue 23, on paper: every print-out names its pickup, carries no buttons, and keeps each card
 * whole on one sheet; each is checked under print media and in the PDF Chromium prints.
 */
test.beforeEach(async () => {
  await resetBakeryWithoutOrders();
});

const longName = 'Bartholomew-Maximilian Featherstonehaugh-Worthington';

/** Headings and last lines of each card per printed page: a card split across pages breaks the pairs. */
const cardsPerPage = (pages: string[]) =>
  pages.map((text) => ({
    starts: (text.match(/#\d{4} /g) ?? []).length,
    ends: (text.match(/Ordered /g) ?? []).length,
  }));

test('order cards fill each page two a row, and none is split across pages', async ({ page }) => {
  // Prints 14 cards to a PDF and reads it back.
  test.setTimeout(60_000);
  for (const id of ['sandwich-bread', 'focaccia']) await setStock(id, 100);
  const small = [];
  for (let i = 0; i < 12; i++) small.push(await placeOrder([{ productId: 'sandwich-bread', quantity: 1 }]));
  const lines = seedProducts
    .filter((product) => !product.flavors)
    .slice(0, 12)
    .map((product) => ({ productId: product.id, quantity: Math.max(product.minimumOrder, 1) }));
  for (const line of lines) await setStock(line.productId, 50);
  await placeOrder(lines, { firstName: longName });
  await placeOrder([{ productId: 'sandwich-bread', quantity: 1 }], { firstName: 'Last' });

  await new AdminLogin(page).signIn();
  await page.goto('/admin-orders');
  await expect(page.getByRole('button', { name: 'Print Order Cards (14)' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const layout = await page.evaluate(() => {
    const cards = [...document.querySelectorAll<HTMLElement>('.print-card')];
    const rows = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    return {
      cards: cards.length,
      twoPerRow: cards.length / rows.size,
      overflowing: cards.filter((card) => card.scrollWidth > card.clientWidth + 1).length,
      buttons: [...document.querySelectorAll('button')].filter((b) => b.getBoundingClientRect().height > 0).length,
    };
  });
  expect(layout).toEqual({ cards: 14, twoPerRow: 2, overflowing: 0, buttons: 0 });

  const pages = await pdfPages(await page.pdf({ format: 'Letter' }));
  const counts = cardsPerPage(pages);
  expect(counts.every((count) => count.starts === count.ends)).toBe(true); // every card whole on its page
  expect(counts.reduce((sum, count) => sum + count.starts, 0)).toBe(14);
  // As many rows as fit: a page of small cards holds more than the six of old.
  expect(Math.max(...counts.map((count) => count.starts))).toBeGreaterThan(6);
  expect(pages[0]).toContain('Order cards:');
  expect(pages.join('\n')).toContain('Featherstonehaugh');
});

test('the bake and pack lists print the pickup they are for, with no buttons; totals read Total', async ({ page }) => {
  await setStock('focaccia', 20);
  const order = await placeOrder([{ productId: 'focaccia', flavor: 'regular', quantity: 2 }], { firstName: longName });
  const picked = await placeOrder([{ productId: 'focaccia', flavor: 'regular', quantity: 1 }], { firstName: 'Gone' });
  await moveOrder(picked.id, 'ready', 'picked-up');
  await new AdminLogin(page).signIn();
  await page.goto('/admin-bake-list');
  const table = page.getByRole('table', { name: 'Bake list' });
  await expect(table.getByRole('row', { name: 'Total 3' })).toBeVisible();
  // Whatever day the next pickup falls on when the test runs.
  const pickup = `${pickupDateText(order.pickupDate)} · Home`;
  await expect(page.getByRole('combobox', { name: 'Pickup' })).toContainText(pickup);

  await page.emulateMedia({ media: 'print' });
  await expect(visibleButtons(page)).resolves.toBe(0);
  const bake = (await pdfPages(await page.pdf({ format: 'Letter' }))).join('\n');
  expect(bake).toMatch(new RegExp(`^Bake list\n?${pickup}`));
  expect(bake).toContain('Total');

  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('tab', { name: 'Pack' }).click();
  await expect(page.getByRole('article', { name: /^Pack order/ })).toHaveCount(1); // the collected one is not packed
  await page.emulateMedia({ media: 'print' });
  await expect(visibleButtons(page)).resolves.toBe(0);
  const wrapped = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.pack-card')].every((card) => card.scrollWidth <= card.clientWidth + 1),
  );
  expect(wrapped).toBe(true);
  const pack = (await pdfPages(await page.pdf({ format: 'Letter' }))).join('\n');
  expect(pack).toMatch(new RegExp(`^Packing list\n?${pickup}`));
  expect(pack).toContain(`#${order.number}`);
  expect(pack).toContain('Featherstonehaugh');
  expect(pack).not.toContain('Bake list');
});

const visibleButtons = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('button, [role="tab"], [role="combobox"]')].filter(
        (element) => element.getBoundingClientRect().height > 0,
      ).length,
  );
