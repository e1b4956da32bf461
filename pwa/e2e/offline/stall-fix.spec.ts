import type { MarketDayView } from '#shared/market-day';
import { AdminLogin } from '../pages/admin-pages';
import { MarketDayPage } from '../pages/market-page';
import { db, ownerGet, resetBakery, resetBakeryWithoutOrders } from '../support/bakery';
import { goOffline, goOnline, installApp, waitForSavedLists } from '../support/network';
import { expect, test, type Page } from '../support/test';

/**
 * A stall sale the server refused, fixed at the stall (docs/market-day.md, "Sell"): "Fix it"
 * says how it was paid and whether she undid it since; an undone one is dropped with its undo
 * (one refusal, not two), and one rung up again keeps the cash that was handed over.
 */
test.use({ serviceWorkers: 'allow' });
test.beforeEach(resetBakeryWithoutOrders);
test.afterEach(resetBakery);

const syncStatus = (page: Page) => page.getByRole('status', { name: 'Sync status' });

/**
 * The bagels' flavors while the test runs. Her sales are refused here because the plain bagel
 * was taken off the bakery's flavors meanwhile (a sale of a flavor the bakery no longer has
 * cannot be priced): a refusal that does not hang on the stock.
 */
let bagelFlavors: string | null = null;
test.beforeEach(async () => {
  bagelFlavors = ((await db('inventory').where({ id: 'bagels' }).first()) as { flavors: string }).flavors;
});
test.afterEach(async () => {
  await db('inventory').where({ id: 'bagels' }).update({ flavors: bagelFlavors });
});
async function takePlainBagelsOff() {
  const flavors = JSON.parse(bagelFlavors!) as Record<string, unknown>;
  delete flavors.plain;
  await db('inventory')
    .where({ id: 'bagels' })
    .update({ flavors: JSON.stringify(flavors) });
}

test('a refused sale she undid goes with its undo; one rung up again keeps the cash handed over', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await installApp(page, '/admin');
  await new AdminLogin(page).signIn();
  const stall = new MarketDayPage(page);
  await stall.goto();
  await waitForSavedLists(page, 'owner/market-days', 'owner/inventory');
  await stall.start({ 'Focaccia (Regular)': 6, 'Bagels (Plain)': 12 }, '20');
  await expect(syncStatus(page)).not.toContainText('pending');

  // No signal: a Venmo sale she then undoes, a cash sale with a $20 note, and a focaccia.
  await goOffline(context);
  await stall.sell([['Bagels (Plain)', 2]], 'venmo');
  await stall.saleBar().getByRole('button', { name: 'Undo last sale' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Undo sale' }).click();
  await stall.sell(
    [
      ['Bagels (Plain)', 2],
      ['Focaccia (Regular)', 1],
    ],
    { cash: '$20.00' },
  );
  await stall.sell([['Focaccia (Regular)', 1]], { cash: 'exact' });
  await expect(syncStatus(page)).toContainText('4 pending');

  await takePlainBagelsOff();
  await goOnline(context);
  // Her header's line about the refused edit (the sale bar's own alert says it too, once opened).
  const banner = page.getByRole('banner').getByRole('alert').filter({ hasText: 'refused' });
  await expect(banner).toContainText('Sale of 2 Bagels (Plain) refused', { timeout: 15_000 });
  await banner.getByRole('link', { name: 'Fix it' }).click();
  const fix = stall.saleBar().getByRole('alert');
  await expect(fix).toContainText('Paid by Venmo, $7.00.');
  await expect(fix).toContainText(/You undid it at \d+:\d\d.*nothing to ring up again/);
  await expect(stall.saleBar()).toContainText('Tap what they buy.'); // nothing to ring up again
  await page.screenshot({ path: test.info().outputPath('fix-undone-390.png') });
  await fix.getByRole('button', { name: 'Drop it and its undo' }).click();

  // Its undo went with it: the next refusal is the cash sale's, and two edits wait, not three.
  await expect(banner).toContainText('Sale of 2 Bagels (Plain), 1 Focaccia (Regular) refused', { timeout: 15_000 });
  await expect(syncStatus(page)).toContainText('2 pending');
  await banner.getByRole('link', { name: 'Fix it' }).click();
  await expect(fix).toContainText('Paid cash, $19.00 ($20.00 handed over).');
  await page.screenshot({ path: test.info().outputPath('fix-cash-390.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('fix-cash-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  for (let i = 0; i < 2; i++) {
    await stall
      .saleBar()
      .getByRole('button', { name: /^One less Bagels \(Plain\)/i }) // the flavor is gone from the catalogue: its key names it
      .click();
  }
  await stall.saleBar().getByRole('button', { name: 'Cash', exact: true }).click();
  const cash = page.getByRole('dialog', { name: 'Cash' });
  await expect(cash.getByRole('button', { name: '$20.00', pressed: true })).toBeVisible();
  await expect(cash.getByRole('status')).toHaveText('Change $8.00');
  await cash.getByRole('button', { name: 'Done' }).click();
  // Taken by the server (a count of none pending could be read between the drop and the new sale).
  await expect(stall.saleBar().getByRole('status')).toHaveText('Saved: $12.00 cash, change $8.00.');
  await expect(syncStatus(page)).not.toContainText('pending');

  // The server: the focaccia, and the fixed sale with its $20 note; nothing of the dropped one.
  const date = new URL(page.url()).searchParams.get('date') ?? (await dayShown(page));
  const view = await ownerGet<MarketDayView>(`/api/admin/market-days/${date}`);
  expect(view.sales.map((sale) => [sale.total, sale.paymentMethod, sale.cashGiven, sale.undoneAt])).toEqual(
    expect.arrayContaining([
      ['12.00', 'cash', '12.00', null],
      ['12.00', 'cash', '20.00', null],
    ]),
  );
  expect(view.sales).toHaveLength(2);
});

/** The market day the screen is on, as the date field shows it. */
const dayShown = (page: Page) => page.getByLabel('Market day').inputValue();
