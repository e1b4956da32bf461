import { mkdirSync } from 'node:fs';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import { knexConfig, type DatabaseTarget } from '../../../knexfile';

/** A connection or a transaction: services accept either, so callers can compose them. */
export type Db = Knex | Knex.Transaction;
export type Tx = Knex.Transaction;
/** The connection itself, for what must open its own transactions (db/group-commit.ts). */
export type Database = Knex;

/**
 * Runs `work` in a transaction: the caller's when it is already in one, else a new one. A
 * nested transaction would be a savepoint (two more statements) that no caller needs: every
 * caller lets a failure roll its whole transaction back.
 */
export function inTransaction<T>(db: Db, work: (trx: Tx) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Tx) : transactionRetried(db as Knex, work);
}

/**
 * Runs statements of one transaction that need nothing from each other, and returns what each
 * came to, in the order given.
 *
 * On SQLite the transaction has the database to itself (the server's one connection, and no
 * other process writes the file while it serves), so the order these run in cannot change
 * what any of them reads or writes. They are all sent at once, and SQLite's worker thread
 * runs them back to back. Sent one by one, each would wait for the main thread to come round
 * to the one before's answer, and in a rush, with a thousand sockets to feed, that wait is most
 * of a statement's time (1 to 3 ms against 0.06 ms on an idle machine).
 *
 * On PostgreSQL what a statement sees and locks depends on the ones before it (each reads its
 * own snapshot, and locks are taken in one order), so they run one after another, as given.
 *
 * Either way every statement has finished before this returns or throws, so none is left
 * running when the transaction commits or rolls back.
 */
export function independently<T extends readonly unknown[]>(
  trx: Tx,
  statements: { [K in keyof T]: () => PromiseLike<T[K]> },
): Promise<T>;
// The answers come back in the statements' order, so the overload above can say which is which.
export async function independently(
  trx: Tx,
  statements: readonly (() => PromiseLike<unknown>)[],
): Promise<readonly unknown[]> {
  if (isPostgres(trx)) {
    const results: unknown[] = [];
    for (const statement of statements) results.push(await statement());
    return results;
  }
  const settled = await Promise.allSettled(statements.map(async (statement) => statement()));
  return settled.map((outcome) => {
    if (outcome.status === 'rejected') throw outcome.reason;
    return outcome.value;
  });
}

/** PostgreSQL's "try again": a deadlock (40P01) or a serialization failure (40001). */
const TRY_AGAIN = new Set(['40P01', '40001']);
const ATTEMPTS = 3;
/** SQLite's: the write lock was another connection's (a backup's copy) when this one needed it. */
const SQLITE_BUSY = 'SQLITE_BUSY';
const SQLITE_ATTEMPTS = 5;
/** Before each try again on SQLite: 25, 100, 400, 1600 ms, about 2 s in all. */
const sqliteWait = (attempt: number) => 25 * 4 ** (attempt - 1);

/**
 * A transaction the database gave up on, having undone everything it wrote, is run again:
 *
 * - PostgreSQL may abort one to break a deadlock (up to 3 times). Writers lock in one order
 *   (keys, then products by id), so this should not happen; if it does, a shopper gets her
 *   answer a few milliseconds later instead of a 500.
 * - SQLite answers SQLITE_BUSY when another connection holds the write lock: a backup holds it
 *   while it copies (db/sqlite-copies.ts). A transaction that began by reading and then needs to
 *   write gets it at once, without waiting out the busy timeout (SQLite's rule in WAL mode: a
 *   reader that waited could deadlock with the writer), so it waits a moment and is run again,
 *   up to 5 times. Without this an order placed during a backup was answered 503.
 */
/** The driver's code of an error, under Objection's wrapping (nativeError) where it has one. */
const codeOf = (error: unknown): unknown =>
  (error as { nativeError?: { code?: unknown } }).nativeError?.code ?? (error as { code?: unknown }).code;

export async function transactionRetried<T>(db: Knex, work: (trx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (codeOf(error) === SQLITE_BUSY && attempt < SQLITE_ATTEMPTS) {
        await new Promise((resolve) => setTimeout(resolve, sqliteWait(attempt)));
        continue;
      }
      if (attempt >= ATTEMPTS || typeof code !== 'string' || !TRY_AGAIN.has(code)) throw error;
    }
  }
}

/** Opens the bakery's database: a SQLite file path, or a target from config.database. */
export function openDatabase(target: DatabaseTarget | string): Knex {
  const resolved: DatabaseTarget = typeof target === 'string' ? { client: 'sqlite', file: target } : target;
  if (resolved.client === 'sqlite') mkdirSync(path.dirname(resolved.file), { recursive: true });
  return knex(knexConfig(resolved));
}

/** True on PostgreSQL, for the few statements whose best form differs (row locks, advisory locks). */
export const isPostgres = (db: Db): boolean => db.client.config.client === 'pg';

/** Where a database lives, for log lines (never the password of a URL). */
export function describeTarget(target: DatabaseTarget): string {
  if (target.client === 'sqlite') return target.file;
  const url = new URL(target.url);
  return `postgres ${url.host}${url.pathname}`;
}

export async function migrateToLatest(db: Knex): Promise<string[]> {
  const [, applied] = (await db.migrate.latest()) as [number, string[]];
  return applied;
}

/** A secret kept in server_meta, made on first use, so signed links survive a restart. */
export async function readOrCreateSecret(db: Db, key: string, create: () => string): Promise<string> {
  const row = (await db('server_meta').where({ key }).first()) as { value: string } | undefined;
  if (row) return row.value;
  const value = create();
  await db('server_meta').insert({ key, value });
  return value;
}

export async function readServerEpoch(db: Db): Promise<string> {
  const row = (await db('server_meta').where({ key: 'serverEpoch' }).first()) as { value: string } | undefined;
  if (!row) throw new Error('server_meta has no serverEpoch: the migrations did not run');
  return row.value;
}
