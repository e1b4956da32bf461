import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';

/**
 * The bakery's data is for its own service account only (docs/operations.md, "Data on disk"):
 * the database holds the key that signs every customer's order link, the push signing key and
 * the owner's password hash, and the outbox and backups hold customers' names and addresses.
 *
 * Every process that writes the data (the server, the db:* commands) calls keepFilesPrivate()
 * first, so whatever umask it was started with (Debian's is 022: files readable by everyone),
 * the folders it makes are 0700 and the files 0600: the database with its WAL and shared memory
 * (SQLite gives those the database's mode), each backup, each e-mail and each photo.
 */
const OWNER_ONLY = 0o077;

export function keepFilesPrivate(): void {
  process.umask(OWNER_ONLY);
}

/** The data folders and files of this configuration (the database's only on SQLite). */
export function dataPaths(config: Pick<Config, 'database' | 'backupDir' | 'mailOutboxDir' | 'uploadDir'>): string[] {
  const { database } = config;
  const databaseFiles =
    database.client === 'sqlite'
      ? [path.dirname(database.file), ...['', '-wal', '-shm'].map((end) => database.file + end)]
      : [];
  return [...databaseFiles, config.backupDir, config.mailOutboxDir, config.uploadDir];
}

/** How many entries a start looks at: a long-lived outbox or photo folder is not read to the end. */
const LOOKED_AT = 2000;

/**
 * Which of these paths (and what is inside them, the first LOOKED_AT entries) another account
 * can read or open, with their modes: what was written before keepFilesPrivate existed, or
 * copied in with a careless `cp`. Missing paths are skipped; symbolic links are not followed.
 */
export async function readableByOthers(paths: readonly string[]): Promise<{ path: string; mode: string }[]> {
  const found: { path: string; mode: string }[] = [];
  const seen = new Set<string>();
  const queue = [...paths];
  while (queue.length > 0 && seen.size < LOOKED_AT) {
    const next = queue.shift()!;
    if (seen.has(next)) continue;
    seen.add(next);
    const stats = await lstat(next).catch(() => null);
    if (!stats || stats.isSymbolicLink()) continue;
    if ((stats.mode & OWNER_ONLY) !== 0) found.push({ path: next, mode: (stats.mode & 0o777).toString(8) });
    if (stats.isDirectory()) {
      for (const name of await readdir(next).catch(() => [])) queue.push(path.join(next, name));
    }
  }
  return found;
}

/** The start's warning, if any: what others can read, and the command that makes it private. */
export async function othersCanReadWarning(paths: readonly string[]): Promise<string | null> {
  const found = await readableByOthers(paths);
  if (found.length === 0) return null;
  const named = found
    .slice(0, 5)
    .map((each) => `${each.path} (${each.mode})`)
    .join(', ');
  const more = found.length > 5 ? ` and ${found.length - 5} more` : '';
  const inside = (child: string, parent: string) => child === parent || child.startsWith(parent + path.sep);
  const affected = paths.filter((root) => found.some((each) => inside(each.path, root)));
  // The data folder, not also the database in it.
  const holding = affected.filter((root) => !affected.some((other) => other !== root && inside(root, other)));
  return (
    `data: warning: other accounts on this machine can read ${named}${more}. ` +
    `Make it the service account's alone: chmod -R go-rwx ${[...new Set(holding)].join(' ')}`
  );
}
