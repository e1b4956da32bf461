import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommentSubmission, PublicComment } from '#shared/comment';
import type { Recipe } from '#shared/recipe';
import { apiRequest } from '../../lib/api-client';
import { recipeKeys } from '../../lib/query-keys';

/** The form asks no e-mail, so comments carry this fixed address (customer spec section 5). */
export const COMMENT_PLACEHOLDER_EMAIL = 'no-reply@bridgerglutenfree.com';

export const getPublishedRecipes = () => apiRequest<Recipe[]>('GET', '/api/recipes');
export const getComments = (recipeId: string) =>
  apiRequest<PublicComment[]>('GET', `/api/recipes/${encodeURIComponent(recipeId)}/comments`);
export const postComment = (recipeId: string, comment: CommentSubmission) =>
  apiRequest<{ id: string }>('POST', `/api/recipes/${encodeURIComponent(recipeId)}/comments`, comment);

export const usePublishedRecipes = () => useQuery({ queryKey: recipeKeys.published, queryFn: getPublishedRecipes });

/** Runs only while a recipe is open (customer spec section 7). */
export const useComments = (recipeId: string | null) =>
  useQuery({
    queryKey: recipeKeys.comments(recipeId ?? ''),
    queryFn: () => getComments(recipeId!),
    enabled: recipeId !== null,
  });

export const usePostComment = (recipeId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: { authorName: string; commentText: string }) =>
      postComment(recipeId, { recipeId, authorEmail: COMMENT_PLACEHOLDER_EMAIL, ...comment }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipeKeys.comments(recipeId) }),
  });
};
