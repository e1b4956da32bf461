import type { Recipe } from '#shared/recipe';
import focaccia from '../../assets/products/focaccia.svg';
import placeholder from '../../assets/recipe-placeholder.svg';

/** The bakery's signature recipe ships with its own picture (docs/product.md, "The shop's screens"). */
const builtIn: Record<string, string> = { 'gluten-free focaccia': focaccia };

export function recipeImage(recipe: Pick<Recipe, 'title' | 'featuredImageUrl'>): {
  src: string;
  isPlaceholder: boolean;
} {
  const own = builtIn[recipe.title.trim().toLowerCase()] ?? recipe.featuredImageUrl;
  return own ? { src: own, isPlaceholder: false } : { src: placeholder, isPlaceholder: true };
}
