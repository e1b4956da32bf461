import type { MarketDayView } from '#shared/market-day';
import { pickupDateText } from '#shared/order-text';
import type { PickupSettings } from '#shared/pickup-settings';
import { e2eServer } from '../../../playwright.config';
import { AdminLogin, toast } from '../pages/admin-pages';
import { MarketDayPage } from '../pages/market-page';
import { asOwner, ownerGet, resetBakery, resetBakeryWithoutOrders } from '../support/bakery';
import { placeOrder } from '../support/orders';
import { holdPickupSettings } from '../support/network';
import { pageTurned } from '../support/page-clock';
import { expect, test, type Page } from '../support/test';

/**
 * The market day's smaller parts at 390 px and on paper (docs/market-day.md): the stall's
 * buttons and its undo in plain words, a preorder's "paid now?" with a way back, the close's
 * table whole on a phone and printed, and the cash she typed kept while she looks elsewhere.
 */
test.beforeEach(resetBakeryWithoutOrders);
test.afterEach(resetBakery);
test.use({ viewport: { width: 390, height: 844 } });

const market = { pickupLocation: 'farmers-market' } as const;

async function startedDay(page: Page): Promise<MarketDayPage> {
  await new AdminLogin(page).signIn();
  const stall = new MarketDayPage(page);
  await stall.goto();
  await stall.start({ 'Focaccia (Regular)': 6, 'Bagels (Plain)': 12 }, '20');
  // The start's answer is in: it puts her on Sell, over a tab chosen before it came.
  await expect(toast(page)).toContainText('Market Day Started');
  return stall;
}

/** Both widths of a screen, for a person to look at (test-results). */
async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

/** The headings of the close's table whose words do not fit their cell ("Bro…"). */
const cutHeadings = (page: Page) =>
  page
    .getByRole('table', { name: 'Per product' })
    .locator('th')
    .evaluateAll((cells) =>
      cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.textContent),
    );

test('the stall says how many are in the sale and how many are left, and its undo how the money goes back', async ({
  page,
}) => {
  const stall = await startedDay(page);
  const bagels = stall.product('Bagels (Plain)');
  await bagels.click();
  await bagels.click();
  // By hand: 12 brought, 2 in this sale.
  await expect(bagels).toContainText('10 left');
  await expect(bagels).toContainText('2 in this sale');
  await screenshots(page, 'stall-buttons');
  await stall.pay('venmo');
  await stall.saleBar().getByRole('button', { name: 'Undo last sale' }).click();
  const undo = page.getByRole('alertdialog', { name: 'Undo the last sale?' });
  await expect(undo).toContainText('$7.00 by Venmo, 2 Bagels (Plain)');
  await expect(undo).toContainText('refund $7.00 on Venmo');
  await undo.getByRole('button', { name: 'Keep it' }).click();

  await stall.sell([['Focaccia (Regular)', 1]], { cash: '$20.00' });
  await stall.saleBar().getByRole('button', { name: 'Undo last sale' }).click();
  await expect(undo).toContainText('$12.00 cash, 1 Focaccia (Regular)');
  await expect(undo).toContainText('give back $12.00 from the box');
  await screenshots(page, 'stall-undo');
});

