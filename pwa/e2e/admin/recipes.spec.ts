import { expect, test } from '../support/test';
import { randomUUID } from 'node:crypto';
import { AdminLogin, toast } from '../pages/admin-pages';
import { RecipesPage } from '../pages/forms';

test('a recipe with a photo is created, published and shown on /recipes', async ({ page, request }) => {
  // A real PNG: a picture of the bakery's own focaccia artwork, taken by the browser.
  await page.goto('/');
  const photo = await page.getByRole('article', { name: 'Focaccia', exact: true }).getByRole('img').screenshot();

  await new AdminLogin(page).signIn();
  await page.goto('/admin-recipes');
  const title = `Olive Oil Focaccia ${randomUUID().slice(0, 6)}`;
  await page.getByRole('button', { name: 'New Recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Recipe' });
  await expect(dialog.getByRole('button', { name: 'Create Recipe' })).toBeDisabled();
  await dialog.getByLabel('Recipe Title').fill(title);
  await dialog.getByLabel('Short Description').fill('Dimpled, golden and crisp.');
  await dialog
    .getByLabel('Recipe Content')
    .fill('Ingredients:\n3 cups flour blend\n\nInstructions:\nRise, dimple, bake.');
  await dialog.getByLabel('Prep Time (minutes)').fill('25');
  await dialog.getByLabel('Servings').fill('9');
  await dialog.getByLabel('Tags (comma-separated)').fill('bread, olive oil');

  await dialog.getByRole('button', { name: 'Upload Photo' }).click();
  const uploader = page.getByRole('dialog', { name: 'Upload a recipe photo' });
  await uploader
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'focaccia.png', mimeType: 'image/png', buffer: photo });
  await uploader.getByRole('button', { name: /Upload 1 file/ }).click();
  await expect(toast(page)).toContainText('Photo Uploaded');
  await expect(dialog.getByRole('img', { name: 'Featured recipe photo' })).toHaveAttribute(
    'src',
    /^\/uploads\/[0-9a-f-]+\.(png|jpg)$/,
  );
  await expect(dialog.getByRole('button', { name: 'Change Photo' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Recipe' }).click();
  await expect(toast(page)).toContainText('Recipe Created');

  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('Draft');
  await expect(card).toContainText('25m prep');
  await card.getByRole('button', { name: 'Publish' }).click();
  await expect(card).toContainText('Published');

  const recipes = new RecipesPage(page);
  await recipes.goto();
  const image = page.getByRole('img', { name: title });
  await expect(image).toBeVisible();
  const src = await image.getAttribute('src');
  const served = await request.get(src!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toMatch(/^image\/(png|jpeg)$/);
});

test('editing keeps the recipe, and deleting asks first', async ({ page }) => {
  await new AdminLogin(page).signIn();
  await page.goto('/admin-recipes');
  const title = `Babka ${randomUUID().slice(0, 6)}`;
  await page.getByRole('button', { name: 'New Recipe' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Recipe' });
  await create.getByLabel('Recipe Title').fill(title);
  await create.getByLabel('Recipe Content').fill('Swirl and bake.');
  await create.getByRole('button', { name: 'Create Recipe' }).click();
  await expect(toast(page)).toContainText('Recipe Created');

  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Recipe' });
  await expect(edit.getByLabel('Recipe Title')).toHaveValue(title);
  await edit.getByLabel('Recipe Title').fill(`${title} Deluxe`);
  await edit.getByRole('button', { name: 'Update Recipe' }).click();
  await expect(toast(page)).toContainText('Recipe Updated');

  await page
    .getByRole('article', { name: `${title} Deluxe` })
    .getByRole('button', { name: /^Delete/ })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Recipe Deleted');
  await expect(page.getByRole('article', { name: `${title} Deluxe` })).toHaveCount(0);
});
