import * as z from 'zod/mini';
import { requiredText, uuidSchema } from './common';

export const difficulties = ['Easy', 'Medium', 'Hard'] as const;
export type Difficulty = (typeof difficulties)[number];

export const recipeSchema = z.object({
  id: z.string(),
  /** Its address is /recipes/<slug> (recipe-text.ts): given once, from the first title. */
  slug: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  content: z.string(),
  featuredImageUrl: z.nullable(z.string()),
  additionalImages: z.array(z.string()),
  tags: z.array(z.string()),
  prepTime: z.nullable(z.number().check(z.int())),
  cookTime: z.nullable(z.number().check(z.int())),
  servings: z.nullable(z.number().check(z.int())),
  difficulty: z.enum(difficulties),
  published: z.boolean(),
  publishedAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Recipe = z.infer<typeof recipeSchema>;
/** GET /api/recipes (published) and GET /api/admin/recipes (all). */
export const recipeListSchema = z.array(recipeSchema);

/** The largest prep time, cook time (minutes) or servings a recipe may have. */
export const RECIPE_NUMBER_MAX = 10_000;

const minutesOrNull = (label: string) =>
  z.pipe(
    z.nullish(
      z
        .number({ error: `${label} must be a whole number` })
        .check(
          z.int(`${label} must be a whole number`),
          z.minimum(0, `${label} cannot be negative`),
          z.maximum(RECIPE_NUMBER_MAX, `${label} is at most ${RECIPE_NUMBER_MAX}`),
        ),
    ),
    z.transform((value) => value ?? null),
  );

/** Tags arrive as an array (admin form) or a comma list; stored as a JSON array. */
export const tagsSchema = z.pipe(
  z.pipe(
    z.union([z.array(z.string().check(z.maxLength(40))), z.string().check(z.maxLength(400))]),
    z.transform((tags) => (typeof tags === 'string' ? tags.split(',') : tags).map((tag) => tag.trim()).filter(Boolean)),
  ),
  z.array(z.string()).check(z.maxLength(20, 'At most 20 tags')),
);

/** POST /api/admin/recipes and PUT /api/admin/recipes/{id}. `id` lets an offline create replay. */
export const recipeInputSchema = z.object({
  id: z.optional(uuidSchema),
  title: requiredText('Recipe title', 200),
  description: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(1000))),
    z.transform((value) => value || null),
  ),
  content: requiredText('Recipe content', 50_000),
  featuredImageUrl: z.pipe(
    z.nullish(
      z.string().check(
        z.trim(),
        z.maxLength(500),
        // Our own uploads, or a web address; never javascript: or data: URLs.
        z.refine((url) => url === '' || /^(\/uploads\/|https?:\/\/)/.test(url), 'The photo must be an uploaded image'),
      ),
    ),
    z.transform((value) => value || null),
  ),
  tags: z._default(tagsSchema, []),
  prepTime: minutesOrNull('Prep time'),
  cookTime: minutesOrNull('Cook time'),
  servings: minutesOrNull('Servings'),
  difficulty: z._default(z.enum(difficulties, { error: 'Difficulty is Easy, Medium or Hard' }), 'Easy'),
});
export type RecipeInput = z.infer<typeof recipeInputSchema>;

export const publishSchema = z.object({ published: z.boolean({ error: 'published must be true or false' }) });
