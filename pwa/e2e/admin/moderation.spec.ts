import { expect, test } from '../support/test';
import { randomUUID } from 'node:crypto';
import { AdminLogin, toast } from '../pages/admin-pages';
import { RecipesPage } from '../pages/forms';

test('the owner approves a review and a comment, and customers see them', async ({ page, request }) => {
  const reviewText = `Best sandwich bread I have had in years ${randomUUID().slice(0, 6)}`;
  await request.post('/api/reviews', { data: { customerName: 'Dana', rating: 5, reviewText } });

  const admin = new AdminLogin(page);
  await admin.signIn();
  await expect(page.getByText(/You have \d+ reviews? waiting for approval/)).toBeVisible();
  await page.getByRole('link', { name: 'Review Now' }).click();
  const review = page.getByRole('article', { name: 'Review by Dana' }).filter({ hasText: reviewText });
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page)).toContainText('Review Approved');

  await page.goto('/reviews');
  await expect(page.getByText(reviewText)).toBeVisible();

  // A recipe of the owner's, with a question from a customer.
  const title = `Cinnamon Rolls ${randomUUID().slice(0, 6)}`;
  await page.goto('/admin-recipes');
  await page.getByRole('button', { name: 'New Recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Recipe' });
  await dialog.getByLabel('Recipe Title').fill(title);
  await dialog.getByLabel('Recipe Content').fill('Ingredients:\nflour\n\nInstructions:\nroll and bake');
  await dialog.getByRole('button', { name: 'Create Recipe' }).click();
  await expect(toast(page)).toContainText('Recipe Created');
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page)).toContainText('Recipe Published');

  const recipes = new RecipesPage(page);
  await recipes.goto();
  await recipes.card(title).click();
  await expect(recipes.heading(title)).toBeVisible();
  await recipes.comment({ name: 'Priya', text: 'Can these rise overnight?' });
  await expect(toast(page)).toContainText('Comment Posted');

  await page.goto('/admin-recipes');
  await page.getByRole('tab', { name: 'Comments' }).click();
  const comment = page.getByRole('article', { name: 'Comment by Priya' }).first();
  await expect(comment).toContainText(title);
  await comment.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page)).toContainText('Comment approved successfully');
  await comment.getByRole('button', { name: 'Reply to Priya' }).click();
  await comment.getByRole('textbox', { name: 'Reply to Priya' }).fill('Yes, in the fridge.');
  await comment.getByRole('button', { name: 'Send Reply' }).click();
  await expect(toast(page)).toContainText('Reply added successfully');
  await expect(comment).toContainText('Admin Reply:');

  await recipes.goto();
  await recipes.card(title).click();
  const comments = page.getByRole('region', { name: 'Questions & Comments' });
  await expect(comments).toContainText('Can these rise overnight?');
  await expect(comments).toContainText('Yes, in the fridge.');
});
