import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Comment } from '#shared/comment';
import type { AdminInventoryItem } from '#shared/inventory';
import type { PickupSettings, PickupSettingsUpdate } from '#shared/pickup-settings';
import type { Recipe, RecipeInput } from '#shared/recipe';
import type { Review } from '#shared/review';
import { adminKeys, inventoryKeys, pickupSettingsKeys, recipeKeys, reviewKeys } from '../lib/query-keys';
import { updateCachedList } from './cached-lists';

/**
 * Every kind of edit the owner makes, as data the outbox can keep: how it is sent, how it
 * shows on this device at once (before the server has it), and which lists to read again
 * once the server took it.
 */
export interface AdminEditPayloads {
  setStock: { id: string; name: string; stock: number; baseStock: number };
  setPrice: { id: string; name: string; price: string };
  setVisibility: { id: string; name: string; visible: boolean };
  saveSettings: { update: PickupSettingsUpdate };
  autoUpdate: Record<string, never>;
  approveReview: { id: string };
  deleteReview: { id: string };
  createRecipe: { input: RecipeInput & { id: string } };
  updateRecipe: { id: string; input: RecipeInput };
  publishRecipe: { id: string; published: boolean };
  deleteRecipe: { id: string };
  approveComment: { id: string };
  deleteComment: { id: string };
  replyToComment: { id: string; replyText: string };
  deleteReply: { id: string };
  /** A photo picked offline: uploaded, registered, then set on the recipe (see admin-outbox.ts). */
  attachPhoto: { recipeId: string; fileId: string };
}

export type AdminEditKind = keyof AdminEditPayloads;

export interface HttpCall {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
}

type Apply<P> = (queryClient: QueryClient, payload: P, now: string) => Promise<void>;

interface EditRule<P> {
  call?: (payload: P) => HttpCall;
  apply?: Apply<P>;
  affects: readonly QueryKey[];
}

const inventoryLists = [adminKeys.inventory, inventoryKeys.all] as const;
const recipeLists = [adminKeys.recipes, adminKeys.comments, recipeKeys.published] as const;

const patchProduct =
  <P extends { id: string }>(patch: (item: AdminInventoryItem, payload: P) => Partial<AdminInventoryItem>): Apply<P> =>
  (queryClient, payload) =>
    updateCachedList<AdminInventoryItem[]>(queryClient, adminKeys.inventory, (list) =>
      list.map((item) => (item.id === payload.id ? { ...item, ...patch(item, payload) } : item)),
    );

const patchRecord =
  <T extends { id: string }, P extends { id: string }>(
    key: QueryKey,
    patch: (record: T, payload: P, now: string) => Partial<T> | null,
  ): Apply<P> =>
  (queryClient, payload, now) =>
    updateCachedList<T[]>(queryClient, key, (list) =>
      list.flatMap((record) => {
        if (record.id !== payload.id) return [record];
        const change = patch(record, payload, now);
        return change === null ? [] : [{ ...record, ...change }];
      }),
    );

const remove = null;

