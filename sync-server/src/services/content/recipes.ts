import type { Recipe as RecipeView } from '#shared/recipe';
import { isUuid } from '#shared/common';
import { Recipe, type Db } from '../../db';

export function toRecipeView(recipe: Recipe): RecipeView {
  return {
    id: recipe.id,
    slug: recipe.slug,
    title: recipe.title,
    description: recipe.description,
    content: recipe.content,
    featuredImageUrl: recipe.featuredImageUrl,
    additionalImages: recipe.additionalImages,
    tags: recipe.tags,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    servings: recipe.servings,
    difficulty: recipe.difficulty,
    published: recipe.published,
    publishedAt: recipe.publishedAt,
    createdAt: recipe.createdAt,
    updatedAt: recipe.updatedAt,
  };
}

/** GET /api/recipes: published recipes, newest first. Drafts never leave the admin. */
export async function listPublishedRecipes(db: Db): Promise<RecipeView[]> {
  const rows = await Recipe.query(db).where('published', true).orderBy('publishedAt', 'desc');
  return rows.map(toRecipeView);
}

export async function findPublishedRecipe(db: Db, id: string): Promise<Recipe | undefined> {
  if (!isUuid(id)) return undefined;
  return Recipe.query(db).findById(id).where('published', true);
}

/** A published recipe by its address's slug (/recipes/<slug>). */
export async function findPublishedRecipeBySlug(db: Db, slug: string): Promise<RecipeView | undefined> {
  const recipe = await Recipe.query(db).where({ slug, published: true }).first();
  return recipe ? toRecipeView(recipe) : undefined;
}
