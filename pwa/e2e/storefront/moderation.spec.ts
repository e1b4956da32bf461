import { expect, test } from '../support/test';
import { randomUUID } from 'node:crypto';
import { RecipesPage, ReviewsPage } from '../pages/forms';
import { addPublishedRecipe, approveReview, asOwner, db } from '../support/bakery';

const toast = (page: import('@playwright/test').Page) => page.locator('[data-toast]');

test('a review stays hidden until the owner approves it', async ({ page }) => {
  const text = `The pumpkin scones are perfect ${randomUUID().slice(0, 8)}`;
  const reviews = new ReviewsPage(page);
  await reviews.goto();
  await reviews.write({ anonymous: true, stars: 4, text });
  await expect(toast(page)).toContainText('Review Submitted!');
  await expect(toast(page)).toContainText('It will be posted after approval.');
  await expect(reviews.form().getByLabel('Your review')).toHaveValue('');
  await expect(reviews.form().getByLabel('Post anonymously')).not.toBeChecked();

  await page.reload();
  await expect(page.getByText(text)).toHaveCount(0);

  const { id } = (await db('reviews').where({ reviewText: text }).first()) as { id: string };
  await approveReview(id);
  await page.reload();
  const review = reviews.list().getByRole('listitem').filter({ hasText: text });
  await expect(review).toContainText('Anonymous');
  await expect(review.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
});

test('a comment stays hidden until the owner approves it', async ({ page }) => {
  const title = `Rosemary Focaccia ${randomUUID().slice(0, 6)}`;
  const recipeId = await addPublishedRecipe({
    title,
    description: 'Our signature bread at home.',
    content: 'Ingredients:\n2 cups flour blend\n\nInstructions:\nMix, rise and bake.',
    tags: ['bread'],
    prepTime: 20,
    cookTime: 25,
    servings: 9,
    difficulty: 'Medium',
  });
  const recipes = new RecipesPage(page);
  await recipes.goto();
  await recipes.search().fill('rosemary');
  await recipes.card(title).click();
  await expect(recipes.heading(title)).toBeVisible();
  await expect(page).toHaveURL(/\/recipes\/rosemary-focaccia-[a-z0-9-]+$/);
  const comments = page.getByRole('region', { name: 'Questions & Comments' });
  await expect(page.getByRole('heading', { name: 'Ingredients:' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Instructions:' })).toBeVisible();
  await expect(comments).toContainText('No comments yet. Be the first to ask a question!');

  await recipes.comment({ name: 'Sam', text: 'Can I use fresh rosemary?' });
  await expect(toast(page)).toContainText('Comment Posted');
  await expect(comments).toContainText('Comments (0)');

  const { id: commentId } = (await db('recipe_comments').where({ recipeId }).first()) as { id: string };
  await asOwner('PATCH', `/api/admin/comments/${commentId}/approve`, {});
  await page.reload();
  await expect(comments).toContainText('Comments (1)');
  await expect(comments).toContainText('Can I use fresh rosemary?');
});
