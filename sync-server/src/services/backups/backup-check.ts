import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { checkPostgresDump, countDumpRows, countSqliteRows, rowCountsDiffer, type RowCounts } from '../../db';
import type { Backup } from './backups';
import { restoreBackup } from './restore';

/** A backup's check folders are named as its partial folders are, so pruneBackups removes a dead one. */
export const CHECKING_PREFIX = '.checking-';
/** What a bad backup carries beside its files: when and why it failed. */
export const FAILED_NOTE = 'CHECK-FAILED.txt';
/** Bad backups kept for a look; older ones are removed (they are not restored from anyway). */
const KEEP_BAD = 5;

/**
 * Checks a backup just taken, as it would be used: restored (by restore.ts, the owner's own
 * restore) into a scratch file beside the backups, never the live database, then
 *  - the restore's checks: integrity_check, foreign keys, every migration known, the schema's
 *    whole shape (db/schema-check.ts);
 *  - the rows of every table equal those of the live database in the snapshot the copy was
 *    made from (manifest.rows); job_leases aside, which a restore empties on purpose;
 *  - the orders and photos its manifest names are there.
 * On PostgreSQL the dump is not restored (that needs a database to spare, and the right to make
 * one): pg_restore reads the whole archive and its schema (checkPostgresDump), and the rows of
 * each table in its data are counted against the snapshot's.
 * Answers what is wrong, in sentences; none when the backup is good.
 */
export async function checkBackup(backup: Backup, now: Date): Promise<string[]> {
  try {
    const problems =
      backup.manifest.database === 'sqlite' ? await checkSqliteBackup(backup, now) : await checkPostgresBackup(backup);
    return [...problems, ...(await photosMissing(backup))];
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
}

async function checkSqliteBackup(backup: Backup, now: Date): Promise<string[]> {
  const backupDir = path.dirname(backup.dir);
  const scratch = path.join(backupDir, `${CHECKING_PREFIX}${backup.name}.${hostname()}.${process.pid}`);
  await rm(scratch, { recursive: true, force: true });
  await mkdir(scratch);
  try {
    const file = path.join(scratch, 'bakery.sqlite');
    const restored = await restoreBackup({
      from: backup.dir,
      target: { client: 'sqlite', file },
      replace: false,
      create: true,
      now,
    });
    const problems = countsDiffer(backup.manifest.rows, await countSqliteRows(file));
    if (restored.orders !== backup.manifest.orders) {
      problems.push(`the copy restored holds ${restored.orders} orders, its manifest says ${backup.manifest.orders}`);
    }
    return problems;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function checkPostgresBackup(backup: Backup): Promise<string[]> {
  const dump = path.join(backup.dir, backup.manifest.file);
  const { unknownMigrations } = await checkPostgresDump(dump);
  if (unknownMigrations.length > 0) {
    // Said as the restore says it (restore.ts): a restore would refuse this dump.
    return [`${dump} comes from a newer version of the bakery (unknown migration ${unknownMigrations[0]})`];
  }
  const inDump = await countDumpRows(dump);
  // pg_restore names only the tables it has data for: one it does not name holds no rows.
  const found = Object.fromEntries(Object.keys(backup.manifest.rows ?? {}).map((table) => [table, inDump[table] ?? 0]));
  return countsDiffer(backup.manifest.rows, { ...inDump, ...found });
}

/** Job leases are emptied by every restore (the servers that held them are not the copy's). */
function countsDiffer(atCopy: RowCounts | undefined, restored: RowCounts): string[] {
  if (!atCopy) return [];
  const differences = rowCountsDiffer(atCopy, restored, ['job_leases', 'knex_migrations_lock']);
  return differences.length > 0 ? [`rows differ from the live database at the copy: ${differences.join('; ')}`] : [];
}

async function photosMissing(backup: Backup): Promise<string[]> {
  if (backup.manifest.photos === 0) return [];
  const present = (await readdir(path.join(backup.dir, 'uploads')).catch(() => [])).length;
  return present === backup.manifest.photos ? [] : [`${backup.manifest.photos} photos copied, ${present} found`];
}

/**
 * Moves a bad backup out of the backups (into BACKUP_DIR/bad/, which listBackups never reads:
 * no restore or "last good backup" takes it) with a note of why, and keeps the newest few.
 */
export async function keepApart(backup: Backup, problems: readonly string[], now: Date): Promise<string> {
  const badDir = path.join(path.dirname(backup.dir), 'bad');
  await mkdir(badDir, { recursive: true });
  const keptAs = path.join(badDir, backup.name);
  await rename(backup.dir, keptAs);
  const note = [
    `This backup (taken ${backup.manifest.takenAt}) failed its check at ${now.toISOString()} and must not be restored:`,
    ...problems.map((problem) => `- ${problem}`),
    '',
  ].join('\n');
  await writeFile(path.join(keptAs, FAILED_NOTE), note);
  const bad = (await readdir(badDir)).sort().reverse();
  for (const old of bad.slice(KEEP_BAD)) await rm(path.join(badDir, old), { recursive: true, force: true });
  return keptAs;
}
