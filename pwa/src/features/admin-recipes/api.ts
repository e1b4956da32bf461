import type { Comment } from '#shared/comment';
import type { Recipe } from '#shared/recipe';
import { adminGet, adminRequest } from '../../lib/admin-api';
import { pageSizeOf } from '../../lib/page-size';
import { adminKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';

/** Recipes and comments are kept five minutes and refetched after each change (admin spec 7). */
const FIVE_MINUTES = 5 * 60 * 1000;
const cached = { staleTime: FIVE_MINUTES, gcTime: FIVE_MINUTES, refetchOnMount: false } as const;

export const useAdminRecipes = () =>
  useCachedQuery({ queryKey: adminKeys.recipes, queryFn: () => adminGet<Recipe[]>('/api/admin/recipes'), ...cached });

export const useAdminComments = () =>
  useCachedQuery({
    queryKey: adminKeys.comments,
    queryFn: () => adminGet<Comment[]>(`/api/admin/comments?limit=${pageSizeOf(adminKeys.comments[0])}`),
    ...cached,
  });

/** The photo flow (admin spec section 4): an upload link, then registration of the upload. */
export const getUploadUrl = () => adminRequest<{ uploadURL: string }>('POST', '/api/admin/recipes/upload');
export const registerPhoto = (photoURL: string) =>
  adminRequest<{ objectPath: string }>('PUT', '/api/admin/recipes/photo', { photoURL });
