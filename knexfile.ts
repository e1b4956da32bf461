import type { Knex } from 'knex';
import { migrationSource } from './sync-server/migrations/index';

/**
 * Knex configuration for the bakery's SQLite file. The server (sync-server/src/db/database.ts)
 * and `npm run db:migrate` both build their connection from this.
 *
 * Every connection gets the pragmas of CONTRACT.md section 7:
 *  - WAL, so readers never wait for the single writer;
 *  - synchronous=FULL, so a power cut loses no committed order;
 *  - a busy timeout, so a second process (a backup, the migrate command) waits instead of failing;
 *  - foreign keys on, which SQLite leaves off unless asked.
 * Queries themselves stay portable (no SQLite-only SQL) so PostgreSQL can take over later.
 */
export function knexConfig(filename: string): Knex.Config {
  return {
    client: 'sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    // One connection: SQLite has one writer anyway, and funnelling every query through one
    // connection means a transaction never meets SQLITE_BUSY from this process.
    pool: {
      min: 1,
      max: 1,
      afterCreate(connection: SqliteConnection, done: (error: Error | null, connection: unknown) => void) {
        connection.exec(
          'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;',
          (error) => done(error, connection),
        );
      },
    },
    migrations: { migrationSource, tableName: 'knex_migrations' },
  };
}

interface SqliteConnection {
  exec(sql: string, callback: (error: Error | null) => void): void;
}

export default knexConfig(process.env.DATABASE_FILE ?? 'data/bakery.sqlite');
