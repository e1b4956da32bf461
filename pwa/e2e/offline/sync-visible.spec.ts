import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { AdminInventory, AdminLogin, toast } from '../pages/admin-pages';
import { resetBakery, stockOf } from '../support/bakery';
import { goOffline, goOnline, installApp } from '../support/network';

/**
 * Her sync in plain words (docs/client.md, "Offline"): on every owner screen the header says online or
 * not, how many edits wait, and opens the list of them, each with where it stands: waiting for
 * the connection, or not going through and why (the server's answer), until it is saved.
 */
test.use({ serviceWorkers: 'allow' });
test.beforeEach(resetBakery);
test.afterEach(resetBakery);

const syncButton = (page: Page) => page.getByRole('button', { name: /^Your edits: / });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Your edits' });

test('her waiting edits say where they stand: offline, a server that will not take them, then saved', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await installApp(page, '/admin');
  await new AdminLogin(page).signIn();
  const inventory = new AdminInventory(page);
  await inventory.goto();
  await expect(inventory.product('Focaccia')).toBeVisible();

  await goOffline(context);
  await inventory.setStock('Focaccia', 9);
  await expect(toast(page)).toContainText('Saved Offline');
  // The toast leaves her sync line and Logout clear: it sits under the header.
  const header = (await page.getByRole('banner').boundingBox())!;
  await expect.poll(async () => (await toast(page).boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  await page.screenshot({ path: test.info().outputPath('admin-toast-390.png') });
  await syncButton(page).click();
  const waiting = panel(page).getByRole('list', { name: 'Waiting edits' }).getByRole('listitem');
  await expect(waiting).toHaveCount(1);
  await expect(waiting).toContainText('Stock of Focaccia to 9');
  await expect(waiting).toContainText('Waits for the connection');
  await page.keyboard.press('Escape');

  // Back online, but the server answers every edit with 503 for now.
  await context.route('**/api/admin/edits', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'The bakery is updating', reason: 'unavailable' }),
    }),
  );
  await goOnline(context);
  await syncButton(page).click();
  await expect(waiting).toContainText(
    'Not sent yet: The server answered 503: The bakery is updating. The app tries again every 30 seconds.',
  );
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  expect(await stockOf('focaccia')).not.toBe(9);

  await context.unroute('**/api/admin/edits');
  await panel(page).getByRole('button', { name: 'Send now' }).click();
  await expect(panel(page)).toContainText('Everything you changed is saved on the server.');
  expect(await stockOf('focaccia')).toBe(9);
  // Closed by its button: "Send now", which had the focus, is gone, and until the dialog's focus
  // trap takes the focus back (on its next check), an Escape lands on the page, not on it.
  await panel(page).getByRole('button', { name: 'Close' }).click();
  await expect(panel(page)).toBeHidden();
  await expect(page.getByRole('status', { name: 'Sync status' })).not.toContainText('pending');
});
