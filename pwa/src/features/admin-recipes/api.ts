import { queryOptions } from '@tanstack/react-query';
import { commentListSchema } from '#shared/comment';
import { recipeListSchema } from '#shared/recipe';
import { registeredPhotoSchema, uploadLinkSchema } from '#shared/uploads';
import { adminGet, adminRequest } from '../../lib/admin-api';
import { pageSizeOf } from '../../lib/page-size';
import { ownerKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';

/** Recipes and comments are kept five minutes and refetched after each change (docs/api.md). */
const FIVE_MINUTES = 5 * 60 * 1000;
const cached = { staleTime: FIVE_MINUTES, gcTime: FIVE_MINUTES, refetchOnMount: false } as const;

export const ownerRecipeQueries = {
  recipes: () =>
    queryOptions({ queryKey: ownerKeys.recipes, queryFn: () => adminGet('/api/admin/recipes', recipeListSchema) }),
  comments: () =>
    queryOptions({
      queryKey: ownerKeys.comments,
      queryFn: () => adminGet(`/api/admin/comments?limit=${pageSizeOf(ownerKeys.comments)}`, commentListSchema),
    }),
};

export const useAdminRecipes = () => useCachedQuery(ownerRecipeQueries.recipes(), cached);
export const useAdminComments = () => useCachedQuery(ownerRecipeQueries.comments(), cached);

/** The photo flow (docs/product.md): an upload link, then registration of the upload. */
export const getUploadUrl = () => adminRequest('POST', '/api/admin/recipes/upload', { answer: uploadLinkSchema });
export const registerPhoto = (photoURL: string) =>
  adminRequest('PUT', '/api/admin/recipes/photo', { body: { photoURL }, answer: registeredPhotoSchema });
