import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/calls';
import { recipeCommentKeys, recipeKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';
import { useCustomerMessage } from '../../sync/use-customer-message';

/** The form asks no e-mail, so comments carry this fixed address (docs/product.md, "What the forms refuse"). */
export const COMMENT_PLACEHOLDER_EMAIL = 'no-reply@bridgerglutenfree.com';

/** The recipes page is server-rendered with its list: the calls' schemas load only for a fetch. */
export const getPublishedRecipes = () => callApi('shop.recipes');
export const getComments = (recipeId: string) => callApi('shop.recipe-comments', { params: { id: recipeId } });

export const recipeQueries = {
  published: () => queryOptions({ queryKey: recipeKeys.published, queryFn: getPublishedRecipes }),
  /** Runs only while a recipe is open (docs/api.md). */
  comments: (recipeId: string) =>
    queryOptions({ queryKey: recipeCommentKeys.of(recipeId), queryFn: () => getComments(recipeId) }),
};

export const usePublishedRecipes = () => useCachedQuery(recipeQueries.published(), { pageList: 'shop.recipes' });
export const useComments = (recipeId: string) => useCachedQuery(recipeQueries.comments(recipeId));

/** Posts a comment now, or keeps it until the connection is back. */
export function usePostComment(recipeId: string) {
  const { send, pending } = useCustomerMessage();
  return {
    pending,
    submit: (comment: { authorName: string; commentText: string }) =>
      send(
        {
          call: 'message.comment',
          request: {
            params: { id: recipeId },
            body: { recipeId, authorEmail: COMMENT_PLACEHOLDER_EMAIL, ...comment },
          },
          sentNotice: 'Your comment was sent and is pending approval.',
        },
        'Your comment',
      ),
  };
}
