import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, lstat, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseTarget } from '../../../knexfile';
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
 * `npm run db:restore -- FILE [--replace]` (docs/operations.md, "Backups"). In this order, and nothing is
 * touched before the last check passed:
 *  1. FILE is a backup folder, or the bakery.sqlite / bakery.dump in one, of this database's kind,
 *     made by db:backup (its folder has the manifest), with no live WAL beside a SQLite file,
 *     unless `notABackup` says the owner means a copy made otherwise (its WAL is then taken
 *     along); nothing in its uploads/ is a link or anything but a plain file (never followed);
 *  2. no server uses the target: no unexpired job lease (every running server renews or waits
 *     on it every few seconds, jobs.ts), and on PostgreSQL no other connection at all;
 *  3. a target that has a bakery in it is replaced only with `replace`;
 *  4. the copy is checked: integrity_check and foreign keys (SQLite), every migration in it
 *     known to this code (a backup from a newer version is refused), and every table and column
 *     those migrations make present in it (db/schema-check.ts);
 *  5. the copy gets a new serverEpoch (clients drop their caches, docs/client.md, "Offline") and
 *     replaces the database: SQLite by renaming it into place (the old file is kept beside it),
 *     PostgreSQL in one transaction;
 *  6. the backup's photos are copied into the upload folder (those missing there).
 */
export async function restoreBackup(options: {
  from: string;
  target: DatabaseTarget;
  uploadDir?: string;
  replace: boolean;
  /** The owner says FILE is a copy not made by db:backup (the CLI's --not-a-backup). */
  notABackup?: boolean;
  now: Date;
}): Promise<RestoreReport> {
  const backup = await findBackupFiles(options.from, options.notABackup ?? false);
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

async function findBackupFiles(from: string, notABackup: boolean): Promise<BackupFiles> {
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
  } else if (!notABackup) {
    await refuseIfNotFromBackup(from, dir);
  }
  const uploads = path.join(dir, 'uploads');
  // Never followed: a link here could copy any file this user can read into the public photos.
  const uploadsInfo = await lstat(uploads).catch(() => null);
  if (uploadsInfo?.isSymbolicLink()) throw new RestoreRefused(`${uploads} is a link: ${NOT_FROM_BACKUP}`);
  const hasUploads = uploadsInfo?.isDirectory() ?? false;
  if (hasUploads) await refuseLinksIn(uploads);
  return { database, kind: database.endsWith('.dump') ? 'postgres' : 'sqlite', uploads: hasUploads ? uploads : null };
}

const NOT_FROM_BACKUP = 'npm run db:backup never makes one, so this is not a backup it made';

/**
 * A database file named on its own must be one db:backup made (its folder has the manifest) and
 * have no WAL beside it: a live database's file without its WAL lacks its latest orders (a
 * probe restored 65 of 68). --not-a-backup says the owner means it.
 */
async function refuseIfNotFromBackup(file: string, dir: string): Promise<void> {
  if (await stat(`${file}-wal`).catch(() => null)) {
    throw new RestoreRefused(
      `${file} has a write-ahead log beside it (${path.basename(file)}-wal): it is a live database, and the file ` +
        'alone lacks its latest changes. Stop the server that uses it and take a backup with npm run db:backup, ' +
        'or add --not-a-backup to restore the file with its log',
    );
  }
  if (!(await stat(path.join(dir, MANIFEST)).catch(() => null))) {
    throw new RestoreRefused(
      `${file} was not made by npm run db:backup (no ${MANIFEST} beside it): add --not-a-backup if you mean this copy`,
    );
  }
}

/** Every entry of a backup's uploads/ must be a plain file: a link or a folder refuses the backup. */
async function refuseLinksIn(uploads: string): Promise<void> {
  for (const entry of await readdir(uploads, { withFileTypes: true })) {
    if (!entry.isFile()) {
      const what = entry.isSymbolicLink() ? 'a link' : 'not a plain file';
      throw new RestoreRefused(`${path.join(uploads, entry.name)} is ${what}: ${NOT_FROM_BACKUP}`);
    }
  }
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
    // A live file restored on purpose (--not-a-backup) comes with its log, folded in.
    const wal = `${copyFrom}-wal`;
    if (await stat(wal).catch(() => null)) {
      await copyFile(wal, `${staged}-wal`);
      await checkCopy(() => foldWalIn(staged));
    }
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
    for (const suffix of ['', '-wal', '-shm']) await rm(staged + suffix, { force: true });
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
  for (const entry of await readdir(from, { withFileTypes: true })) {
    // Checked before anything was restored (refuseLinksIn); checked again here, as it is copied.
    if (!entry.isFile() || present.has(entry.name) || !isPhotoName(entry.name)) continue;
    await copyFile(path.join(from, entry.name), path.join(uploadDir, entry.name), constants.COPYFILE_EXCL);
    copied++;
  }
  return copied;
}
