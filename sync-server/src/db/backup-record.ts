import {
  failedBackupSchema,
  goodBackupSchema,
  type BackupRecord,
  type FailedBackup,
  type GoodBackup,
} from '#shared/backups';
import { z } from 'zod';
import type { Db } from './database';

/**
 * The timed backups' outcomes, in server_meta so every server can tell the owner: the newest
 * good one and the newest failed one, a row each, so writing one never overwrites the other.
 */
const GOOD = 'backupLastGood';
const FAILED = 'backupLastFailed';

export async function readBackupRecord(db: Db): Promise<BackupRecord> {
  const rows = (await db('server_meta').whereIn('key', [GOOD, FAILED])) as { key: string; value: string }[];
  const value = <T>(key: string, schema: z.core.$ZodType<T>): T | null => {
    const row = rows.find((each) => each.key === key);
    const parsed = row ? z.safeParse(schema, JSON.parse(row.value)) : null;
    return parsed?.success ? parsed.data : null;
  };
  return { lastGood: value(GOOD, goodBackupSchema), lastFailed: value(FAILED, failedBackupSchema) };
}

export const recordGoodBackup = (db: Db, good: GoodBackup) => put(db, GOOD, good);
export const recordFailedBackup = (db: Db, failed: FailedBackup) => put(db, FAILED, failed);

async function put(db: Db, key: string, value: unknown): Promise<void> {
  await db('server_meta')
    .insert({ key, value: JSON.stringify(value) })
    .onConflict('key')
    .merge(['value']);
}
