import type { Knex } from 'knex';
import { isPostgres } from './database';

/** How many rows each of a database's tables holds, by table name. */
export type RowCounts = Record<string, number>;

/**
 * Counts the rows of every table (SQLite's own sqlite_* tables aside). Run inside a transaction
 * to count one snapshot: a backup's counts are read in the snapshot its copy was made from, so a
 * restored copy must hold exactly as many (services/backups/backup-check.ts).
 */
export async function countRows(db: Knex): Promise<RowCounts> {
  const tables = isPostgres(db)
    ? ((await db('information_schema.tables')
        .where({ table_type: 'BASE TABLE' })
        .whereRaw('table_schema = current_schema()')
        .pluck('table_name')) as string[])
    : ((await db('sqlite_master')
        .where({ type: 'table' })
        .whereNot('name', 'like', 'sqlite_%')
        .pluck('name')) as string[]);
  const counts: RowCounts = {};
  for (const table of tables.sort()) {
    const [{ n }] = (await db(table).count({ n: '*' })) as [{ n: number | string }];
    counts[table] = Number(n);
  }
  return counts;
}

/** Where two counts differ, in words (`orders: 93 in the live database, 92 in the copy`). */
export function rowCountsDiffer(expected: RowCounts, found: RowCounts, ignore: readonly string[] = []): string[] {
  const differences: string[] = [];
  for (const table of new Set([...Object.keys(expected), ...Object.keys(found)])) {
    if (ignore.includes(table) || expected[table] === found[table]) continue;
    differences.push(`${table}: ${expected[table] ?? 'no table'} at the copy, ${found[table] ?? 'no table'} restored`);
  }
  return differences;
}
