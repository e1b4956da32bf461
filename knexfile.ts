import type { Knex } from 'knex';
import pg from 'pg';
import type sqlite3 from 'sqlite3';
import { keepStatementsPrepared } from './sync-server/src/db/prepared-statements';
import { migrationSource } from './sync-server/migrations/index';

/**
 * Where the bakery's data lives: one SQLite file (the embedded default, one server), or a
 * PostgreSQL database named by DATABASE_URL (several servers behind a load balancer; docs/operations.md, "Growing beyond one machine"). The server (sync-server/src/db/database.ts) and
 * `npm run db:migrate` both build their connection from this.
 */
export type DatabaseTarget = { client: 'sqlite'; file: string } | { client: 'postgres'; url: string; poolSize: number };

/**
 * Knex warns on the console for every failed connection attempt, which while PostgreSQL is down
 * is every request: those errors reach the caller anyway (answered 503 and logged once by the
 * server, sync-server/src/services/database-outage.ts). Its other warnings still show.
 */
const log = {
  warn(message: string) {
    if (!/^(Connection Error|Acquire connection error)/.test(message)) console.warn(message);
  },
};

export function knexConfig(target: DatabaseTarget): Knex.Config {
  const migrations = { migrationSource, tableName: 'knex_migrations' };
  if (target.client === 'postgres') {
    return {
      client: 'pg',
      log,
      connection: { connectionString: target.url, types: { getTypeParser: portableTypeParser } },
      pool: { min: 0, max: target.poolSize },
      migrations,
    };
  }
  return {
    client: 'sqlite3',
    connection: { filename: target.file },
    useNullAsDefault: true,
    // One connection: SQLite has one writer anyway, and funnelling every query through one
    // connection means a transaction never meets SQLITE_BUSY from this process.
    pool: {
      min: 1,
      max: 1,
      // The pragmas of docs/operations.md: WAL, so readers never wait for the single writer;
      // synchronous=FULL, so a power cut loses no committed order; a busy timeout, so a second
      // process (a backup, the migrate command) waits instead of failing; foreign keys on,
      // which SQLite leaves off unless asked.
      afterCreate(connection: sqlite3.Database, done: (error: Error | null, connection: unknown) => void) {
        connection.exec(
          'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;',
          (error) => {
            if (!error) keepStatementsPrepared(connection);
            done(error, connection);
          },
        );
      },
    },
    migrations,
  };
}

/** DATABASE_URL (postgres://) when set, else DATABASE_FILE, else data/bakery.sqlite. */
export function databaseTargetFrom(env: Record<string, string | undefined>): DatabaseTarget {
  if (env.DATABASE_URL) {
    // At least 2: start-up holds one connection for its advisory lock (config.ts says the same).
    const poolSize = Math.max(2, Number(env.DATABASE_POOL_SIZE) || 10);
    return { client: 'postgres', url: env.DATABASE_URL, poolSize };
  }
  return { client: 'sqlite', file: env.DATABASE_FILE || 'data/bakery.sqlite' };
}

/*
 * PostgreSQL answers in the same shapes as SQLite, so no query or test needs to know which one
 * it talks to: timestamps as the ISO text the server writes, counts and sums (int8) and prices
 * (numeric) as numbers. Amounts here are cents-sized and counts small, far from 2^53.
 */
const TIMESTAMPTZ = 1184;
const INT8 = 20;
const NUMERIC = 1700;

function portableTypeParser(oid: number, format?: string): (text: string) => unknown {
  if (oid === TIMESTAMPTZ) return (text) => new Date(text).toISOString();
  if (oid === INT8 || oid === NUMERIC) return Number;
  return pg.types.getTypeParser(oid, format as 'text');
}

export default knexConfig(databaseTargetFrom(process.env));
