import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { cacheKey, readCached, writeCached } from '../db/cache';

/**
 * Writes one list to both places the app keeps it: React Query's cache (what open screens
 * render) and IndexedDB (what a reload without a connection renders). Live messages,
 * fetches and the owner's offline edits all come through here, so the two never disagree.
 */
export async function putCachedList(queryClient: QueryClient, queryKey: QueryKey, data: unknown): Promise<void> {
  queryClient.setQueryData(queryKey, data);
  await writeCached(cacheKey(queryKey), data);
}

/** Changes a cached list in place; a list never fetched on this device is left alone. */
export async function updateCachedList<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: (data: T) => T,
): Promise<void> {
  const current = queryClient.getQueryData<T>(queryKey) ?? (await readCached<T>(cacheKey(queryKey)))?.data;
  if (current === undefined) return;
  await putCachedList(queryClient, queryKey, update(current));
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
