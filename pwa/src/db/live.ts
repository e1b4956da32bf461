import { useLiveQuery } from 'dexie-react-hooks';
import { bakeryDb, type OutboxEntry, type QueueName } from './bakery-db';

export function useOutboxEntries(queue: QueueName): OutboxEntry[] {
  return useLiveQuery(() => bakeryDb.outbox.where('queue').equals(queue).sortBy('seq'), [queue]) ?? [];
}

export function useMeta<T>(key: string): T | undefined {
  return useLiveQuery(async () => (await bakeryDb.meta.get(key))?.value as T | undefined, [key]);
}
