import { queryOptions } from '@tanstack/react-query';
import { callAsOwner } from '../../lib/admin-api';
import { pageSizeOf } from '../../lib/page-size';
import { ownerKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';

/** Recipes and comments are kept five minutes and refetched after each change (docs/api.md). */
const FIVE_MINUTES = 5 * 60 * 1000;
const cached = { staleTime: FIVE_MINUTES, gcTime: FIVE_MINUTES, refetchOnMount: false } as const;

export const ownerRecipeQueries = {
  recipes: () => queryOptions({ queryKey: ownerKeys.recipes, queryFn: () => callAsOwner('owner.recipes') }),
  comments: () =>
    queryOptions({
      queryKey: ownerKeys.comments,
      queryFn: () => callAsOwner('owner.comments', { query: { limit: pageSizeOf(ownerKeys.comments) } }),
    }),
};

export const useAdminRecipes = () => useCachedQuery(ownerRecipeQueries.recipes(), cached);
export const useAdminComments = () => useCachedQuery(ownerRecipeQueries.comments(), cached);

/** The photo flow (docs/product.md): an upload link, then registration of the upload. */
export const getUploadUrl = () => callAsOwner('owner.upload-link');
export const registerPhoto = (photoURL: string) => callAsOwner('owner.photo', { body: { photoURL } });
