import type { Difficulty, Recipe, RecipeInput } from '#shared/recipe';

/** The recipe dialog's fields as typed: numbers and tags are text until saved. */
export interface RecipeForm {
  title: string;
  description: string;
  content: string;
  prepTime: string;
  cookTime: string;
  servings: string;
  difficulty: Difficulty;
  tags: string;
  featuredImageUrl: string | null;
}

export const emptyRecipeForm: RecipeForm = {
  title: '',
  description: '',
  content: '',
  prepTime: '',
  cookTime: '',
  servings: '',
  difficulty: 'Easy',
  tags: '',
  featuredImageUrl: null,
};

export function formFromRecipe(recipe: Recipe): RecipeForm {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    title: recipe.title,
    description: recipe.description ?? '',
    content: recipe.content,
    prepTime: text(recipe.prepTime),
    cookTime: text(recipe.cookTime),
    servings: text(recipe.servings),
    difficulty: recipe.difficulty,
    tags: recipe.tags.join(', '),
    featuredImageUrl: recipe.featuredImageUrl,
  };
}

/** Numbers parsed as whole numbers with empty meaning none; tags split on commas (docs/product.md, "What the forms refuse"). */
export function inputFromForm(form: RecipeForm): RecipeInput {
  const whole = (text: string) => (text.trim() === '' ? null : Number.parseInt(text, 10));
  return {
    title: form.title.trim(),
    description: form.description.trim() || null,
    content: form.content,
    prepTime: whole(form.prepTime),
    cookTime: whole(form.cookTime),
    servings: whole(form.servings),
    difficulty: form.difficulty,
    tags: form.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    featuredImageUrl: form.featuredImageUrl,
  };
}
