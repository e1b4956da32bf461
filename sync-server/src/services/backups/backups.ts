import { randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import type { DatabaseTarget } from '../../../../knexfile';
import type { Config } from '../../config';
import {
  checkSqliteCopy,
  describeTarget,
  dumpPostgres,
  hasBakery,
  openDatabase,
  snapshotSqlite,
  sqliteDatabaseAt,
  type CopyContents,
  type Database,
  type RowCounts,
} from '../../db';

/**
 * Backups (docs/operations.md, "Backups"): each one a folder in BACKUP_DIR named by its time,
 *   20261125T140000123Z-1a2b/  bakery.sqlite (or bakery.dump on PostgreSQL)
 *                              uploads/      the photos of the folder store, when it is used
 *                              backup.json   what it holds: when, orders, last order, migrations
 * written as a hidden .partial-... folder and renamed when complete, so a crash or a kill
 * mid-backup never leaves a broken newest copy (only a partial folder, removed later).
 */
export interface BackupManifest {
  takenAt: string;
  database: 'sqlite' | 'postgres';
  file: string;
  orders: number;
  lastOrderAt: string | null;
  migrations: string[];
  photos: number;
  bytes: number;
  /**
   * The rows of each table in the snapshot the copy was made from, which the copy restored must
   * hold exactly (backup-check.ts). Absent from backups made before it was written.
   */
  rows?: RowCounts;
}

export interface Backup {
  name: string;
  dir: string;
  manifest: BackupManifest;
}

export const MANIFEST = 'backup.json';
const NAME = /^\d{8}T\d{9}Z-[0-9a-f]{4}$/;
/** A backup being written (.partial-) or checked (.checking-, backup-check.ts): NAME.HOST.PID. */
const PARTIAL = /^\.(?:partial|checking)-(.+)\.(.+)\.(\d+)$/;
/** Photos as the upload routes store them (services/content/uploads.ts): <sha256>.<ext>, or a uuid from before. */
const PHOTO = /^([0-9a-f]{64}|[0-9a-f-]{36})\.(jpg|png|webp|avif)$/;
export const isPhotoName = (name: string): boolean => PHOTO.test(name);
/** A partial folder left by another machine is removed once this old (no backup takes a day). */
const STALE_PARTIAL_MS = 24 * 60 * 60 * 1000;

export interface BackupSource {
  database: DatabaseTarget;
  /** The photo folder, when photos are kept in files (on PostgreSQL they are in the dump). */
  uploadDir?: string;
  /**
   * The server's own connection, when the backup is taken in the server's process (the timed
   * backup): on SQLite the copy holds it while it reads (db/sqlite-copies.ts, snapshotSqlite).
   */
  server?: Database;
}

/** What a backup copies: the database, and the photo folder when photos are kept in files. */
export function backupSourceOf(config: Pick<Config, 'database' | 'photoStorage' | 'uploadDir'>): BackupSource {
  return {
    database: config.database,
    uploadDir: config.photoStorage === 'folder' ? config.uploadDir : undefined,
  };
}

/** Takes a backup now: the database from one snapshot, then the photos, then the manifest. */
export async function takeBackup(source: BackupSource, backupDir: string, now: Date): Promise<Backup> {
  await refuseWithoutBakery(source.database);
  await mkdir(backupDir, { recursive: true });
  const name = `${now.toISOString().replace(/[-:.]/g, '')}-${randomBytes(2).toString('hex')}`;
  const partial = path.join(backupDir, `.partial-${name}.${hostname()}.${process.pid}`);
  await mkdir(partial);
  try {
    const file = source.database.client === 'sqlite' ? 'bakery.sqlite' : 'bakery.dump';
    const contents = await copyDatabase(source, path.join(partial, file));
    // After the database: every photo its rows name was stored before its snapshot was taken.
    const photos = source.uploadDir ? await copyPhotos(source.uploadDir, backupDir, path.join(partial, 'uploads')) : 0;
    const manifest: BackupManifest = {
      takenAt: now.toISOString(),
      database: source.database.client,
      file,
      orders: contents.orders,
      lastOrderAt: contents.lastOrderAt,
      migrations: contents.migrations,
      rows: contents.rows,
      photos,
      bytes: (await stat(path.join(partial, file))).size,
    };
    await writeDurably(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await fsyncDir(partial);
    const dir = path.join(backupDir, name);
    await rename(partial, dir);
    await fsyncDir(backupDir);
    return { name, dir, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Before anything is made: a command run without the server's settings names the default
 * data/bakery.sqlite of the folder it runs in. Opening it would make an empty database there,
 * which a restore could then take for the bakery's; backing it up would be no backup at all.
 */
async function refuseWithoutBakery(database: DatabaseTarget): Promise<void> {
  const where = describeTarget(database);
  if (database.client === 'sqlite') {
    const found = await sqliteDatabaseAt(database.file);
    if (found === 'nothing') throw new Error(`no database at ${where}: ${SET_THE_DATABASE.sqlite}`);
    if (found === 'no-bakery') throw new Error(`${where} has no bakery in it: ${SET_THE_DATABASE.sqlite}`);
    return;
  }
  const db = openDatabase({ ...database, poolSize: 1 });
  try {
    if (!(await hasBakery(db))) throw new Error(`${where} has no bakery in it: ${SET_THE_DATABASE.postgres}`);
  } finally {
    await db.destroy();
  }
}

/** Which setting names the server's database, and the command that reads the service's settings. */
export const SET_THE_DATABASE = {
  sqlite:
    "set DATABASE_FILE to the server's database (on a deployed machine, bakery backup and bakery restore " +
    'read the service\'s settings: docs/operations.md, "Backups")',
  postgres: "check DATABASE_URL: it names the server's database",
};

async function copyDatabase(
  { database, server }: BackupSource,
  into: string,
): Promise<CopyContents & { rows: RowCounts }> {
  if (database.client === 'sqlite') {
    const rows = await snapshotSqlite(database.file, into, server);
    // The copy is checked as a restore would check it: a backup that cannot be restored is no backup.
    return { ...(await checkSqliteCopy(into)), rows };
  }
  const db = openDatabase({ ...database, poolSize: 2 });
  try {
    return await dumpPostgres(db, database.url, into);
  } finally {
    await db.destroy();
  }
}

/**
 * Copies the photo files; one the newest backup has already (same name: same picture, since
 * names are the SHA-256 of the bytes) is hard-linked from there instead, so 48 backups of the
 * same photos take the room of one.
 */
async function copyPhotos(uploadDir: string, backupDir: string, into: string): Promise<number> {
  const names = (await readdir(uploadDir).catch(() => [] as string[])).filter((name) => PHOTO.test(name));
  await mkdir(into, { recursive: true });
  const previous = (await listBackups(backupDir))[0];
  for (const name of names) {
    const target = path.join(into, name);
    const linked = previous
      ? await link(path.join(previous.dir, 'uploads', name), target).then(
          () => true,
          () => false,
        )
      : false;
    if (!linked) {
      await copyFile(path.join(uploadDir, name), target);
      await fsyncFile(target);
    }
  }
  await fsyncDir(into);
  return names.length;
}

/** The complete backups in a folder, newest first (partial folders are not backups). */
export async function listBackups(backupDir: string): Promise<Backup[]> {
  const names = (await readdir(backupDir).catch(() => [] as string[])).filter((name) => NAME.test(name));
  const backups: Backup[] = [];
  for (const name of names.sort().reverse()) {
    const dir = path.join(backupDir, name);
    const manifest = await readFile(path.join(dir, MANIFEST), 'utf8').then(
      (text) => JSON.parse(text) as BackupManifest,
      () => null,
    );
    if (manifest) backups.push({ name, dir, manifest });
  }
  return backups;
}

/**
 * Keeps the newest `keep` backups and removes older ones, and the partial folders of backups
 * that died (their process is gone, or, from another machine, a day old).
 */
export async function pruneBackups(backupDir: string, keep: number, now: Date): Promise<string[]> {
  const removed: string[] = [];
  for (const backup of (await listBackups(backupDir)).slice(keep)) {
    await rm(backup.dir, { recursive: true, force: true });
    removed.push(backup.name);
  }
  for (const name of await readdir(backupDir).catch(() => [] as string[])) {
    const partial = PARTIAL.exec(name);
    if (!partial) continue;
    const [, , host, pid] = partial;
    const dead =
      host === hostname()
        ? !processExists(Number(pid))
        : now.getTime() - (await stat(path.join(backupDir, name))).mtimeMs > STALE_PARTIAL_MS;
    if (dead) {
      await rm(path.join(backupDir, name), { recursive: true, force: true });
      removed.push(name);
    }
  }
  return removed;
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function writeDurably(file: string, text: string): Promise<void> {
  await writeFile(file, text);
  await fsyncFile(file);
}

async function fsyncFile(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** A rename is durable once its folder is flushed. */
async function fsyncDir(dir: string): Promise<void> {
  await fsyncFile(dir);
}
