import type { Knex } from 'knex';
import { isPostgres } from './database';

/** Any constant shared by every server of this bakery: the key of its start-up advisory lock. */
const STARTUP_LOCK_KEY = 7_201_307;

/**
 * Runs start-up (migrate, seed, the first admin, secrets) while holding a PostgreSQL advisory
 * lock, so servers started together on an empty database take turns instead of racing to
 * create the same tables and rows: the first does the work, the others find it done. The lock
 * lives on one connection held for the whole time and ends with it, even if the process dies.
 * SQLite has one server, and nothing to wait for.
 */
export async function withStartupLock<T>(db: Knex, work: () => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return work();
  const connection: unknown = await db.client.acquireConnection();
  try {
    await db.raw('select pg_advisory_lock(?)', [STARTUP_LOCK_KEY]).connection(connection);
    try {
      return await work();
    } finally {
      await db.raw('select pg_advisory_unlock(?)', [STARTUP_LOCK_KEY]).connection(connection);
    }
  } finally {
    await db.client.releaseConnection(connection);
  }
}
