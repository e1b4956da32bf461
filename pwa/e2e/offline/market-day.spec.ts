import AxeBuilder from '@axe-core/playwright';
import type { InventoryItem } from '#shared/inventory';
import type { MarketDayView } from '#shared/market-day';
import { marketFigures } from '#shared/market-figures';
import { formatDollars, toCents } from '#shared/money';
import { unitPriceCents } from '#shared/pricing';
import { e2eServer } from '../../../playwright.config';
import { AdminLogin } from '../pages/admin-pages';
import { MarketDayPage, type SaleItem } from '../pages/market-page';
import { db, ownerGet, resetBakery, resetBakeryWithoutOrders, setStock, stockOf } from '../support/bakery';
import { goOffline, goOnline, installApp, waitForSavedLists } from '../support/network';
import { placeOrder } from '../support/orders';
import { expect, test, type BrowserContext, type Page } from '../support/test';

/**
 * Market day (docs/market-day.md): a Saturday at the stall with no signal, on one phone and on
 * two, then the signal back; the close's figures worked out here by hand from the orders and
 * the sales rung up, and checked on the phone and on the server.
 */
test.use({ serviceWorkers: 'allow' });
test.beforeEach(resetBakeryWithoutOrders);
test.afterEach(resetBakery);
// A morning of sales is some 150 taps: longer than one screen's story (45 s).
test.describe.configure({ timeout: 120_000 });

const syncStatus = (page: Page) => page.getByRole('status', { name: 'Sync status' });
const market = { pickupLocation: 'farmers-market' } as const;

/** Cents of one unit, as the stall charges it (the shared pricing on the catalogue). */
async function prices() {
  const inventory = (await (await fetch(`${e2eServer.url}/api/inventory`)).json()) as InventoryItem[];
  const products = new Map(inventory.map((item) => [item.id, item]));
  return (product: string, flavor: string | null = null) => unitPriceCents(products.get(product)!, flavor);
}

/** A phone of hers: the app installed, signed in, the market day opened while there is signal. */
async function herPhone(page: Page): Promise<MarketDayPage> {
  await page.setViewportSize({ width: 390, height: 844 });
  await installApp(page, '/admin');
  await new AdminLogin(page).signIn();
  const day = new MarketDayPage(page);
  await day.goto();
  await expect(page.getByRole('button', { name: 'Start the day' })).toBeVisible();
  await waitForSavedLists(page, 'owner/market-days', 'owner/inventory');
  return day;
}

