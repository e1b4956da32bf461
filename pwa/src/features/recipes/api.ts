import type { PublicComment } from '#shared/comment';
import type { Recipe } from '#shared/recipe';
import { apiRequest } from '../../lib/api-client';
import { recipeKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';
import { useCustomerMessage } from '../../sync/use-customer-message';

/** The form asks no e-mail, so comments carry this fixed address (customer spec section 5). */
export const COMMENT_PLACEHOLDER_EMAIL = 'no-reply@bridgerglutenfree.com';

export const getPublishedRecipes = () => apiRequest<Recipe[]>('GET', '/api/recipes');
export const getComments = (recipeId: string) =>
  apiRequest<PublicComment[]>('GET', `/api/recipes/${encodeURIComponent(recipeId)}/comments`);

export const usePublishedRecipes = () =>
  useCachedQuery({ queryKey: recipeKeys.published, queryFn: getPublishedRecipes });

/** Runs only while a recipe is open (customer spec section 7). */
export const useComments = (recipeId: string) =>
  useCachedQuery({ queryKey: recipeKeys.comments(recipeId), queryFn: () => getComments(recipeId) });

/** Posts a comment now, or keeps it until the connection is back. */
export function usePostComment(recipeId: string) {
  const { send, pending } = useCustomerMessage('comment');
  return {
    pending,
    submit: (comment: { authorName: string; commentText: string }) =>
      send(
        {
          url: `/api/recipes/${encodeURIComponent(recipeId)}/comments`,
          body: { recipeId, authorEmail: COMMENT_PLACEHOLDER_EMAIL, ...comment },
          sentNotice: 'Your comment was sent and is pending approval.',
        },
        'Your comment',
      ),
  };
}
