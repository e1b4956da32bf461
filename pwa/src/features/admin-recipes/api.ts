import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Comment } from '#shared/comment';
import type { Recipe, RecipeInput } from '#shared/recipe';
import { adminGet, adminRequest } from '../../lib/admin-api';
import { adminKeys, recipeKeys } from '../../lib/query-keys';

/** Recipes and comments are kept five minutes and refetched after each change (admin spec 7). */
const FIVE_MINUTES = 5 * 60 * 1000;
const cached = { staleTime: FIVE_MINUTES, gcTime: FIVE_MINUTES, refetchOnMount: false } as const;

export const useAdminRecipes = () =>
  useQuery({ queryKey: adminKeys.recipes, queryFn: () => adminGet<Recipe[]>('/api/admin/recipes'), ...cached });

export const useAdminComments = () =>
  useQuery({ queryKey: adminKeys.comments, queryFn: () => adminGet<Comment[]>('/api/admin/comments'), ...cached });

function useRecipeChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.recipes }),
        queryClient.invalidateQueries({ queryKey: adminKeys.comments }),
        queryClient.invalidateQueries({ queryKey: recipeKeys.published }),
      ]),
  });
}

export const useCreateRecipe = () =>
  useRecipeChange((input: RecipeInput) => adminRequest<Recipe>('POST', '/api/admin/recipes', input));
export const useUpdateRecipe = () =>
  useRecipeChange(({ id, input }: { id: string; input: RecipeInput }) =>
    adminRequest<Recipe>('PUT', `/api/admin/recipes/${id}`, input),
  );
export const usePublishRecipe = () =>
  useRecipeChange(({ id, published }: { id: string; published: boolean }) =>
    adminRequest<Recipe>('PATCH', `/api/admin/recipes/${id}/publish`, { published }),
  );
export const useDeleteRecipe = () =>
  useRecipeChange((id: string) => adminRequest('DELETE', `/api/admin/recipes/${id}`));

export const useApproveComment = () =>
  useRecipeChange((id: string) => adminRequest<Comment>('PATCH', `/api/admin/comments/${id}/approve`));
export const useDeleteComment = () =>
  useRecipeChange((id: string) => adminRequest('DELETE', `/api/admin/comments/${id}`));
export const useReplyToComment = () =>
  useRecipeChange(({ id, replyText }: { id: string; replyText: string }) =>
    adminRequest<Comment>('POST', `/api/admin/comments/${id}/reply`, { replyText }),
  );
export const useDeleteReply = () =>
  useRecipeChange((id: string) => adminRequest<Comment>('DELETE', `/api/admin/comments/${id}/reply`));

/** The photo flow (admin spec section 4): an upload link, then registration of the upload. */
export const getUploadUrl = () => adminRequest<{ uploadURL: string }>('POST', '/api/admin/recipes/upload');
export const registerPhoto = (photoURL: string) =>
  adminRequest<{ objectPath: string }>('PUT', '/api/admin/recipes/photo', { photoURL });
