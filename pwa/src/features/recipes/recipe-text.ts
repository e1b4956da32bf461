import type { Recipe } from '#shared/recipe';

/** Case-insensitive search over title, description and tags. */
export function searchRecipes(recipes: readonly Recipe[], term: string): Recipe[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [...recipes];
  return recipes.filter((recipe) =>
    [recipe.title, recipe.description ?? '', ...recipe.tags].some((text) => text.toLowerCase().includes(needle)),
  );
}
