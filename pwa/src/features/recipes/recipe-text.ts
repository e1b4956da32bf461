import type { Recipe } from '#shared/recipe';

export interface ContentLine {
  kind: 'heading' | 'line';
  text: string;
}

/**
 * A recipe's content shown line by line (docs/product.md, "The shop's screens"): lines that name
 * 'ingredients:' or 'instructions:' become sub-headings, blank lines are skipped.
 */
export function contentLines(content: string): ContentLine[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((text) => ({ kind: /ingredients:|instructions:/i.test(text) ? 'heading' : 'line', text }));
}

/** Case-insensitive search over title, description and tags. */
export function searchRecipes(recipes: readonly Recipe[], term: string): Recipe[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [...recipes];
  return recipes.filter((recipe) =>
    [recipe.title, recipe.description ?? '', ...recipe.tags].some((text) => text.toLowerCase().includes(needle)),
  );
}
