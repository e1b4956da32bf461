import { readBackupRecord, recordFailedBackup, recordGoodBackup, type Db } from '../../db';
import { checkBackup, keepApart } from './backup-check';
import { listBackups, pruneBackups, takeBackup, type Backup, type BackupSource } from './backups';

export interface TimedBackupOptions {
  backupDir: string;
  intervalMs: number;
  keep: number;
  now: Date;
}

export type TimedBackup = { good: true; backup: Backup } | { good: false; problem: string; keptAs: string | null };

/**
 * The server's timed backup (jobs.ts): when the newest good backup, or the newest failed try,
 * is `intervalMs` old, a backup is taken and checked at once (backup-check.ts). A good one
 * stays with the others and the oldest past `keep` are removed; one that could not be taken
 * or failed its check is kept apart and never counts as a backup. Either way the outcome is
 * written in the database (server_meta), where the owner's dashboard reads it from any server.
 * A failure is tried again after an interval, not every minute: a check that keeps failing
 * should not fill the disk with bad copies.
 */
export async function backUpIfDue(
  db: Db,
  source: BackupSource,
  options: TimedBackupOptions,
): Promise<TimedBackup | null> {
  const record = await readBackupRecord(db);
  const newest = (await listBackups(options.backupDir))[0];
  const lastTry = Math.max(
    newest ? Date.parse(newest.manifest.takenAt) : 0,
    record.lastFailed ? Date.parse(record.lastFailed.takenAt) : 0,
  );
  if (options.now.getTime() - lastTry < options.intervalMs) return null;

  const outcome = await backUpAndCheck(source, options);
  const takenAt = options.now.toISOString();
  if (outcome.good) await recordGoodBackup(db, { takenAt, orders: outcome.backup.manifest.orders });
  else await recordFailedBackup(db, { takenAt, problem: outcome.problem, keptAs: outcome.keptAs });
  if (outcome.good) await pruneBackups(options.backupDir, options.keep, options.now);
  return outcome;
}

async function backUpAndCheck(source: BackupSource, options: TimedBackupOptions): Promise<TimedBackup> {
  let backup: Backup;
  try {
    backup = await takeBackup(source, options.backupDir, options.now);
  } catch (error) {
    // takeBackup removes what it had written: there is no copy to keep.
    return { good: false, problem: `no backup could be taken: ${(error as Error).message}`, keptAs: null };
  }
  const problems = await checkBackup(backup, options.now);
  if (problems.length === 0) return { good: true, backup };
  const keptAs = await keepApart(backup, problems, options.now);
  return { good: false, problem: `the backup failed its check: ${problems.join('; ')}`, keptAs };
}
