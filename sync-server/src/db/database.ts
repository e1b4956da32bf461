import { mkdirSync } from 'node:fs';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import { knexConfig } from '../../../knexfile';

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
  return db.isTransaction ? work(db as Tx) : db.transaction(work);
}

export function openDatabase(filename: string): Knex {
  mkdirSync(path.dirname(filename), { recursive: true });
  return knex(knexConfig(filename));
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
