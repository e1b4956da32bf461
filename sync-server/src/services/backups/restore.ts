import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseTarget } from '../../../../knexfile';
import {
  checkPostgresDump,
  checkSqliteCopy,
  currentLeaseHolder,
  describeTarget,
  foldWalIn,
  hasBakery,
  openDatabase,
  otherConnections,
  prepareSqliteForRestore,
  readCounters,
  readPostgresContents,
  readSqliteCounters,
  restorePostgres,
  sqliteDatabaseAt,
  sqliteLeaseHolder,
  type CopyContents,
} from '../../db';
import { SET_THE_DATABASE } from './backups';
import { findBackupFiles, restorePhotos, RestoreRefused } from './restore-files';

export { RestoreRefused } from './restore-files';

export interface RestoreReport {
  orders: number;
  lastOrderAt: string | null;
  serverEpoch: string;
  photos: number;
  /** Where the database it replaced was kept (SQLite), if there was one. */
  keptAs: string | null;
  /** The number the next order gets (#1004), or null for a copy from before order numbers. */
  nextOrderNumber: number | null;
  /** The next number of the database it replaced, which the restored one does not go below. */
  replacedNextOrderNumber: number | null;
}

interface RestoreOptions {
  from: string;
  target: DatabaseTarget;
  uploadDir?: string;
  /** Replace a database that has a bakery in it (the CLI's --replace). */
  replace: boolean;
  /** Restore where there is no bakery yet: a new file, an empty database (the CLI's --create). */
  create?: boolean;
  /** The owner says FILE is a copy not made by db:backup (the CLI's --not-a-backup). */
  notABackup?: boolean;
  now: Date;
}

type Restored = Omit<RestoreReport, 'photos'>;
type Steps = RestoreOptions & { serverEpoch: string };

