import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { cacheKey } from '../db/saved-entry';
import { writeWhenOpen } from '../db/open-on-use';

/**
 * Writes one list to both places the app keeps it: React Query's cache (what open screens
 * render), at once, and IndexedDB (what a reload without a connection renders), once the
 * database is open (db/open-on-use.ts). Live messages, fetches and the owner's offline edits
 * all come through here, so the two never disagree. Resolves once both are written.
 *
 * IndexedDB gets the list as it is on screen when the write's turn comes: a later change is
 * not undone by an earlier write, and a list dropped meanwhile (a new server epoch, see
 * live-apply.ts) is not saved again.
 */
export function putCachedList(queryClient: QueryClient, queryKey: QueryKey, data: unknown): Promise<void> {
  queryClient.setQueryData(queryKey, data);
  return writeWhenOpen(async (lists) => {
    const current: unknown = queryClient.getQueryData(queryKey);
    if (current !== undefined) await lists.writeCached(cacheKey(queryKey), current);
  });
}

/**
 * Changes a cached list in place: the one on screen at once, or else the one this device saved
 * (once the database is open); a list never fetched on this device is left alone.
 */
export function updateCachedList<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: (data: T) => T,
): Promise<void> {
  const current = queryClient.getQueryData<T>(queryKey);
  if (current !== undefined) return putCachedList(queryClient, queryKey, update(current));
  return writeWhenOpen(async (lists) => {
    // The screen may have fetched the list while the database was opening, or while the saved
    // copy was being read: that copy is newer. (Changing the saved copy then would put it on
    // screen over the fetched one: her phone, reloaded with no signal, synced its stall sales
    // and showed the day without the order that came online meanwhile.)
    const saved = queryClient.getQueryData<T>(queryKey) ?? (await lists.readCached<T>(cacheKey(queryKey)))?.data;
    const base = queryClient.getQueryData<T>(queryKey) ?? saved;
    if (base === undefined) return;
    const updated = update(base);
    queryClient.setQueryData(queryKey, updated);
    await lists.writeCached(cacheKey(queryKey), updated);
  });
}

/**
 * Changes every cached list whose key starts with `prefix` (the owner's orders are kept per
 * filter: one change shows in all of them), on screen and in IndexedDB.
 */
export async function updateCachedLists<T>(
  queryClient: QueryClient,
  prefix: QueryKey,
  update: (data: T) => T,
): Promise<void> {
  const lists = queryClient.getQueriesData<T>({ queryKey: prefix });
  await Promise.all(
    lists.flatMap(([queryKey, data]) =>
      data === undefined ? [] : [putCachedList(queryClient, queryKey, update(data))],
    ),
  );
}
