import { z } from 'zod';
import { requiredText, uuidSchema } from './common';

export const difficulties = ['Easy', 'Medium', 'Hard'] as const;
export type Difficulty = (typeof difficulties)[number];

export const recipeSchema = z.object({
  id: z.string(),
  /** Its address is /recipes/<slug> (recipe-text.ts): given once, from the first title. */
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  content: z.string(),
  featuredImageUrl: z.string().nullable(),
  additionalImages: z.array(z.string()),
  tags: z.array(z.string()),
  prepTime: z.number().int().nullable(),
  cookTime: z.number().int().nullable(),
  servings: z.number().int().nullable(),
  difficulty: z.enum(difficulties),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Recipe = z.infer<typeof recipeSchema>;
/** GET /api/recipes (published) and GET /api/admin/recipes (all). */
export const recipeListSchema = z.array(recipeSchema);

/** The largest prep time, cook time (minutes) or servings a recipe may have. */
export const RECIPE_NUMBER_MAX = 10_000;

const minutesOrNull = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(RECIPE_NUMBER_MAX, `${label} is at most ${RECIPE_NUMBER_MAX}`)
    .nullish()
    .transform((value) => value ?? null);

/** Tags arrive as an array (admin form) or a comma list; stored as a JSON array. */
export const tagsSchema = z
  .union([z.array(z.string().max(40)), z.string().max(400)])
  .transform((tags) => (typeof tags === 'string' ? tags.split(',') : tags))
  .transform((tags) => tags.map((tag) => tag.trim()).filter(Boolean))
  .pipe(z.array(z.string()).max(20, 'At most 20 tags'));

/** POST /api/admin/recipes and PUT /api/admin/recipes/{id}. `id` lets an offline create replay. */
export const recipeInputSchema = z.object({
  id: uuidSchema.optional(),
  title: requiredText('Recipe title', 200),
  description: z
    .string()
    .trim()
    .max(1000)
    .nullish()
    .transform((value) => value || null),
  content: requiredText('Recipe content', 50_000),
  featuredImageUrl: z
    .string()
    .trim()
    .max(500)
    // Our own uploads, or a web address; never javascript: or data: URLs.
    .refine((url) => url === '' || /^(\/uploads\/|https?:\/\/)/.test(url), 'The photo must be an uploaded image')
    .nullish()
    .transform((value) => value || null),
  tags: tagsSchema.default([]),
  prepTime: minutesOrNull('Prep time'),
  cookTime: minutesOrNull('Cook time'),
  servings: minutesOrNull('Servings'),
  difficulty: z.enum(difficulties, { error: 'Difficulty is Easy, Medium or Hard' }).default('Easy'),
});
export type RecipeInput = z.infer<typeof recipeInputSchema>;

export const publishSchema = z.object({ published: z.boolean({ error: 'published must be true or false' }) });