/**
 * `npm run db:restore -- FILE [--replace] [--create]` (docs/operations.md, "Backups"). In this
 * order, and nothing is touched before the last check passed:
 *  1. FILE is a backup of this database's kind, its photos plain files (restore-files.ts);
 *  2. the target is there: a bakery, unless `create` says a new one is meant (a command run
 *     without the server's settings names a path where there is none: restoring there would
 *     leave the live database as it was, and say it succeeded);
 *  3. no server uses the target: no unexpired job lease (every running server renews or waits
 *     on it every few seconds, jobs.ts), and on PostgreSQL no other connection at all;
 *  4. a target that has a bakery in it is replaced only with `replace`;
 *  5. the copy is checked: integrity_check and foreign keys (SQLite), every migration in it
 *     known to this code (a backup from a newer version is refused), and every table, column,
 *     key, index and check those migrations make present in it (db/schema-check.ts);
 *  6. the copy gets a new serverEpoch (clients drop their caches, docs/client.md, "Offline") and
 *     its counters go on above those of the database it replaces, so no order number is given
 *     twice (db/order-numbers.ts); it replaces the database: SQLite by renaming it into place
 *     (the old file is kept beside it), PostgreSQL in one transaction;
 *  7. the backup's photos are copied into the upload folder (those missing there).
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreReport> {
  const backup = await findBackupFiles(options.from, options.notABackup ?? false);
  if (backup.kind !== options.target.client) {
    throw new RestoreRefused(
      `${options.from} is a ${backup.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} backup and the database is ` +
        `${options.target.client === 'sqlite' ? 'SQLite' : 'PostgreSQL'}` +
        (backup.kind === 'sqlite' ? ': restore it into a SQLite file, then npm run db:copy-to-postgres' : ''),
    );
  }
  const steps = { ...options, serverEpoch: randomUUID() };
  const report =
    options.target.client === 'sqlite'
      ? await restoreSqlite(backup.database, options.target.file, steps)
      : await restoreIntoPostgres(backup.database, options.target, steps);
  const photos = backup.uploads && options.uploadDir ? await restorePhotos(backup.uploads, options.uploadDir) : 0;
  return { ...report, photos };
}

async function restoreSqlite(copyFrom: string, target: string, options: Steps): Promise<Restored> {
  const found = await sqliteDatabaseAt(target);
  if (found !== 'bakery' && !options.create) throw new RestoreRefused(noBakeryAdvice(options.target, found));
  let counterFloor = new Map<string, number>();
  if (found === 'bakery') {
    refuseIfHeld(await sqliteLeaseHolder(target, options.now), target);
    if (!options.replace) throw new RestoreRefused(replaceAdvice(target));
    counterFloor = await readSqliteCounters(target);
  }
  // Checked and prepared as a copy next to the target (so the rename is atomic), never in place.
  await mkdir(path.dirname(target), { recursive: true });
  const staged = `${target}.restoring-${process.pid}`;
  await rm(staged, { force: true });
  try {
    await copyFile(copyFrom, staged);
    // A live file restored on purpose (--not-a-backup) comes with its log, folded in.
    const wal = `${copyFrom}-wal`;
    if (await stat(wal).catch(() => null)) {
      await copyFile(wal, `${staged}-wal`);
      await checkCopy(() => foldWalIn(staged));
    }
    refuseUnusable(await checkCopy(() => checkSqliteCopy(staged)), copyFrom);
    await prepareSqliteForRestore(staged, options.serverEpoch, counterFloor);
    const keptAs = found === 'nothing' ? null : await keepReplaced(target, options.now);
    await rename(staged, target);
    return reportOf(await checkSqliteCopy(target), options.serverEpoch, keptAs, counterFloor);
  } finally {
    for (const suffix of ['', '-wal', '-shm']) await rm(staged + suffix, { force: true });
  }
}

/** The database being replaced, with its WAL, under one new name beside it, so it can still be opened. */
async function keepReplaced(target: string, now: Date): Promise<string> {
  const keptAs = `${target}.before-restore-${now.toISOString().replace(/[-:.]/g, '')}`;
  for (const suffix of ['-wal', '-shm', '']) {
    await rename(target + suffix, keptAs + suffix).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
  return keptAs;
}

/**
 * The other sessions on the database. One that has just closed (a restore a moment ago, a server
 * stopped) may still show while its backend exits, so a count above none is asked again for up to
 * three seconds before it stands (a fresh-clone run once refused its own closed connection).
 */
async function settledConnections(db: Parameters<typeof otherConnections>[0]): Promise<number> {
  let others = await otherConnections(db);
  for (let waited = 0; others > 0 && waited < 3000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    others = await otherConnections(db);
  }
  return others;
}

async function restoreIntoPostgres(
  dump: string,
  target: Extract<DatabaseTarget, { client: 'postgres' }>,
  options: Steps,
): Promise<Restored> {
  const db = openDatabase({ ...target, poolSize: 1 });
  try {
    const where = describeTarget(target);
    const bakery = await hasBakery(db);
    if (!bakery && !options.create) throw new RestoreRefused(noBakeryAdvice(target, 'no-bakery'));
    const others = await settledConnections(db);
    if (others > 0) {
      throw new RestoreRefused(`${where} has ${others} other connection(s): stop every server (and close psql) first`);
    }
    let counterFloor = new Map<string, number>();
    if (bakery) {
      refuseIfHeld(await currentLeaseHolder(db, options.now), where);
      if (!options.replace) throw new RestoreRefused(replaceAdvice(where));
      counterFloor = await readCounters(db);
    }
    refuseUnusable(await checkCopy(() => checkPostgresDump(dump)), dump);
    await restorePostgres(target.url, dump, options.serverEpoch, counterFloor);
    return reportOf(await readPostgresContents(db), options.serverEpoch, null, counterFloor);
  } finally {
    await db.destroy();
  }
}

function reportOf(
  contents: CopyContents,
  serverEpoch: string,
  keptAs: string | null,
  counterFloor: ReadonlyMap<string, number>,
): Restored {
  return {
    orders: contents.orders,
    lastOrderAt: contents.lastOrderAt,
    serverEpoch,
    keptAs,
    nextOrderNumber: contents.nextOrderNumber,
    replacedNextOrderNumber: counterFloor.get('order-number') ?? null,
  };
}

/** A server holds the timed-jobs lease while it runs (and up to 15 s after a crash). */
function refuseIfHeld(holder: string | null, where: string): void {
  if (holder) {
    throw new RestoreRefused(
      `a server is using ${where} (${holder} holds its jobs): stop every server first ` +
        '(a server that was killed lets go within 15 s)',
    );
  }
}

async function checkCopy<T>(check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    throw new RestoreRefused((error as Error).message);
  }
}

function refuseUnusable(contents: Pick<CopyContents, 'unknownMigrations'>, from: string): void {
  if (contents.unknownMigrations.length > 0) {
    throw new RestoreRefused(
      `${from} comes from a newer version of the bakery (unknown migration ${contents.unknownMigrations[0]}): ` +
        'update the code first',
    );
  }
}

const replaceAdvice = (where: string) =>
  `${where} already has a bakery in it: add --replace to replace it with the backup ` +
  '(take a backup of it first with npm run db:backup)';

/** Where there is no bakery, the command was most likely run without the server's settings. */
function noBakeryAdvice(target: DatabaseTarget, found: 'nothing' | 'no-bakery'): string {
  const where = describeTarget(target);
  const what = found === 'nothing' ? `no database at ${where}` : `${where} has no bakery in it (an empty database)`;
  return (
    `${what}: ${SET_THE_DATABASE[target.client]}, ` +
    `or pass --create to restore into ${found === 'nothing' ? 'a new one there' : 'it'}`
  );
}
