import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/test';
import { AdminInventory, AdminLogin, toast } from '../pages/admin-pages';
import { asOwner, db, resetBakery } from '../support/bakery';

/** The owner's forms keep what she typed when it is refused, and say which field and why. */
test.afterEach(resetBakery);

test('a recipe refused on this phone (prep time -5) stays in its dialog, the field marked; fixed, it saves', async ({
  page,
}) => {
  await new AdminLogin(page).signIn();
  await page.goto('/admin-recipes');
  const title = `Seeded Loaf ${randomUUID().slice(0, 6)}`;
  await page.getByRole('button', { name: 'New Recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Recipe' });
  await dialog.getByLabel('Recipe Title').fill(title);
  await dialog.getByLabel('Recipe Content').fill('Ingredients:\nseeds\n\nInstructions:\nbake');
  await dialog.getByLabel('Prep Time (minutes)').fill('-5');
  await dialog.getByLabel('Servings').fill('8');
  await dialog.getByRole('button', { name: 'Create Recipe' }).click();

  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Prep time cannot be negative')).toBeVisible();
  await expect(dialog.getByLabel('Prep Time (minutes)')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Recipe Title')).toHaveValue(title);
  await expect(dialog.getByLabel('Servings')).toHaveValue('8');
  expect(await db('recipes').where({ title })).toHaveLength(0);

  await dialog.getByLabel('Prep Time (minutes)').fill('5');
  await expect(dialog.getByText('Prep time cannot be negative')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create Recipe' }).click();
  await expect(toast(page)).toContainText('Recipe Created');
  await expect(dialog).toBeHidden();
  expect(await db('recipes').where({ title, prepTime: 5 })).toHaveLength(1);
});

test('a recipe the server refuses keeps everything she typed in its dialog', async ({ page }) => {
  await new AdminLogin(page).signIn();
  const title = `Rye ${randomUUID().slice(0, 6)}`;
  const { id } = (await asOwner('POST', '/api/admin/recipes', { title, content: 'Mix and bake.' })) as { id: string };
  await page.goto('/admin-recipes');
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Recipe' });
  await expect(dialog.getByLabel('Recipe Title')).toHaveValue(title);
  await db('recipes').where({ id }).delete(); // removed meanwhile, on her other phone
  await dialog.getByLabel('Short Description').fill('Dense and sour, as it should be.');
  await dialog.getByRole('button', { name: 'Update Recipe' }).click();

  // The refusal comes back through her outbox's round trip: on a busy two-core CI machine it once
  // took longer than the 5 s default (the button still showed its spinner), so the wait is longer.
  await expect(toast(page)).toContainText('Update Failed', { timeout: 20_000 });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('alert').first()).toContainText('That recipe no longer exists');
  await expect(dialog.getByLabel('Short Description')).toHaveValue('Dense and sour, as it should be.');
});

test('an emptied number in the pickup settings or a place asks for a number and saves nothing', async ({ page }) => {
  await new AdminLogin(page).signIn();
  const inventory = new AdminInventory(page);
  await inventory.goto();
  const settings = inventory.settings();
  // The cutoff is her door's, on its place's card; the cancel cutoff the bakery's, on the settings card.
  const cutoffs = async () => ({
    cutoffHours: ((await db('pickup_places').where({ id: 'home' }).first()) as { cutoffHours: number }).cutoffHours,
    cancelCutoffHours: ((await db('pickup_settings').first()) as { cancelCutoffHours: number }).cancelCutoffHours,
  });
  const before = await cutoffs();
  await settings.getByLabel('Customers may cancel until (hours before pickup)').fill('');
  await settings.getByRole('button', { name: 'Save Settings' }).click();
  await expect(settings.getByText('The cancel cutoff is a whole number of hours')).toBeVisible();

  await page.getByRole('region', { name: 'Pickup places' }).getByRole('button', { name: 'Change Home pickup' }).click();
  const door = page.getByRole('dialog', { name: 'Change Home pickup' });
  await door.getByLabel('Orders close (hours before)').fill('');
  await door.getByRole('button', { name: 'Save' }).click();
  await expect(door.getByText('The cutoff is a whole number of hours')).toBeVisible();
  await expect(door.getByLabel('Orders close (hours before)')).toHaveValue('');
  expect(await cutoffs()).toEqual(before);

  await door.getByLabel('Orders close (hours before)').fill('36');
  await door.getByRole('button', { name: 'Save' }).click();
  // Her outbox's round trip, slower on a busy two-core machine (as above).
  await expect(toast(page)).toContainText('Place Saved', { timeout: 20_000 });
  // The settings come back with her door's new cutoff, and the card is drawn anew from them:
  // typed before that, the cancel cutoff would be drawn over.
  const places = page.getByRole('region', { name: 'Pickup places' });
  await expect(places).toContainText('orders close 36 hours before', { timeout: 20_000 });
  await settings.getByLabel('Customers may cancel until (hours before pickup)').fill('12');
  await settings.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page)).toContainText('Settings Updated');
  await expect.poll(cutoffs).toEqual({ cutoffHours: 36, cancelCutoffHours: 12 });
});
