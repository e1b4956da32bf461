import { expect, test } from '@playwright/test';
import { bakery } from '#shared/bakery';

test('while the pickup settings load, the footer shows a placeholder, never a made-up pickup day', async ({ page }) => {
  // A slow connection: the settings answer is held back until the footer has been looked at.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/pickup-settings', async (route) => {
    await released;
    await route.continue();
  });
  // The live socket's snapshot carries the settings too: it waits as well.
  await page.routeWebSocket(/\/ws$/, (socket) => void released.then(() => socket.connectToServer()));
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByLabel('Loading the pickup day')).toBeVisible();
  await expect(footer).not.toContainText(bakery.defaultPickupDate);
  release();
  await expect(footer.getByTestId('footer-pickup-date')).toHaveText(/after \d{1,2}:\d{2} [AP]M$/);
  await expect(footer.getByLabel('Loading the pickup day')).toBeHidden();
});
