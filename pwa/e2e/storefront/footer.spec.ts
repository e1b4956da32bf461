import { expect, test } from '../support/test';
import { bakery } from '#shared/bakery';
import { e2eServer } from '../../../playwright.config';
import { holdPickupSettings } from '../support/network';

test('a page the server rendered has the real pickup day and contact address in its footer at once', async ({
  page,
}) => {
  const release = await holdPickupSettings(page);
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByTestId('footer-pickup-date')).toHaveText(/after \d{1,2}:\d{2} [AP]M$/);
  await expect(footer).not.toContainText(bakery.defaultPickupDate);
  // The address the bakery's settings name (CONTACT_EMAIL), not the one built into the code (issue 45, item 14).
  await expect(footer.getByRole('link', { name: e2eServer.contactEmail })).toHaveAttribute(
    'href',
    `mailto:${e2eServer.contactEmail}`,
  );
  await expect(footer).not.toContainText(bakery.contactEmail);
  release();
});

test('in the app shell, while the pickup settings load, the footer shows a placeholder, never a made-up day', async ({
  page,
}) => {
  const release = await holdPickupSettings(page);
  // A page the server does not render (the 404 page) starts from the app shell and fetches.
  await page.goto('/no-such-page');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByLabel('Loading the pickup day')).toBeVisible();
  await expect(footer.getByLabel('Loading the contact address')).toBeVisible();
  await expect(footer).not.toContainText(bakery.defaultPickupDate);
  await expect(footer).not.toContainText(bakery.contactEmail);
  release();
  await expect(footer.getByTestId('footer-pickup-date')).toHaveText(/after \d{1,2}:\d{2} [AP]M$/);
  await expect(footer.getByLabel('Loading the pickup day')).toBeHidden();
  await expect(footer.getByRole('link', { name: e2eServer.contactEmail })).toBeVisible();
});

test("the contact page gives the bakery's contact address from its settings", async ({ page }) => {
  await page.goto('/contact');
  const info = page.getByRole('heading', { name: 'Other Ways to Reach Us' }).locator('..');
  await expect(info.getByRole('link', { name: e2eServer.contactEmail })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(bakery.contactEmail);
});
