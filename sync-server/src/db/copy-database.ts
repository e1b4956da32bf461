import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { migrateToLatest } from './database';

/** Kept by each database for itself, or only meaningful while a server runs: not copied. */
const NOT_COPIED = new Set(['knex_migrations', 'knex_migrations_lock', 'sqlite_sequence', 'job_leases', 'rate_limits']);
/** Rows per INSERT: well under PostgreSQL's 65535 parameters for the widest table. */
const ROWS_PER_INSERT = 200;

const photoTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

export interface CopyReport {
  tables: { table: string; rows: number }[];
  photos: number;
}

/**
 * Moves a bakery from its SQLite file into an empty PostgreSQL database (docs/operations.md, "Growing beyond one machine"; `npm run db:copy-to-postgres`):
 *  1. both databases are migrated to the latest schema, so their tables match;
 *  2. the target must be empty: no row in any table the copy writes, but for the rows its own
 *     migrations put there (the serverEpoch, the unused order-number counter, her two places). Checked
 *     table by table, since a target with a review and no products is not empty (issue 24);
 *  3. every table is copied in the order SQLite created it, which is the order of its foreign
 *     keys, in one PostgreSQL transaction: a failure leaves the target as empty as it was;
 *  4. the photos of the upload folder go into the photos table, since several servers serve
 *     them from the database.
 * Booleans are stored by SQLite as 0 and 1, which PostgreSQL's boolean columns read as well.
 */
export async function copySqliteToPostgres(
  source: Knex,
  target: Knex,
  options: { uploadDir?: string; now: Date },
): Promise<CopyReport> {
  await migrateToLatest(source);
  await migrateToLatest(target);
  const tables = (
    (await source.raw(`select name from sqlite_master where type = 'table' order by rowid`)) as { name: string }[]
  )
    .map((row) => row.name)
    .filter((name) => !NOT_COPIED.has(name));

  return target.transaction(async (trx) => {
    // In the copy's transaction, so the target is checked as it is when the copy begins.
    await refuseUnlessEmpty(trx, tables);
    const report: CopyReport = { tables: [], photos: 0 };
    // The migration seeds rows of its own (settings, counters, server_meta): the source's win.
    for (const table of [...tables].reverse()) await trx(table).delete();
    for (const table of tables) {
      const rows = (await source(table).select('*')) as Record<string, unknown>[];
      for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
        await trx(table).insert(rows.slice(i, i + ROWS_PER_INSERT));
      report.tables.push({ table, rows: rows.length });
    }
    if (options.uploadDir) report.photos = await copyPhotos(trx, options.uploadDir, options.now);
    return report;
  });
}

/** What the migrations alone leave in a new database: nothing else may be there. */
const MIGRATION_ROWS: Record<string, (row: Record<string, unknown>) => boolean> = {
  server_meta: (row) => row.key === 'serverEpoch',
  counters: (row) => row.name === 'order-number' && Number(row.value) === 1001,
  // Her door and the market, as 20261202100000_pickup_places makes them in a new database.
  pickup_places: (row) => row.id === 'home' || row.id === 'farmers-market',
};

async function refuseUnlessEmpty(trx: Knex.Transaction, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    const rows = (await trx(table).select('*').limit(10)) as Record<string, unknown>[];
    const allowed = MIGRATION_ROWS[table];
    const found = rows.filter((row) => !allowed?.(row)).length;
    if (found > 0) {
      throw new Error(`The target database already has data in ${table}: copy only into an empty bakery`);
    }
  }
}

/** The upload folder's photos (<sha256 or uuid>.<ext>) as rows of the photos table. */
async function copyPhotos(trx: Knex.Transaction, uploadDir: string, now: Date): Promise<number> {
  let names: string[];
  try {
    names = readdirSync(uploadDir).filter((name) => /^([0-9a-f]{64}|[0-9a-f-]{36})\.(jpg|png|webp|avif)$/.test(name));
  } catch {
    return 0; // no folder: no photos were ever uploaded
  }
  for (const name of names) {
    await trx('photos')
      .insert({
        name,
        contentType: photoTypes[name.split('.').pop()!]!,
        bytes: readFileSync(path.join(uploadDir, name)),
        createdAt: now.toISOString(),
      })
      .onConflict('name')
      .ignore();
  }
  return names.length;
}
