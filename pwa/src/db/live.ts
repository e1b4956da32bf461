import { useLiveQuery } from 'dexie-react-hooks';
import { bakeryDb, type OutboxEntry, type QueueName } from './bakery-db';

/** A cached list, re-read whenever it is written (a live message, a fetch, an offline edit). */
export function useCachedEntry<T>(key: string): { data: T; savedAt: number } | null | undefined {
  // undefined while IndexedDB is being read; null when nothing is cached yet.
  return useLiveQuery(async () => {
    const entry = await bakeryDb.cache.get(key);
    return entry ? { data: entry.data as T, savedAt: entry.savedAt } : null;
  }, [key]);
}

export function useOutboxEntries(queue: QueueName): OutboxEntry[] {
  return useLiveQuery(() => bakeryDb.outbox.where('queue').equals(queue).sortBy('seq'), [queue]) ?? [];
}

export function useMeta<T>(key: string): T | undefined {
  return useLiveQuery(async () => (await bakeryDb.meta.get(key))?.value as T | undefined, [key]);
}
