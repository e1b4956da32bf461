import { liveQuery } from 'dexie';
import { bakeryDb } from './bakery-db';
import type { SavedEntry } from './saved-entry';

/** Calls `onChange` with a saved list now and after every write of it; returns the way to stop. */
export function watchSavedEntry<T>(key: string, onChange: (saved: SavedEntry<T> | null) => void): () => void {
  const subscription = liveQuery(async () => {
    const entry = await bakeryDb.cache.get(key);
    return entry ? { data: entry.data as T, savedAt: entry.savedAt } : null;
  }).subscribe({
    next: onChange,
    // A device whose IndexedDB cannot be opened (private mode in some browsers) has nothing saved.
    error: () => onChange(null),
  });
  return () => subscription.unsubscribe();
}
