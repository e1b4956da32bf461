import { bakeryDb, type BakeryDb, type StoredFile } from './bakery-db';

/** A photo picked while offline waits here until the outbox can upload it. */
export async function keepFile(file: Blob & { name?: string }, db: BakeryDb = bakeryDb): Promise<string> {
  const id = crypto.randomUUID();
  await db.files.put({
    id,
    blob: file,
    name: file.name ?? 'photo',
    type: file.type,
    createdAt: Date.now(),
  } satisfies StoredFile);
  return id;
}

export const readFile = (id: string, db: BakeryDb = bakeryDb) => db.files.get(id);
export const forgetFile = (id: string, db: BakeryDb = bakeryDb) => db.files.delete(id);
