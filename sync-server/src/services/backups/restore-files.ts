import { constants } from 'node:fs';
import { copyFile, lstat, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { isPhotoName, MANIFEST } from './backups';

/** A refusal of the restore, with what to do about it; nothing was changed. */
export class RestoreRefused extends Error {}

/** What a restore reads: the database copy, of which kind, and the backup's photos if any. */
export interface BackupFiles {
  database: string;
  kind: 'sqlite' | 'postgres';
  uploads: string | null;
}

/**
 * FILE of `npm run db:restore` (services/backups/restore.ts, step 1): a backup folder, or the
 * bakery.sqlite / bakery.dump in one, made by db:backup (its folder has the manifest), with no
 * live WAL beside a SQLite file unless `notABackup` says the owner means a copy made otherwise;
 * nothing in its uploads/ is a link or anything but a plain file.
 */
export async function findBackupFiles(from: string, notABackup: boolean): Promise<BackupFiles> {
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

/** Copies the backup's photos that the upload folder lacks (each checked again as it is copied). */
export async function restorePhotos(from: string, uploadDir: string): Promise<number> {
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
