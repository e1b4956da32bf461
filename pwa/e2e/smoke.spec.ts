import { expect, test } from '@playwright/test';

/** The built PWA is served by the sync server and shows today's catalogue from the API. */
test('the home page shows the bakery and its catalogue', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Bridger Gluten-Free Bakery' })).toBeVisible();
  const bakes = page.getByRole('list', { name: "Today's bakes" });
  await expect(bakes.getByRole('listitem')).toHaveCount(15);
  await expect(bakes).toContainText('Focaccia: $12.00');
});

test('a client-side route is served the app shell, an unknown API path is JSON', async ({ page, request }) => {
  const response = await page.goto('/recipes');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const api = await request.get('/api/nothing-here');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ reason: 'no-such-endpoint' });
});