export const adminEditRules: { [K in AdminEditKind]: EditRule<AdminEditPayloads[K]> } = {
  setStock: {
    call: (p) => ({
      method: 'PATCH',
      url: `/api/inventory/${p.id}/stock`,
      body: { stock: p.stock, baseStock: p.baseStock },
    }),
    apply: patchProduct((item, p) => ({
      stock: p.stock,
      availableStock: Math.max(0, p.stock - (item.stock - (item.availableStock ?? item.stock))),
    })),
    affects: inventoryLists,
  },
  setPrice: {
    call: (p) => ({ method: 'PATCH', url: `/api/inventory/${p.id}/price`, body: { price: p.price } }),
    apply: patchProduct((_item, p) => ({ price: Number(p.price).toFixed(2) })),
    affects: inventoryLists,
  },
  setVisibility: {
    call: (p) => ({ method: 'PATCH', url: `/api/inventory/${p.id}/visibility`, body: { visible: p.visible } }),
    apply: patchProduct((_item, p) => ({ visible: p.visible })),
    affects: inventoryLists,
  },
  saveSettings: {
    call: (p) => ({ method: 'PUT', url: '/api/pickup-settings', body: p.update }),
    apply: (queryClient, p) =>
      updateCachedList<PickupSettings>(queryClient, pickupSettingsKeys.all, (settings) => ({
        ...settings,
        ...p.update,
      })),
    affects: [pickupSettingsKeys.all],
  },
  autoUpdate: {
    call: () => ({ method: 'POST', url: '/api/pickup-settings/auto-update' }),
    affects: [pickupSettingsKeys.all],
  },
  approveReview: {
    call: (p) => ({ method: 'PATCH', url: `/api/admin/reviews/${p.id}/approve` }),
    apply: patchRecord<Review, { id: string }>(adminKeys.reviews, (review, _p, now) => ({
      approved: true,
      approvedAt: review.approvedAt ?? now,
    })),
    affects: [adminKeys.reviews, reviewKeys.approved],
  },
  deleteReview: {
    call: (p) => ({ method: 'DELETE', url: `/api/admin/reviews/${p.id}` }),
    apply: patchRecord<Review, { id: string }>(adminKeys.reviews, () => remove),
    affects: [adminKeys.reviews, reviewKeys.approved],
  },
  createRecipe: {
    call: (p) => ({ method: 'POST', url: '/api/admin/recipes', body: p.input }),
    apply: (queryClient, p, now) =>
      updateCachedList<Recipe[]>(queryClient, adminKeys.recipes, (list) => [
        {
          ...p.input,
          additionalImages: [],
          published: false,
          publishedAt: null,
          createdAt: now,
          updatedAt: now,
        },
        ...list.filter((recipe) => recipe.id !== p.input.id),
      ]),
    affects: recipeLists,
  },
  updateRecipe: {
    call: (p) => ({ method: 'PUT', url: `/api/admin/recipes/${p.id}`, body: p.input }),
    apply: patchRecord<Recipe, AdminEditPayloads['updateRecipe']>(adminKeys.recipes, (_r, p, now) => ({
      ...p.input,
      id: p.id,
      updatedAt: now,
    })),
    affects: recipeLists,
  },
  publishRecipe: {
    call: (p) => ({ method: 'PATCH', url: `/api/admin/recipes/${p.id}/publish`, body: { published: p.published } }),
    apply: patchRecord<Recipe, AdminEditPayloads['publishRecipe']>(adminKeys.recipes, (recipe, p, now) => ({
      published: p.published,
      publishedAt: p.published ? now : recipe.publishedAt,
    })),
    affects: recipeLists,
  },
  deleteRecipe: {
    call: (p) => ({ method: 'DELETE', url: `/api/admin/recipes/${p.id}` }),
    apply: patchRecord<Recipe, { id: string }>(adminKeys.recipes, () => remove),
    affects: recipeLists,
  },
  approveComment: {
    call: (p) => ({ method: 'PATCH', url: `/api/admin/comments/${p.id}/approve` }),
    apply: patchRecord<Comment, { id: string }>(adminKeys.comments, (comment, _p, now) => ({
      approved: true,
      approvedAt: comment.approvedAt ?? now,
    })),
    affects: recipeLists,
  },
  deleteComment: {
    call: (p) => ({ method: 'DELETE', url: `/api/admin/comments/${p.id}` }),
    apply: patchRecord<Comment, { id: string }>(adminKeys.comments, () => remove),
    affects: recipeLists,
  },
  replyToComment: {
    call: (p) => ({ method: 'POST', url: `/api/admin/comments/${p.id}/reply`, body: { replyText: p.replyText } }),
    apply: patchRecord<Comment, AdminEditPayloads['replyToComment']>(adminKeys.comments, (_c, p, now) => ({
      adminReply: p.replyText,
      adminReplyAt: now,
    })),
    affects: recipeLists,
  },
  deleteReply: {
    call: (p) => ({ method: 'DELETE', url: `/api/admin/comments/${p.id}/reply` }),
    apply: patchRecord<Comment, { id: string }>(adminKeys.comments, () => ({ adminReply: null, adminReplyAt: null })),
    affects: recipeLists,
  },
  attachPhoto: { affects: recipeLists },
};

/** "Stock for Focaccia: you set 10 while offline; 2 sold online meanwhile, now 8" */
export function stockMergeNotice(
  payload: AdminEditPayloads['setStock'],
  answer: { merged: boolean; from: number; to: number },
): string | null {
  if (!answer.merged) return null;
  const difference = payload.baseStock - answer.from;
  const meanwhile = difference > 0 ? `${difference} sold online meanwhile` : `${-difference} added meanwhile`;
  return `Stock for ${payload.name}: you set ${payload.stock} while offline; ${meanwhile}, now ${answer.to}`;
}
