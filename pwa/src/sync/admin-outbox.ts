import type { QueryClient } from '@tanstack/react-query';
import type { Recipe, RecipeInput } from '#shared/recipe';
import { writeMeta } from '../db/cache';
import type { OutboxEntry } from '../db/bakery-db';
import { forgetFile, readFile } from '../db/files';
import { OutboxStore } from '../db/outbox-store';
import { adminRequest } from '../lib/admin-api';
import { ApiRequestError, OfflineError } from '../lib/api-client';
import { adminKeys } from '../lib/query-keys';
import { toast } from '../lib/toast';
import { adminEditRules, stockMergeNotice, type AdminEditKind, type AdminEditPayloads } from './admin-edits';
import { Outbox, type Outcome, type OutboxTransport } from './outbox';

type Request = <T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<T>;

/**
 * Sends one of the owner's edits. Each carries its outbox entry's Idempotency-Key, so the
 * server applies it once however often it is sent.
 */
export function createAdminTransport(
  options: {
    request?: Request;
    recipeOf?: (id: string) => Promise<Recipe | undefined>;
  } = {},
): OutboxTransport {
  const request: Request = options.request ?? adminRequest;
  return {
    send: async (entry: OutboxEntry) => {
      const headers = { 'Idempotency-Key': entry.idempotencyKey };
      const kind = entry.kind as AdminEditKind;
      if (kind === 'attachPhoto') {
        const recipeOf = options.recipeOf ?? (() => Promise.resolve(undefined));
        return attachPhoto(request, entry.payload as AdminEditPayloads['attachPhoto'], headers, recipeOf);
      }
      const call = adminEditRules[kind].call!(entry.payload as never);
      return request(call.method, call.url, call.body, headers);
    },
  };
}

/** A photo picked offline: upload it through the signed link, register it, set it on the recipe. */
async function attachPhoto(
  request: Request,
  payload: AdminEditPayloads['attachPhoto'],
  headers: Record<string, string>,
  recipeOf: (id: string) => Promise<Recipe | undefined>,
): Promise<Recipe> {
  const file = await readFile(payload.fileId);
  const recipe = await recipeOf(payload.recipeId);
  if (!file || !recipe)
    throw new ApiRequestError(410, 'gone', { message: 'The photo or its recipe is no longer on this device' });
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

let outbox: Outbox | null = null;

/** The owner's one outbox, made on first use with the app's query client. */
export function adminOutbox(queryClient: QueryClient): Outbox {
  outbox ??= new Outbox(
    new OutboxStore('admin'),
    createAdminTransport({
      recipeOf: async (id) => queryClient.getQueryData<Recipe[]>(adminKeys.recipes)?.find((recipe) => recipe.id === id),
    }),
    {
      sent: (entry, answer) => {
        void writeMeta('lastSyncAt', Date.now());
        for (const key of adminEditRules[entry.kind as AdminEditKind].affects) {
          void queryClient.invalidateQueries({ queryKey: key });
        }
        if (entry.kind === 'setStock') {
          const notice = stockMergeNotice(
            entry.payload as AdminEditPayloads['setStock'],
            answer as { merged: boolean; from: number; to: number },
          );
          if (notice) toast('Stock Merged', notice);
        }
      },
    },
  );
  return outbox;
}

/**
 * Makes one edit: shown on this device at once, kept in the outbox, sent when the server can be
 * reached. Resolves with what happened to it as far as is known now.
 */
export async function submitAdminEdit<K extends AdminEditKind>(
  queryClient: QueryClient,
  kind: K,
  payload: AdminEditPayloads[K],
  description: string,
): Promise<Outcome> {
  await adminEditRules[kind].apply?.(queryClient, payload as never, new Date().toISOString());
  const { outcome } = await adminOutbox(queryClient).add({ kind, payload, description });
  return outcome;
}