test('a market morning with no signal on one phone: 20 sales, 5 handovers, an undo, a preorder the stall oversold settled; the close adds up', async ({
  page,
  context,
}) => {
  await setStock('focaccia', 20); // enough for the table and Ada's and Di's preorders
  const price = await prices();
  const ada = await placeOrder([{ productId: 'focaccia', flavor: 'regular', quantity: 2 }], {
    ...market,
    firstName: 'Ada',
  });
  const bea = await placeOrder([{ productId: 'bagels', flavor: 'plain', quantity: 4 }], {
    ...market,
    firstName: 'Bea',
    paymentMethod: 'venmo',
  });
  const cy = await placeOrder([{ productId: 'sandwich-bread', quantity: 1 }], { ...market, firstName: 'Cy' });
  const di = await placeOrder(
    [
      { productId: 'focaccia', flavor: 'rosemary-garlic', quantity: 1 },
      { productId: 'salted-chocolate-cookie', quantity: 2 },
    ],
    { ...market, firstName: 'Di' },
  );
  const ed = await placeOrder([{ productId: 'english-muffins', quantity: 3 }], {
    ...market,
    firstName: 'Ed',
    paymentMethod: 'venmo',
  });
  await db('orders').where({ id: ed.id }).update({ paymentStatus: 'paid', paidAt: new Date().toISOString() }); // paid ahead
  const stall = await herPhone(page);
  // The start is filled in from the market's bake list: Ada's two focaccias.
  await expect(stall.brought('Focaccia (Regular)')).toHaveValue('2');

  // She starts the day before she leaves home, with signal: what she brought is the day's own
  // stock, and the shop's stays for the other pickups. At the market there is none.
  await stall.start(
    { 'Focaccia (Regular)': 10, 'Bagels (Plain)': 16, 'Sandwich Bread': 6, 'English Muffins': 9 },
    '40',
  );
  await expect(syncStatus(page)).not.toContainText('pending', { timeout: 15_000 });
  await goOffline(context);

  // Twenty sales, the same four over and over.
  const rounds: [SaleItem[], { cash: string } | 'venmo'][] = [
    [[['Focaccia (Regular)', 1]], { cash: 'exact' }],
    [[['Bagels (Plain)', 2]], 'venmo'],
    [[['Sandwich Bread', 1]], { cash: '$20.00' }],
    [[['English Muffins', 1]], { cash: 'exact' }],
  ];
  for (let i = 0; i < 20; i++) await stall.sell(...rounds[i % 4]!);
  await expect(stall.product('Sandwich Bread')).toBeDisabled(); // 6 brought, Cy's set aside: 5 sold, none left

  // The last sale (a muffin) undone; five preorders handed over.
  await stall.saleBar().getByRole('button', { name: 'Undo last sale' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Undo sale' }).click();
  await stall.tab('Preorders');
  await stall.handOver('Ada', 'Paid cash');
  await stall.handOver('Bea', 'Paid by Venmo');
  await stall.handOver('Cy', 'Paid cash');
  await stall.handOver('Di', 'Paid cash');
  await stall.handOver('Ed', 'already paid');
  await expect(page.getByRole('region', { name: 'Handed over' }).getByRole('article')).toHaveCount(5);

  // By hand: the stall's cash is 5 focaccias, 5 loaves and 4 muffins (the fifth undone); the
  // preorders paid in cash here are Ada's, Cy's and Di's; 40 in the box to start.
  const stallCash = 5 * price('focaccia', 'regular') + 5 * price('sandwich-bread') + 4 * price('english-muffins');
  const cashHere = toCents(ada.total) + toCents(cy.total) + toCents(di.total);
  const expected = 4000 + stallCash + cashHere;
  await stall.tab('Close');
  await expect(stall.cashExpected()).toContainText(formatDollars(expected));
  await page.reload(); // still no signal: the day, its sales and handovers are on the phone
  await stall.tab('Close');
  await expect(stall.cashExpected()).toContainText(formatDollars(expected));
  await expect(syncStatus(page)).toContainText('26 pending'); // 20 sales, an undo, 5 handovers

  // Meanwhile Flo orders 4 plain bagels online for today's market: on the server the table still
  // has them (the phone's 10 sold are not there yet). Once they land, the line is 2 over.
  expect(await stockOf('bagels')).toBe(20);
  const flo = await placeOrder([{ productId: 'bagels', flavor: 'plain', quantity: 4 }], {
    ...market,
    firstName: 'Flo',
  });
  await goOnline(context);
  await expect(syncStatus(page)).not.toContainText('pending', { timeout: 15_000 });
  const oversold = page.getByRole('region', { name: 'Oversold' });
  await expect(oversold).toContainText('Bagels (Plain): 2 more than you brought', { timeout: 15_000 });
  await expect(oversold.getByRole('group', { name: `#${flo.number} Flo` })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('stall-oversold-390.png') });
  await oversold.getByRole('button', { name: 'Cut to 2' }).click();
  await expect(oversold).toBeHidden();
  await expect(syncStatus(page)).not.toContainText('pending', { timeout: 15_000 });

  // The server has what the phone has: 20 sales (one undone), 5 handovers, Flo's order cut.
  const view = await ownerGet<MarketDayView>(`/api/admin/market-days/${ada.pickupDate}`);
  const figures = marketFigures(view);
  expect(view.sales).toHaveLength(20);
  expect(view.sales.filter((sale) => sale.undoneAt)).toHaveLength(1);
  expect(figures.stall.cashCents).toBe(stallCash);
  expect(figures.stall.venmoCents).toBe(10 * price('bagels', 'plain'));
  expect(figures.preorders).toMatchObject({
    handedOver: 5,
    cashHereCents: cashHere,
    venmoHereCents: toCents(bea.total),
  });
  expect(figures.cash.expectedCents).toBe(expected);
  expect(figures.lines.find((line) => line.product === 'bagels')).toMatchObject({ setAside: 2, free: 0 });
  expect(view.preorders.find((order) => order.id === flo.id)?.total).toBe(
    formatDollars(2 * price('bagels', 'plain')).slice(1),
  );
  expect(await stockOf('bagels')).toBe(20); // the table's sales and preorders are not the shop's
  const hers = await fetch(new URL(bea.orderPage.replace('/orders/', '/api/orders/'), e2eServer.url));
  expect(((await hers.json()) as { order: { status: string } }).order.status).toBe('picked-up');

  // The cash box: a dollar short, said so, and the count kept on the server.
  await stall.tab('Close');
  await expect(stall.cashExpected()).toContainText(formatDollars(expected));
  await page.getByLabel('Cash counted').fill(((expected - 100) / 100).toFixed(2));
  await expect(page.getByRole('status').filter({ hasText: 'short' })).toHaveText('$1.00 short');
  await page.getByRole('button', { name: 'Save count' }).click();
  await expect
    .poll(async () => (await ownerGet<MarketDayView>(`/api/admin/market-days/${ada.pickupDate}`)).day?.cashCounted)
    .toBe(((expected - 100) / 100).toFixed(2));
});

test('two phones on one market day with no signal: their sales and handovers add up once both have synced', async ({
  browser,
}) => {
  const price = await prices();
  const fay = await placeOrder([{ productId: 'focaccia', flavor: 'regular', quantity: 1 }], {
    ...market,
    firstName: 'Fay',
  });
  const gus = await placeOrder([{ productId: 'sandwich-bread', quantity: 2 }], { ...market, firstName: 'Gus' });
  const phones: { context: BrowserContext; page: Page; stall: MarketDayPage }[] = [];
  for (let i = 0; i < 2; i++) {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    phones.push({ context, page, stall: await herPhone(page) });
  }
  const [hers, helpers] = phones as [(typeof phones)[0], (typeof phones)[0]];
  for (const phone of phones) await goOffline(phone.context);

  // Both start the day with no signal: her start reaches the server first and stands.
  await hers.stall.start({ 'Focaccia (Regular)': 8, 'Sandwich Bread': 6 }, '30');
  await helpers.stall.start({ 'Focaccia (Regular)': 8, 'Sandwich Bread': 6 }, '30');
  for (let i = 0; i < 3; i++) await hers.stall.sell([['Focaccia (Regular)', 1]], { cash: 'exact' });
  for (let i = 0; i < 2; i++) await helpers.stall.sell([['Sandwich Bread', 1]], 'venmo');
  await helpers.stall.sell([['Focaccia (Regular)', 2]], { cash: 'exact' });
  // Fay comes to the helper, who takes her cash; both phones tap Gus picked up, she with his cash.
  await helpers.stall.tab('Preorders');
  await helpers.stall.handOver('Fay', 'Paid cash');
  await helpers.stall.handOver('Gus', 'Paid cash');
  await hers.stall.tab('Preorders');
  await hers.stall.handOver('Gus', 'Paid cash');

  await goOnline(hers.context);
  await expect(syncStatus(hers.page)).not.toContainText('pending', { timeout: 15_000 });
  await goOnline(helpers.context);
  await expect(syncStatus(helpers.page)).not.toContainText('pending', { timeout: 15_000 });

  // By hand: 5 focaccias and 2 loaves sold; Gus's cash taken once, however many phones tapped him.
  const stallCash = 5 * price('focaccia', 'regular');
  const expected = 3000 + stallCash + toCents(fay.total) + toCents(gus.total);
  const view = await ownerGet<MarketDayView>(`/api/admin/market-days/${fay.pickupDate}`);
  const figures = marketFigures(view);
  expect(view.sales).toHaveLength(6);
  expect(view.handovers).toHaveLength(2);
  expect(figures.stall).toMatchObject({ cashCents: stallCash, venmoCents: 2 * price('sandwich-bread') });
  expect(figures.cash.expectedCents).toBe(expected);
  expect(view.day?.openingCash).toBe('30.00');
  // Each phone's close reads the same, the other's sales included, once both have synced.
  for (const phone of phones) {
    await phone.page.reload();
    await phone.stall.tab('Close');
    await expect(phone.stall.cashExpected()).toContainText(formatDollars(expected));
  }
  for (const phone of phones) await phone.context.close();
});

test('the stall at 390 px: every tab passes the WCAG AA checks, sunlight colours pass AAA contrast, Cash and Venmo sit under the thumb', async ({
  page,
}) => {
  await placeOrder([{ productId: 'focaccia', flavor: 'regular', quantity: 1 }], { ...market, firstName: 'Hal' });
  const stall = await herPhone(page);
  await stall.start({ 'Focaccia (Regular)': 6, 'Bagels (Plain)': 12 }, '20');
  await stall.sell([['Bagels (Plain)', 3]], { cash: '$20.00' });
  const aa = async (where: string) => {
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(
      results.violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
  };
  await stall.product('Focaccia (Regular)').click();
  await aa('Sell');
  for (const tab of ['Preorders', 'Close', 'Brought'] as const) {
    await stall.tab(tab);
    await aa(tab);
  }
  await stall.tab('Sell');
  await page.getByText('Sunlight').click();
  const aaa = await new AxeBuilder({ page }).withTags(['wcag2aaa']).analyze();
  expect(aaa.violations.filter((violation) => violation.id.startsWith('color-contrast'))).toEqual([]);
  // Cash and Venmo sit in the lower half of the screen, each at least 48 px high.
  for (const name of ['Cash', 'Venmo']) {
    const box = (await stall.saleBar().getByRole('button', { name, exact: true }).boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(48);
    expect(box.y).toBeGreaterThan(844 / 2);
  }
  await page.screenshot({ path: test.info().outputPath('stall-sunlight-390.png') });
});

test('her phone at 390 px with edits waiting and no signal: the header fits with Logout, and the sale bar is on the screen', async ({
  browser,
}) => {
  // A phone, as the browser of one lays a page out: a page wider than the screen widens the
  // layout, and what is fixed to its bottom falls below the screen.
  const context = await browser.newContext({
    serviceWorkers: 'allow',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const stall = await herPhone(page);
  // Started with signal: the header gains the time the server last took an edit.
  await stall.start({ 'Focaccia (Regular)': 6, 'Bagels (Plain)': 12 }, '20');
  await expect(syncStatus(page)).toContainText(/\d:\d\d/);
  await goOffline(context);
  await stall.sell([['Bagels (Plain)', 1]], { cash: 'exact' });
  await stall.sell([['Bagels (Plain)', 2]], 'venmo');
  // Each sale is said in the bar, under her thumb, not in a toast over the table and the header.
  await expect(stall.saleBar().getByRole('status')).toHaveText(
    'Saved on this phone, sent when there is signal: $7.00 Venmo.',
  );
  await expect(page.locator('[data-toast]')).toHaveCount(0);
  await stall.product('Focaccia (Regular)').click();
  await expect(syncStatus(page)).toContainText('Offline');
  await expect(syncStatus(page)).toContainText('2 pending');

  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'the page is as wide as the screen').toBeLessThanOrEqual(390);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport({ ratio: 1 });
  for (const name of ['Cash', 'Venmo']) {
    await expect(stall.saleBar().getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
  await page.screenshot({ path: test.info().outputPath('stall-waiting-390.png') });
  await stall.saleBar().getByRole('button', { name: 'Clear' }).click();
  await expect(stall.saleBar().getByRole('button', { name: 'Undo last sale' })).toBeInViewport({ ratio: 1 });
  // On her laptop too: the menu's links beside the sync line and Logout.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: test.info().outputPath('stall-waiting-1280.png') });
  await context.close();
});
