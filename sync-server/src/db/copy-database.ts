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
 * Moves a bakery from its SQLite file into an empty PostgreSQL database (README, "Growing beyond
 * one machine"; `npm run db:copy-to-postgres`):
 *  1. both databases are migrated to the latest schema, so their tables match;
 *  2. the target must hold no products and no orders (nothing is ever overwritten);
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
  for (const table of ['inventory', 'orders']) {
    const [{ n }] = (await target(table).count({ n: '*' })) as [{ n: number | string }];
    if (Number(n) > 0) throw new Error(`The target database already has ${table}: copy only into an empty bakery`);
  }
  const tables = (
    (await source.raw(`select name from sqlite_master where type = 'table' order by rowid`)) as { name: string }[]
  )
    .map((row) => row.name)
    .filter((name) => !NOT_COPIED.has(name));

  return target.transaction(async (trx) => {
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
