import type { Recipe as RecipeView, RecipeInput } from '#shared/recipe';
import { recipeSlug } from '#shared/recipe-text';
import { randomUUID } from 'node:crypto';
import { rowById, Recipe, type Db } from '../../db';
import { conflict, notFound } from '../errors';
import { toRecipeView } from './recipes';

async function findRecipe(db: Db, id: string): Promise<Recipe> {
  const recipe = await rowById(Recipe, db, id);
  if (!recipe) throw notFound('That recipe no longer exists', 'unknown-recipe');
  return recipe;
}

/** Every recipe, drafts too, most recently edited first. */
export async function listAllRecipes(db: Db): Promise<RecipeView[]> {
  return (await Recipe.query(db).orderBy('updatedAt', 'desc')).map(toRecipeView);
}

/** A new draft. The id may come from the owner's phone, so an offline create replays safely. */
export async function createRecipe(db: Db, input: RecipeInput, now: Date): Promise<RecipeView> {
  const id = input.id ?? randomUUID();
  if (await Recipe.query(db).findById(id)) throw conflict('A recipe with this id already exists', 'recipe-exists');
  const at = now.toISOString();
  const recipe = await Recipe.query(db).insertAndFetch({
    ...input,
    id,
    slug: await freeSlug(db, recipeSlug(input.title)),
    additionalImages: [],
    published: false,
    publishedAt: null,
    createdAt: at,
    updatedAt: at,
  });
  return toRecipeView(recipe);
}

/** `base`, or `base-2`, `base-3`...: the first no other recipe has (its address, /recipes/<slug>). */
async function freeSlug(db: Db, base: string): Promise<string> {
  const taken = new Set(
    ((await Recipe.query(db).select('slug').where('slug', 'like', `${base}%`)) as { slug: string }[]).map(
      (row) => row.slug,
    ),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** The title may change; the slug stays, so a link that was shared still opens the recipe. */
export async function updateRecipe(db: Db, id: string, input: RecipeInput, now: Date): Promise<RecipeView> {
  await findRecipe(db, id);
  const { id: _ignored, ...fields } = input;
  return toRecipeView(await Recipe.query(db).patchAndFetchById(id, { ...fields, updatedAt: now.toISOString() }));
}

/** Publishing stamps publishedAt; unpublishing keeps it, for the record. */
export async function publishRecipe(db: Db, id: string, published: boolean, now: Date): Promise<RecipeView> {
  await findRecipe(db, id);
  const at = now.toISOString();
  const patch = published ? { published, publishedAt: at, updatedAt: at } : { published, updatedAt: at };
  return toRecipeView(await Recipe.query(db).patchAndFetchById(id, patch));
}

/** Deletes the recipe and, by the foreign key, its comments. */
export async function deleteRecipe(db: Db, id: string): Promise<{ deleted: string }> {
  await findRecipe(db, id);
  await Recipe.query(db).deleteById(id);
  return { deleted: id };
}
