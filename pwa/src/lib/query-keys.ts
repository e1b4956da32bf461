/**
 * Every query key of the app, one object per entity. Keys are API paths, so the default query
 * function can fetch them; a change names the keys it makes stale, never a timer.
 */
export const inventoryKeys = {
  all: ['/api/inventory'] as const,
};

export const pickupSettingsKeys = {
  all: ['/api/pickup-settings'] as const,
};

export const reviewKeys = {
  approved: ['/api/reviews'] as const,
};

export const recipeKeys = {
  published: ['/api/recipes'] as const,
  comments: (recipeId: string) => ['/api/recipes', recipeId, 'comments'] as const,
};
