import Dexie, { type EntityTable } from 'dexie';
import { upgradeCache, upgradeOutboxEntry } from './version-2';
import { upgradeCustomerOutbox } from './version-3';

/**
 * Everything the app keeps in the browser (IndexedDB, through Dexie):
 *  - cache: the last answer of each list the app shows (catalogue, settings, recipes, reviews,
 *    comments, the owner's lists), keyed like the queries that fetch them, so a reload with no
 *    connection still has something true to show, with the time it was saved;
 *  - outbox: writes waiting for the server, in the order they were made (sync/outbox.ts);
 *  - files: photos chosen while offline, until they are uploaded;
 *  - meta: small facts such as the server epoch the caches belong to.
 * Versions are kept forever: a change of schema is a new `version(n)` below, never an edit.
 */
export interface CachedEntry {
  key: string;
  data: unknown;
  savedAt: number;
}

export type QueueName = 'admin' | 'customer';

export interface OutboxEntry {
  seq?: number;
  queue: QueueName;
  /** Sent as the Idempotency-Key header on every attempt, so a replay never applies twice. */
  idempotencyKey: string;
  kind: string;
  payload: unknown;
  /** What the owner or customer sees for it: "Stock of Focaccia to 10". */
  description: string;
  status: 'pending' | 'failed';
  attempts: number;
  /** Why the server refused it, in its words, and by its name for the reason (slot-full, ...). */
  error?: string;
  reason?: string;
  /**
   * Why it is still waiting after its last try, in words ("The server could not be reached",
   * the server's own message for a 503), and when that try was: what the owner's sync panel
   * says of an edit that is not going through (sync/waiting-edits.ts).
   */
  problem?: string;
  triedAt?: number;
  createdAt: number;
}

export interface StoredFile {
  id: string;
  blob: Blob;
  name: string;
  type: string;
  createdAt: number;
}

export interface MetaEntry {
  key: string;
  value: unknown;
}

export class BakeryDb extends Dexie {
  cache!: EntityTable<CachedEntry, 'key'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  files!: EntityTable<StoredFile, 'id'>;
  meta!: EntityTable<MetaEntry, 'key'>;

  constructor(name = 'bridger-bakery') {
    super(name);
    this.version(1).stores({
      cache: 'key',
      outbox: '++seq, queue, [queue+status]',
      files: 'id',
      meta: 'key',
    });
    // The owner's edits by name, and lists keyed by entity (version-2.ts): the same tables.
    this.version(2).upgrade(async (transaction) => {
      await transaction.table<OutboxEntry, number>('outbox').toCollection().modify(upgradeOutboxEntry);
      await upgradeCache(transaction.table<CachedEntry, string>('cache'));
    });
    // A customer's queued messages by the name of their call (version-3.ts): the same tables.
    this.version(3).upgrade((transaction) => upgradeCustomerOutbox(transaction.table<OutboxEntry, number>('outbox')));
  }
}

/** The app's one database. Tests make their own BakeryDb on fake-indexeddb. */
export const bakeryDb = new BakeryDb();
