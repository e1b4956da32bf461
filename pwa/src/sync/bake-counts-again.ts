import type { QueryClient } from '@tanstack/react-query';
import { bakeStockKeys } from '../lib/query-keys';

/**
 * A live count names the shop's bake (live-apply.ts). Another bake on her screen (the shop's
 * "Shopping for", her checkout's pickup: bakeStockKeys) is read again after it, so its counts
 * follow every hold, order and edit as the shop's do: at once after a quiet spell, then at most
 * once every READ_AGAIN_MS. In the opening rush the counts come five times a second, and every
 * phone shopping another bake would ask five times a second too.
 */
export const READ_AGAIN_MS = 2_000;

interface Pending {
  lastReadAt: number;
  timer: ReturnType<typeof setTimeout> | null;
}

/** One per client: the app has one, each test its own. */
const pendingOf = new WeakMap<QueryClient, Pending>();

/**
 * After a live count: the other bakes on screen are read again now, or, within READ_AGAIN_MS of
 * the last read, once when it has passed (the last count of a burst is never left unread). Only
 * the queries on screen are read; the others are marked stale, for when they are.
 */
export function readBakeCountsAgain(queryClient: QueryClient): void {
  const pending = pendingOf.get(queryClient) ?? { lastReadAt: -Infinity, timer: null };
  pendingOf.set(queryClient, pending);
  if (pending.timer !== null) return; // a read is already due, and it will see this change too
  const wait = Math.max(0, pending.lastReadAt + READ_AGAIN_MS - Date.now());
  pending.timer = setTimeout(() => {
    pending.timer = null;
    pending.lastReadAt = Date.now();
    void queryClient.invalidateQueries({ queryKey: bakeStockKeys.all });
  }, wait);
}
