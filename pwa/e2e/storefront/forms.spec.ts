import { expect, test } from '../support/test';
import { randomUUID } from 'node:crypto';
import { ContactPage, RecipesPage, ReviewsPage } from '../pages/forms';
import { addPublishedRecipe, db } from '../support/bakery';

const toast = (page: import('@playwright/test').Page) => page.locator('[data-toast]');

test('contact: each field says what is wrong, then the message is sent and kept', async ({ page }) => {
  const contact = new ContactPage(page);
  await contact.goto();
  await expect(page.getByRole('heading', { name: 'Get In Touch' })).toBeVisible();
  await expect(page.getByText('Other Ways to Reach Us')).toBeVisible();
  await contact.send({ email: 'not-an-address', subject: ' ', message: 'Too short' });
  await expect(contact.form()).toContainText('Please enter a valid email address');
  await expect(contact.form()).toContainText('Subject is required');
  await expect(contact.form()).toContainText('Message must be at least 10 characters long');

  const subject = `Birthday cake ${randomUUID().slice(0, 8)}`;
  await contact.send({ email: 'lena@example.com', subject, message: 'Could you bake a cake for the 12th?' });
  await expect(toast(page)).toContainText('Message Sent!');
  await expect(contact.form().getByLabel('Subject')).toHaveValue('');
  expect(await db('contact_messages').where({ subject })).toHaveLength(1);
});

test('reviews: a name or anonymous, a rating and a text are asked for', async ({ page }) => {
  const reviews = new ReviewsPage(page);
  await reviews.goto();
  await reviews.write({ name: 'Jo', text: 'No stars given' });
  await expect(toast(page)).toContainText('Please fill in your review and select a rating.');
  await reviews.write({ name: '', stars: 5 });
  await expect(toast(page)).toContainText('Please enter your name or select anonymous.');
  await expect(reviews.form().getByLabel('First name')).toBeVisible();
  await reviews.form().getByLabel('Post anonymously').check();
  await expect(reviews.form().getByLabel('First name')).toBeHidden();
});

test('reviews: the fields show their limits and stop at them', async ({ page }) => {
  const reviews = new ReviewsPage(page);
  await reviews.goto();
  const text = reviews.form().getByLabel('Your review');
  await text.fill('Lovely bread');
  await expect(text).toHaveAccessibleDescription('12 / 2000 characters');
  await text.fill('x'.repeat(2100));
  await expect(text).toHaveValue('x'.repeat(2000));
  await expect(text).toHaveAccessibleDescription('2000 / 2000 characters');
  await expect(reviews.form().getByLabel('First name')).toHaveAttribute('maxlength', '80');
});

test('comments: a name and a comment are asked for', async ({ page }) => {
  const title = `Skillet Cornbread ${randomUUID().slice(0, 6)}`;
  await addPublishedRecipe({
    title,
    description: 'Golden, crumbly, ready in 30 minutes.',
    content: 'Ingredients:\n1 cup cornmeal\n\nInstructions:\nBake at 400F.',
    tags: ['bread', 'quick', 'skillet', 'summer'],
    prepTime: 10,
    cookTime: 20,
    servings: 8,
    difficulty: 'Easy',
  });
  const recipes = new RecipesPage(page);
  await recipes.goto();
  await recipes.card(title).click();
  await expect(recipes.heading(title)).toBeVisible();
  await recipes.comment({ name: '  ', text: 'Can I use butter?' });
  await expect(toast(page)).toContainText('Missing Fields');
  await expect(toast(page)).toContainText('Please fill in your name and comment to post.');
});
