import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import type { Comment } from '#shared/comment';
import { replySchema } from '#shared/comment';
import { recordIdParamsSchema, uuidSchema } from '#shared/common';
import { publishSchema, recipeInputSchema, type Recipe, type RecipeInput } from '#shared/recipe';
import { forgetFile, readFile } from '../../db/files';
import { ApiRequestError, OfflineError } from '../../lib/api-client';
import { adminKeys, recipeKeys } from '../../lib/query-keys';
import type { EditMap, SendContext } from '../../sync/admin-edit-kind';
import { updateCachedList } from '../../sync/cached-lists';

/** The owner's recipes, comments and replies (admin spec section 6), queued offline. */
const id = recordIdParamsSchema.shape.id;
const payloads = {
  createRecipe: z.object({ input: recipeInputSchema.extend({ id: uuidSchema }) }),
  updateRecipe: z.object({ id, input: recipeInputSchema }),
  publishRecipe: z.object({ id, published: publishSchema.shape.published }),
  deleteRecipe: z.object({ id }),
  approveComment: z.object({ id }),
  deleteComment: z.object({ id }),
  replyToComment: z.object({ id, replyText: replySchema.shape.replyText }),
  deleteReply: z.object({ id }),
  /** A photo picked offline: uploaded, registered, then set on the recipe (attachPhoto below). */
  attachPhoto: z.object({ recipeId: id, fileId: z.string().min(1) }),
};
export type RecipeEditPayloads = { [K in keyof typeof payloads]: z.infer<(typeof payloads)[K]> };

const recipeLists = [adminKeys.recipes, adminKeys.comments, recipeKeys.published] as const;

/** Changes one record of a cached list; `null` removes it. */
const patchRecord =
  <T extends { id: string }, P extends { id: string }>(
    key: QueryKey,
    patch: (record: T, p: P, now: string) => Partial<T> | null,
  ) =>
  (queryClient: QueryClient, payload: P, now: string) =>
    updateCachedList<T[]>(queryClient, key, (list) =>
      list.flatMap((record) => {
        if (record.id !== payload.id) return [record];
        const change = patch(record, payload, now);
        return change === null ? [] : [{ ...record, ...change }];
      }),
    );

export const recipeEdits = {
  createRecipe: {
    payload: payloads.createRecipe,
    call: (p) => ({ method: 'POST', url: '/api/admin/recipes', body: p.input }),
    apply: (queryClient, p, now) =>
      updateCachedList<Recipe[]>(queryClient, adminKeys.recipes, (list) => [
        { ...p.input, additionalImages: [], published: false, publishedAt: null, createdAt: now, updatedAt: now },
        ...list.filter((recipe) => recipe.id !== p.input.id),
      ]),
    affects: recipeLists,
  },
  updateRecipe: {
    payload: payloads.updateRecipe,
    call: (p) => ({ method: 'PUT', url: `/api/admin/recipes/${p.id}`, body: p.input }),
    apply: patchRecord<Recipe, RecipeEditPayloads['updateRecipe']>(adminKeys.recipes, (_r, p, now) => ({
      ...p.input,
      id: p.id,
      updatedAt: now,
    })),
    affects: recipeLists,
  },
  publishRecipe: {
    payload: payloads.publishRecipe,
    call: (p) => ({ method: 'PATCH', url: `/api/admin/recipes/${p.id}/publish`, body: { published: p.published } }),
    apply: patchRecord<Recipe, RecipeEditPayloads['publishRecipe']>(adminKeys.recipes, (recipe, p, now) => ({
      published: p.published,
      publishedAt: p.published ? now : recipe.publishedAt,
    })),
    affects: recipeLists,
  },
  deleteRecipe: {
    payload: payloads.deleteRecipe,
    call: (p) => ({ method: 'DELETE', url: `/api/admin/recipes/${p.id}` }),
    apply: patchRecord<Recipe, { id: string }>(adminKeys.recipes, () => null),
    affects: recipeLists,
  },
  approveComment: {
    payload: payloads.approveComment,
    call: (p) => ({ method: 'PATCH', url: `/api/admin/comments/${p.id}/approve` }),
    apply: patchRecord<Comment, { id: string }>(adminKeys.comments, (comment, _p, now) => ({
      approved: true,
      approvedAt: comment.approvedAt ?? now,
    })),
    affects: recipeLists,
  },
  deleteComment: {
    payload: payloads.deleteComment,
    call: (p) => ({ method: 'DELETE', url: `/api/admin/comments/${p.id}` }),
    apply: patchRecord<Comment, { id: string }>(adminKeys.comments, () => null),
    affects: recipeLists,
  },
  replyToComment: {
    payload: payloads.replyToComment,
    call: (p) => ({ method: 'POST', url: `/api/admin/comments/${p.id}/reply`, body: { replyText: p.replyText } }),
    apply: patchRecord<Comment, RecipeEditPayloads['replyToComment']>(adminKeys.comments, (_c, p, now) => ({
      adminReply: p.replyText,
      adminReplyAt: now,
    })),
    affects: recipeLists,
  },
  deleteReply: {
    payload: payloads.deleteReply,
    call: (p) => ({ method: 'DELETE', url: `/api/admin/comments/${p.id}/reply` }),
    apply: patchRecord<Comment, { id: string }>(adminKeys.comments, () => ({ adminReply: null, adminReplyAt: null })),
    affects: recipeLists,
  },
  attachPhoto: {
    payload: payloads.attachPhoto,
    send: (p, context) => attachPhoto(p, context),
    affects: recipeLists,
  },
} satisfies EditMap<RecipeEditPayloads>;

/** A photo picked offline: upload it through the signed link, register it, set it on the recipe. */
async function attachPhoto(payload: RecipeEditPayloads['attachPhoto'], { request, headers, queryClient }: SendContext) {
  const file = await readFile(payload.fileId);
  const recipe = queryClient?.getQueryData<Recipe[]>(adminKeys.recipes)?.find((r) => r.id === payload.recipeId);
  if (!file || !recipe) {
    throw new ApiRequestError(410, 'gone', { message: 'The photo or its recipe is no longer on this device' });
  }
  const { uploadURL } = await request<{ uploadURL: string }>('POST', '/api/admin/recipes/upload');
  let response: Response;
  try {
    response = await fetch(uploadURL, { method: 'PUT', headers: { 'Content-Type': file.type }, body: file.blob });
  } catch {
    throw new OfflineError();
  }
  if (!response.ok)
    throw new ApiRequestError(response.status, await response.text(), { message: 'The photo was refused' });
  const { objectPath } = await request<{ objectPath: string }>('PUT', '/api/admin/recipes/photo', {
    photoURL: uploadURL,
  });
  const input: RecipeInput = {
    title: recipe.title,
    description: recipe.description,
    content: recipe.content,
    featuredImageUrl: objectPath,
    tags: recipe.tags,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    servings: recipe.servings,
    difficulty: recipe.difficulty,
  };
  const updated = await request<Recipe>('PUT', `/api/admin/recipes/${payload.recipeId}`, input, headers);
  await forgetFile(payload.fileId);
  return updated;
}
