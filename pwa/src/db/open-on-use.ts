import type * as CacheModule from './cache';

export type SavedLists = typeof CacheModule;

let opening: Promise<SavedLists> | undefined;
let markOpened!: (lists: SavedLists) => void;
const opened = new Promise<SavedLists>((resolve) => (markOpened = resolve));
let writes: Promise<unknown> = opened;

/**
 * IndexedDB's code (Dexie, 30 KB gzip, a quarter of what a first visit downloads otherwise)
 * is fetched and the database opened on first use, not with the page: a page the
 * server rendered carries its lists and needs none of it to paint or to take a tap. "Use" is
 * anything that reads it (a page started without the server's lists, the owner's screens, an
 * outbox) and what sync/sync-root.tsx adds: the customer touching or leaving the page, or the
 * page having been open a while. Writes made before then (the live socket's snapshot, a fetched
 * list) wait in order and are written once it opens.
 */
export function openDatabase(): Promise<SavedLists> {
  // A failed download (the connection dropped) is tried again by the next use; writes keep waiting.
  opening ??= import('./cache').then(
    (lists) => {
      markOpened(lists);
      return lists;
    },
    (error: unknown) => {
      opening = undefined;
      throw error;
    },
  );
  return opening;
}

/** Resolves once something has opened the database; never opens it. */
export const whenDatabaseOpens = (): Promise<SavedLists> => opened;

/**
 * Runs `work` on the database once it is open, after every write queued before it, so a list
 * written twice keeps the later copy and a snapshot's epoch check comes before its lists.
 * Does not open the database. `work` must not queue more work itself: it would wait for itself.
 */
export function writeWhenOpen<T>(work: (lists: SavedLists) => Promise<T>): Promise<T> {
  const done = writes.then(() => opened).then(work);
  writes = done.catch(() => undefined);
  return done;
}
