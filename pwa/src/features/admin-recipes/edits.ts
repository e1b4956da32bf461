import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Comment } from '#shared/comment';
import { recipeSchema, type Recipe } from '#shared/recipe';
import { recipeSlug } from '#shared/recipe-text';
import { forgetFile, readFile } from '../../db/files';
import { ApiRequestError, OfflineError } from '../../lib/api-client';
import { ownerKeys, recipeCommentKeys, recipeKeys } from '../../lib/query-keys';
import type { AttachPhoto, EditKinds, SendContext } from '../../sync/admin-edit-kind';
import { updateCachedList } from '../../sync/cached-lists';

/** The owner's recipes, comments and replies (docs/product.md), queued offline. */
const recipeLists = [ownerKeys.recipes, ownerKeys.comments, recipeKeys.published, recipeCommentKeys.all] as const;

/** Changes one record of a cached list; `null` removes it. */
const patchRecord =
  <T extends { id: string }, E extends { id: string }>(
    key: QueryKey,
    patch: (record: T, edit: E, now: string) => Partial<T> | null,
  ) =>
  (queryClient: QueryClient, edit: E, now: string) =>
    updateCachedList<T[]>(queryClient, key, (list) =>
      list.flatMap((record) => {
        if (record.id !== edit.id) return [record];
        const change = patch(record, edit, now);
        return change === null ? [] : [{ ...record, ...change }];
      }),
    );

export const recipeEdits = {
  'create-recipe': {
    apply: (queryClient, { kind: _kind, ...input }, now) =>
      updateCachedList<Recipe[]>(queryClient, ownerKeys.recipes, (list) => [
        {
          ...input,
          id: input.id ?? crypto.randomUUID(),
          // The server's may end in -2 when another recipe has this one; its answer replaces it.
          slug: recipeSlug(input.title),
          additionalImages: [],
          published: false,
          publishedAt: null,
          createdAt: now,
          updatedAt: now,
        },
        ...list.filter((recipe) => recipe.id !== input.id),
      ]),
    affects: recipeLists,
  },
  'update-recipe': {
    apply: (queryClient, { kind: _kind, ...input }, now) =>
      updateCachedList<Recipe[]>(queryClient, ownerKeys.recipes, (list) =>
        list.map((recipe) => (recipe.id === input.id ? { ...recipe, ...input, updatedAt: now } : recipe)),
      ),
    affects: recipeLists,
  },
  'publish-recipe': {
    apply: patchRecord<Recipe, { id: string; published: boolean }>(ownerKeys.recipes, (recipe, edit, now) => ({
      published: edit.published,
      publishedAt: edit.published ? now : recipe.publishedAt,
    })),
    affects: recipeLists,
  },
  'delete-recipe': {
    apply: patchRecord<Recipe, { id: string }>(ownerKeys.recipes, () => null),
    affects: recipeLists,
  },
  'approve-comment': {
    apply: patchRecord<Comment, { id: string }>(ownerKeys.comments, (comment, _edit, now) => ({
      approved: true,
      approvedAt: comment.approvedAt ?? now,
    })),
    affects: recipeLists,
  },
  'delete-comment': {
    apply: patchRecord<Comment, { id: string }>(ownerKeys.comments, () => null),
    affects: recipeLists,
  },
  'reply-to-comment': {
    apply: patchRecord<Comment, { id: string; replyText: string }>(ownerKeys.comments, (_comment, edit, now) => ({
      adminReply: edit.replyText,
      adminReplyAt: now,
    })),
    affects: recipeLists,
  },
  'delete-reply': {
    apply: patchRecord<Comment, { id: string }>(ownerKeys.comments, () => ({ adminReply: null, adminReplyAt: null })),
    affects: recipeLists,
  },
  /** A photo picked offline: uploaded, registered, then set on the recipe (attachPhoto below). */
  'attach-photo': {
    send: (edit, context) => attachPhoto(edit, context),
    affects: recipeLists,
  },
} satisfies EditKinds<
  | 'create-recipe'
  | 'update-recipe'
  | 'publish-recipe'
  | 'delete-recipe'
  | 'approve-comment'
  | 'delete-comment'
  | 'reply-to-comment'
  | 'delete-reply'
  | 'attach-photo'
>;

/** A photo picked offline: upload it through the signed link, register it, set it on the recipe. */
async function attachPhoto(edit: AttachPhoto, { call, headers, queryClient }: SendContext): Promise<Recipe> {
  const file = await readFile(edit.fileId);
  const recipe = queryClient?.getQueryData<Recipe[]>(ownerKeys.recipes)?.find((r) => r.id === edit.recipeId);
  if (!file || !recipe) {
    throw new ApiRequestError(410, 'gone', { message: 'The photo or its recipe is no longer on this device' });
  }
  const { uploadURL } = await call('owner.upload-link');
  let response: Response;
  try {
    response = await fetch(uploadURL, { method: 'PUT', headers: { 'Content-Type': file.type }, body: file.blob });
  } catch {
    throw new OfflineError();
  }
  if (!response.ok)
    throw new ApiRequestError(response.status, await response.text(), { message: 'The photo was refused' });
  const { objectPath } = await call('owner.photo', { body: { photoURL: uploadURL } });
  // The recipe as it is, with the photo: its own route, under this entry's key (sent twice, applied once).
  const input = {
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
  // The contract's edit entries are typed as any call's (calls/edits.ts): its answer, already
  // parsed with the edit's answer schema, is typed here by that schema.
  const updated = recipeSchema.parse(
    await call('edit.update-recipe', { params: { id: edit.recipeId }, body: input }, { headers }),
  );
  await forgetFile(edit.fileId);
  return updated;
}
