import { bakeryDb, type BakeryDb, type CachedEntry } from './bakery-db';

export async function readCached<T>(
  key: string,
  db: BakeryDb = bakeryDb,
): Promise<{ data: T; savedAt: number } | undefined> {
  const entry = await db.cache.get(key);
  return entry ? { data: entry.data as T, savedAt: entry.savedAt } : undefined;
}

export async function writeCached(
  key: string,
  data: unknown,
  db: BakeryDb = bakeryDb,
  savedAt = Date.now(),
): Promise<void> {
  await db.cache.put({ key, data, savedAt } satisfies CachedEntry);
}

/** Drops every cached list (a new server epoch, a sign-out); the outbox is kept. */
export async function clearCaches(
  db: BakeryDb = bakeryDb,
  keep: (key: string) => boolean = () => false,
): Promise<void> {
  const keys = (await db.cache.toCollection().primaryKeys()).filter((key) => !keep(key));
  await db.cache.bulkDelete(keys);
}

export async function readMeta<T>(key: string, db: BakeryDb = bakeryDb): Promise<T | undefined> {
  return (await db.meta.get(key))?.value as T | undefined;
}

export async function writeMeta(key: string, value: unknown, db: BakeryDb = bakeryDb): Promise<void> {
  await db.meta.put({ key, value });
}
