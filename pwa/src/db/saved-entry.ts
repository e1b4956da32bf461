import { startTransition, useEffect, useState } from 'react';

/** The cache key of a query key: ['/api/recipes', id, 'comments'] -> "/api/recipes/<id>/comments". */
export const cacheKey = (queryKey: readonly unknown[]) => queryKey.map(String).join('/');

export interface SavedEntry<T> {
  data: T;
  savedAt: number;
}

/**
 * A list this device saved, re-read whenever it is written (a live message, a fetch, an
 * offline edit): undefined while IndexedDB is being read, null when nothing is saved yet.
 * IndexedDB's code (Dexie) is fetched on the first read, after the page has shown: a page the
 * server rendered needs none of it to paint. Not read at all while `wanted` is false (always
 * undefined then).
 */
export function useSavedEntry<T>(key: string, wanted = true): SavedEntry<T> | null | undefined {
  const [entry, setEntry] = useState<{ key: string; saved: SavedEntry<T> | null }>();
  useEffect(() => {
    if (!wanted) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('./watch-saved').then(({ watchSavedEntry }) => {
      // A transition: on a page still hydrating, an urgent update would make React hydrate the
      // rest of it at once, in one long task, instead of in slices.
      if (!stopped) stop = watchSavedEntry<T>(key, (saved) => startTransition(() => setEntry({ key, saved })));
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [key, wanted]);
  return wanted && entry?.key === key ? entry.saved : undefined;
}

/** Saves a fetched list for the next visit without a connection (loading IndexedDB's code if need be). */
export async function saveEntry(key: string, data: unknown): Promise<void> {
  const { writeCached } = await import('./cache');
  await writeCached(key, data);
}
