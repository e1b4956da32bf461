import { createHash } from 'node:crypto';
import { isPostgres } from '../db';
import type { TestServer } from '../testing/test-server';

/**
 * Tables a refused request may change, left out of the fingerprint:
 *  - knex's own tables and sqlite_sequence: the schema's bookkeeping, not the bakery's data;
 *  - rate_limits: a call spends its allowance before its input is read (PostgreSQL keeps the
 *    allowances there; SQLite in memory), so a refusal spends one by design;
 *  - job_leases: the server's timers take and renew them whatever the requests do.
 * failed_order_attempts is left out for a refused checkout only (the contract keeps what a
 * customer tried to order, docs/orders.md), by the caller.
 */
const NOT_DATA = new Set(['knex_migrations', 'knex_migrations_lock', 'sqlite_sequence', 'rate_limits', 'job_leases']);

/** The bakery's tables and their columns, read once per server: what a fingerprint reads. */
export interface Watched {
  tables: readonly string[];
  /** One statement that reads every table's rows as one text each (or, on PostgreSQL, its hash). */
  statement: string;
}

export async function watchedTables(server: TestServer, except: readonly string[] = []): Promise<Watched> {
  const db = server.db;
  const names = isPostgres(db)
    ? ((await db('pg_tables').where({ schemaname: 'public' }).pluck('tablename')) as string[])
    : ((await db('sqlite_master').where({ type: 'table' }).pluck('name')) as string[]);
  const tables = names.filter((name) => !NOT_DATA.has(name) && !except.includes(name)).sort();
  const parts = await Promise.all(tables.map(async (table) => rowsOf(server, table)));
  return { tables, statement: parts.join('\nunion all\n') };
}

/**
 * A table's rows as one value, in one statement with every other table's, so a fingerprint is
 * one round trip: on SQLite the rows in their stored order, each column quoted; on PostgreSQL a
 * hash of the rows in an order of their own (it keeps rows in no fixed order).
 */
async function rowsOf(server: TestServer, table: string): Promise<string> {
  if (isPostgres(server.db)) {
    return `select '${table}' as "table", md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as "rows" from "${table}" r`;
  }
  const columns = Object.keys(await server.db(table).columnInfo());
  const row = columns.map((column) => `quote("${column}")`).join(" || ',' || ");
  return `select '${table}' as "table", coalesce(group_concat(${row}, '|'), '') as "rows" from "${table}"`;
}

/** A hash of every row of the watched tables, per table: two differ where the data does, and name it. */
export async function fingerprintOf(server: TestServer, watched: Watched): Promise<Map<string, string>> {
  const result = (await server.db.raw(watched.statement)) as
    { table: string; rows: string }[] | { rows: { table: string; rows: string }[] };
  const rows = Array.isArray(result) ? result : result.rows;
  return new Map(rows.map((row) => [row.table, createHash('sha1').update(row.rows).digest('hex')]));
}

/** The tables whose rows differ between two fingerprints. */
export function tablesChanged(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): string[] {
  return [...after.keys()].filter((table) => before.get(table) !== after.get(table));
}
