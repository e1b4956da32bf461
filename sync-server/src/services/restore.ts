import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseTarget } from '../../../knexfile';
import {
  checkPostgresDump,
  checkSqliteCopy,
  currentLeaseHolder,
  describeTarget,
  hasBakery,
  openDatabase,
  otherConnections,
  prepareSqliteForRestore,
  readPostgresContents,
  restorePostgres,
  sqliteLeaseHolder,
  type CopyContents,
} from '../db';
import { isPhotoName, MANIFEST } from './backups';

export interface RestoreReport {
  orders: number;
  lastOrderAt: string | null;
  serverEpoch: string;
  photos: number;
  /** Where the database it replaced was kept (SQLite), if there was one. */
  keptAs: string | null;
}

/** A refusal of the restore, with what to do about it; nothing was changed. */
export class RestoreRefused extends Error {}

interface BackupFiles {
  database: string;
  kind: 'sqlite' | 'postgres';
  uploads: string | null;
}

/**
 * `npm run db:restore -- FILE [--replace]` (README, "Backups"). In this order, and nothing is
 * touched before the last check passed:
 *  1. FILE is a backup folder, or the bakery.sqlite / bakery.dump in one, of this database's kind;
 *  2. no server uses the target: no unexpired job lease (every running server renews or waits
 *     on it every few seconds, jobs.ts), and on PostgreSQL no other connection at all;
 *  3. a target that has a bakery in it is replaced only with `replace`;
 *  4. the copy is checked: integrity_check and foreign keys (SQLite), and every migration in it
 *     known to this code (a backup from a newer version is refused);
 *  5. the copy gets a new serverEpoch (clients drop their caches, CONTRACT.md section 6) and
 *     replaces the database: SQLite by renaming it into place (the old file is kept beside it),
 *     PostgreSQL in one transaction;
 *  6. the backup's photos are copied into the upload folder (those missing there).
 */
export async function restoreBackup(options: {
  from: string;
  target: DatabaseTarget;
  uploadDir?: string;
  replace: boolean;
  now: Date;
}): Promise<RestoreReport> {
  const backup = await findBackupFiles(options.from);
  if (backup.kind !== options.target.client) {
    throw new RestoreRefused(
      `${options.from} is a ${backup.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} backup and the database is ` +
        `${options.target.client === 'sqlite' ? 'SQLite' : 'PostgreSQL'}` +
        (backup.kind === 'sqlite' ? ': restore it into a SQLite file, then npm run db:copy-to-postgres' : ''),
    );
  }
  const serverEpoch = randomUUID();
  const report =
    options.target.client === 'sqlite'
      ? await restoreSqlite(backup.database, options.target.file, { ...options, serverEpoch })
      : await restoreIntoPostgres(backup.database, options.target, { ...options, serverEpoch });
  const photos = backup.uploads && options.uploadDir ? await restorePhotos(backup.uploads, options.uploadDir) : 0;
  return { ...report, photos };
}

async function findBackupFiles(from: string): Promise<BackupFiles> {
  const info = await stat(from).catch(() => null);
  if (!info) throw new RestoreRefused(`${from} does not exist`);
  const dir = info.isDirectory() ? from : path.dirname(from);
  let database = from;
  if (info.isDirectory()) {
    const names = await readdir(from);
    const file = names.find((name) => name === 'bakery.sqlite' || name === 'bakery.dump');
    if (!file || !names.includes(MANIFEST)) {
      throw new RestoreRefused(`${from} is not a backup folder (no ${MANIFEST} with bakery.sqlite or bakery.dump)`);
    }
    database = path.join(from, file);
  } else if (!info.isFile()) {
    throw new RestoreRefused(`${from} is not a file or a folder`);
  }
  const uploads = path.join(dir, 'uploads');
  const hasUploads = (await stat(uploads).catch(() => null))?.isDirectory() ?? false;
  return { database, kind: database.endsWith('.dump') ? 'postgres' : 'sqlite', uploads: hasUploads ? uploads : null };
}

async function restoreSqlite(
  copyFrom: string,
  target: string,
  options: { replace: boolean; now: Date; serverEpoch: string },
): Promise<Omit<RestoreReport, 'photos'>> {
  const exists = ((await stat(target).catch(() => null))?.size ?? 0) > 0;
  if (exists) {
    refuseIfHeld(await sqliteLeaseHolder(target, options.now), target);
    if (!options.replace) throw new RestoreRefused(replaceAdvice(target));
  }
  // Checked and prepared as a copy next to the target (so the rename is atomic), never in place.
  await mkdir(path.dirname(target), { recursive: true });
  const staged = `${target}.restoring-${process.pid}`;
  await rm(staged, { force: true });
  try {
    await copyFile(copyFrom, staged);
    await refuseUnusable(await checkCopy(() => checkSqliteCopy(staged)), copyFrom);
    await prepareSqliteForRestore(staged, options.serverEpoch);
    let keptAs: string | null = null;
    if (exists) {
      keptAs = `${target}.before-restore-${options.now.toISOString().replace(/[-:.]/g, '')}`;
      // The old database with its WAL, under one new name, so it can still be opened.
      for (const suffix of ['-wal', '-shm', '']) {
        await rename(target + suffix, keptAs + suffix).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        });
      }
    }
    await rename(staged, target);
    const contents = await checkSqliteCopy(target);
    return { orders: contents.orders, lastOrderAt: contents.lastOrderAt, serverEpoch: options.serverEpoch, keptAs };
  } finally {
    await rm(staged, { force: true });
  }
}

async function restoreIntoPostgres(
  dump: string,
  target: Extract<DatabaseTarget, { client: 'postgres' }>,
  options: { replace: boolean; now: Date; serverEpoch: string },
): Promise<Omit<RestoreReport, 'photos'>> {
  const db = openDatabase({ ...target, poolSize: 1 });
  try {
    const others = await otherConnections(db);
    if (others > 0) {
      throw new RestoreRefused(
        `${describeTarget(target)} has ${others} other connection(s): stop every server (and close psql) first`,
      );
    }
    if (await hasBakery(db)) {
      refuseIfHeld(await currentLeaseHolder(db, options.now), describeTarget(target));
      if (!options.replace) throw new RestoreRefused(replaceAdvice(describeTarget(target)));
    }
    await refuseUnusable(await checkCopy(() => checkPostgresDump(dump)), dump);
    await restorePostgres(target.url, dump, options.serverEpoch);
    const contents = await readPostgresContents(db);
    return {
      orders: contents.orders,
      lastOrderAt: contents.lastOrderAt,
      serverEpoch: options.serverEpoch,
      keptAs: null,
    };
  } finally {
    await db.destroy();
  }
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

async function restorePhotos(from: string, uploadDir: string): Promise<number> {
  await mkdir(uploadDir, { recursive: true });
  const present = new Set(await readdir(uploadDir));
  let copied = 0;
  for (const name of await readdir(from)) {
    if (present.has(name) || !isPhotoName(name)) continue;
    await copyFile(path.join(from, name), path.join(uploadDir, name));
    copied++;
  }
  return copied;
}
