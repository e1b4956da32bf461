import type { CachedEntry, OutboxEntry } from './bakery-db';

/**
 * Version 2 of the device's database (bakery-db.ts): what version 1 kept, carried across so
 * nothing a phone had queued or saved is lost with the update.
 *
 *  1. The owner's outbox kept each edit as a camelCase kind and the fields of its call
 *     ({kind: 'setStock', payload: {id, name, stock, baseStock}}); it now keeps the edit of the
 *     shared union by its name ({kind: 'set-stock', payload: {kind: 'set-stock', id, stock,
 *     baseStock}}). The fields the server took are the same, so an edit already sent whose
 *     answer was lost replays under its key as the same edit. The names that were only for
 *     her own screen (a product's name, an order's number, a sale's summary) go: the outbox
 *     line keeps its description. An entry of no kind known here is left as it is: her
 *     outbox shows it, and she may discard it.
 *  2. Saved lists were keyed by API path ("/api/inventory"); they are now keyed by entity
 *     (lib/query-keys.ts: "products"), so the saved copy is moved to its new key.
 */

/** Version 1's kinds and how each becomes its edit. */
const editOf: Record<string, (payload: Record<string, unknown>) => Record<string, unknown>> = {
  setStock: ({ id, stock, baseStock }) => ({ kind: 'set-stock', id, stock, ...defined({ baseStock }) }),
  setPrice: ({ id, price }) => ({ kind: 'set-price', id, price }),
  setFlavorPrice: ({ id, flavor, price }) => ({ kind: 'set-flavor-price', id, flavor, price }),
  setVisibility: ({ id, visible }) => ({ kind: 'set-visibility', id, visible }),
  setMaxPerOrder: ({ id, maxPerOrder }) => ({ kind: 'set-max-per-order', id, maxPerOrder }),
  saveSettings: ({ update }) => ({ kind: 'save-settings', ...record(update) }),
  autoUpdate: () => ({ kind: 'apply-schedule' }),
  setOrderStatus: ({ id, status, reason }) => ({ kind: 'set-order-status', id, status, ...defined({ reason }) }),
  setOrderPayment: ({ id, paid }) => ({ kind: 'set-order-payment', id, paid }),
  setOrderRefund: ({ id, refunded }) => ({ kind: 'set-order-refund', id, refunded }),
  createManualOrder: ({ summary: _summary, ...sale }) => ({ kind: 'create-manual-order', ...sale }),
  approveReview: ({ id }) => ({ kind: 'approve-review', id }),
  deleteReview: ({ id }) => ({ kind: 'delete-review', id }),
  createRecipe: ({ input }) => ({ kind: 'create-recipe', ...record(input) }),
  updateRecipe: ({ id, input }) => ({ kind: 'update-recipe', ...record(input), id }),
  publishRecipe: ({ id, published }) => ({ kind: 'publish-recipe', id, published }),
  deleteRecipe: ({ id }) => ({ kind: 'delete-recipe', id }),
  approveComment: ({ id }) => ({ kind: 'approve-comment', id }),
  deleteComment: ({ id }) => ({ kind: 'delete-comment', id }),
  replyToComment: ({ id, replyText }) => ({ kind: 'reply-to-comment', id, replyText }),
  deleteReply: ({ id }) => ({ kind: 'delete-reply', id }),
  attachPhoto: ({ recipeId, fileId }) => ({ kind: 'attach-photo', recipeId, fileId }),
};

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const defined = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

/** One of her queued edits as version 2 keeps it (changed in place: Dexie's modify). */
export function upgradeOutboxEntry(entry: OutboxEntry): void {
  if (entry.queue !== 'admin' || !Object.hasOwn(editOf, entry.kind)) return;
  const edit = editOf[entry.kind]!(record(entry.payload));
  entry.kind = String(edit.kind);
  entry.payload = edit;
}

/** Version 1's key of a saved list (an API path), as version 2 keys it; null for one it cannot place (dropped). */
export function upgradeCacheKey(key: string): string | null {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (key === '/api/inventory') return 'products';
  if (key === '/api/pickup-settings') return 'pickup-settings';
  if (key === '/api/reviews') return 'reviews';
  if (key === '/api/recipes') return 'recipes';
  const comments = /^\/api\/recipes\/([^/]+)\/comments$/.exec(key);
  if (comments) return `recipe-comments/${comments[1]}`;
  const order = /^\/api\/orders\/([^/]+)$/.exec(key);
  if (order && uuid.test(order[1]!)) return `customer-order/${order[1]}`;
  if (key === '/api/orders' || key.startsWith('/api/orders/')) return `owner/orders${key.slice('/api/orders'.length)}`;
  if (key.startsWith('/api/admin/')) return `owner/${key.slice('/api/admin/'.length)}`;
  return null;
}

/** Every saved list moved to its new key, in the upgrade's transaction. */
export async function upgradeCache(cache: {
  toArray(): Promise<CachedEntry[]>;
  bulkDelete(keys: string[]): Promise<void>;
  bulkPut(entries: CachedEntry[]): Promise<unknown>;
}): Promise<void> {
  const old = (await cache.toArray()).filter((entry) => entry.key.startsWith('/api/'));
  const moved = old.flatMap((entry) => {
    const key = upgradeCacheKey(entry.key);
    return key === null ? [] : [{ ...entry, key }];
  });
  await cache.bulkDelete(old.map((entry) => entry.key));
  await cache.bulkPut(moved);
}