test('the start waits for the market day: counts typed before the settings came are not swapped for another day', async ({
  page,
}) => {
  // A phone with nothing saved, on poor signal: the settings, which say which day the market
  // is, come after the products, by their call or the live socket's snapshot.
  const letSettingsThrough = await holdPickupSettings(page);
  const answered = (path: string) => page.waitForResponse((response) => response.url().includes(path));
  const [products, todaysDay] = [answered('/api/admin/inventory'), answered('/api/admin/market-days/')];
  await new AdminLogin(page).signInAt('/admin-market');
  // The products and today's day are in (without the settings the page can only guess today),
  // and the page has had its turns to show them: still no form to type counts into.
  await Promise.all([products, todaysDay]);
  for (let turn = 0; turn < 3; turn++) await pageTurned(page);
  await expect(page.getByText('Loading the market day...')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start the day' })).toHaveCount(0);
  // Nor a day named: without the settings it could only be today, "not started".
  await expect(page.getByText(/not started/)).toHaveCount(0);
  await expect(page.getByLabel('Market day')).toHaveValue('');

  letSettingsThrough();
  const stall = new MarketDayPage(page);
  const settings = (await (await page.request.get('/api/pickup-settings')).json()) as PickupSettings;
  await expect(page.getByLabel('Market day')).toHaveValue(settings.nextPickupDates['farmers-market']!);
  await stall.start({ 'Focaccia (Regular)': 6, 'Bagels (Plain)': 12 }, '20');
  await expect(stall.product('Focaccia (Regular)')).toContainText('6 left');
  await expect(stall.product('Bagels (Plain)')).toContainText('12 left');
});

test('"paid now?" for a preorder has Back, which hands nothing over', async ({ page }) => {
  const ada = await placeOrder([{ productId: 'focaccia', flavor: 'regular', quantity: 1 }], {
    ...market,
    firstName: 'Ada',
  });
  const stall = await startedDay(page);
  await stall.tab('Preorders');
  await stall.preorder('Ada').getByRole('button', { name: 'Picked up' }).click();
  const paid = page.getByRole('dialog', { name: /paid now\?/ });
  await expect(paid).toBeVisible();
  await screenshots(page, 'paid-now');
  await paid.getByRole('button', { name: 'Back' }).click();
  await expect(paid).toBeHidden();
  await expect(stall.preorder('Ada').getByRole('button', { name: 'Picked up' })).toBeVisible();
  const view = await ownerGet<MarketDayView>(`/api/admin/market-days/${ada.pickupDate}`);
  expect(view.handovers).toEqual([]);
});

test('two markets on one date share its day: the stall names both, and each preorder says which market it is for', async ({
  page,
}) => {
  // Her evening market, held the same weekday as the morning one.
  const settings = (await (await fetch(`${e2eServer.url}/api/pickup-settings`)).json()) as PickupSettings;
  const morning = settings.places!.find((place) => place.id === 'farmers-market')!;
  await asOwner('PUT', '/api/admin/places/evening-market-k7mp', {
    placeKind: 'market',
    name: 'Evening Market',
    address: 'Bogert Park, 325 S Church Ave, Bozeman, MT 59715',
    note: '',
    weekday: morning.weekday,
    from: '17:00',
    until: '20:00',
    cutoffHours: null,
    active: true,
  });
  const scone = [{ productId: 'raspberry-scone', quantity: 1 }];
  const ada = await placeOrder(scone, { ...market, firstName: 'Ada' });
  const eve = await placeOrder(scone, { pickupLocation: 'evening-market-k7mp', firstName: 'Eve' });
  expect(eve.pickupDate).toBe(ada.pickupDate);

  const stall = await startedDay(page);
  await expect(page.getByText(`${pickupDateText(ada.pickupDate)} · ${morning.name} and Evening Market`)).toBeVisible();
  await stall.tab('Preorders');
  await expect(stall.preorder('Ada')).toContainText(`${morning.name} ·`);
  await expect(stall.preorder('Eve')).toContainText('Evening Market ·');
  await screenshots(page, 'two-markets');
  // Preorders go back on the table half an hour before the later market ends, not the morning's.
  await stall.tab('Brought');
  await expect(page.getByLabel('Release preorders not collected from')).toHaveValue('19:30');
});

test('the close: its headings whole at 390 px and on paper, the cash typed kept across tabs, the export’s toast not printed', async ({
  page,
}) => {
  await placeOrder([{ productId: 'focaccia', flavor: 'regular', quantity: 1 }], { ...market, firstName: 'Hal' });
  const stall = await startedDay(page);
  await stall.sell([['Bagels (Plain)', 3]], 'venmo');
  await stall.tab('Close');
  // By hand: bagels 12 brought, none handed over, 3 sold by Venmo, 9 left; Hal's focaccia waits.
  const table = page.getByRole('table', { name: 'Per product' });
  await expect(table.getByRole('row', { name: /^Bagels \(Plain\)/ }).getByRole('cell')).toHaveText([
    'Bagels (Plain)',
    '12',
    '0',
    '0',
    '3',
    '9',
  ]);
  expect(await cutHeadings(page)).toEqual([]);

  await page.getByLabel('Cash counted').fill('25');
  await expect(page.getByRole('status').filter({ hasText: 'over' })).toHaveText('$5.00 over'); // 20 in the box
  await stall.tab('Sell');
  await stall.tab('Close');
  await expect(page.getByLabel('Cash counted')).toHaveValue('25');

  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(toast(page)).toContainText('Exported');
  await toast(page).hover(); // held while pointed at: it is on the screen as she prints
  await page.emulateMedia({ media: 'print' });
  // Read at once, while it shows (waiting for it to be hidden would pass once its time is up).
  expect(await toast(page).evaluate((card) => getComputedStyle(card).display)).toBe('none');
  expect(await cutHeadings(page)).toEqual([]);
  await screenshots(page, 'close-printed');
  await page.emulateMedia({ media: 'screen' });
  await screenshots(page, 'close');
});
