import { expect, test } from '../support/test';
import { randomUUID } from 'node:crypto';
import { AdminLogin } from '../pages/admin-pages';
import { db } from '../support/bakery';

/** Small things the owner tripped on, each checked as she would meet it. */
test('deleting a review asks first, and keeping it changes nothing', async ({ page }) => {
  const id = randomUUID();
  const reviewText = `Crusty and kind ${id.slice(0, 6)}`;
  await db('reviews').insert({
    id,
    customerName: 'Ivy',
    rating: 4,
    reviewText,
    approved: false,
    createdAt: new Date().toISOString(),
  });
  await new AdminLogin(page).signIn();
  await page.goto('/admin-reviews');
  const card = page.getByRole('article', { name: 'Review by Ivy' }).filter({ hasText: reviewText });
  await card.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this review?' });
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(card).toBeVisible();
  expect(await db('reviews').where({ id })).toHaveLength(1);
  await card.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  await expect.poll(async () => (await db('reviews').where({ id })).length).toBe(0);
});

test('on a phone the admin menu leads back to the bakery', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await new AdminLogin(page).signIn();
  await page.getByRole('button', { name: 'Open admin menu' }).click();
  await page.getByRole('link', { name: 'Back to Bakery' }).click();
  await expect(page).toHaveURL(/\/$/);
});
