import { startTransition, useEffect, useState } from 'react';
import { openDatabase, writeWhenOpen } from './open-on-use';

/** The cache key of a query key: ['recipe-comments', id] -> "recipe-comments/<id>". */
export const cacheKey = (queryKey: readonly unknown[]) => queryKey.map(String).join('/');

export interface SavedEntry<T> {
  data: T;
  savedAt: number;
}

/**
 * A list this device saved, re-read whenever it is written (a live message, a fetch, an
 * offline edit): undefined while IndexedDB is being read, null when nothing is saved yet.
 * Reading opens the database (db/open-on-use.ts). Not read at all while `wanted` is false
 * (always undefined then): a page the server rendered carries its lists.
 */
export function useSavedEntry<T>(key: string, wanted = true): SavedEntry<T> | null | undefined {
  const [entry, setEntry] = useState<{ key: string; saved: SavedEntry<T> | null }>();
  useEffect(() => {
    if (!wanted) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void Promise.all([import('./watch-saved'), openDatabase()]).then(([{ watchSavedEntry }]) => {
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

/** Saves a fetched list for the next visit without a connection, once the database is open. */
export function saveEntry(key: string, data: unknown): Promise<void> {
  return writeWhenOpen((lists) => lists.writeCached(key, data));
}
