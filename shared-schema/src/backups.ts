import * as z from 'zod/mini';

/** A timed backup that was restored into a scratch copy and found whole (docs/operations.md, "Backups"). */
export const goodBackupSchema = z.object({
  /** When the copy was taken (ISO). */
  takenAt: z.string(),
  orders: z.number().check(z.int(), z.minimum(0)),
});
export type GoodBackup = z.infer<typeof goodBackupSchema>;

/** A timed backup that could not be taken, or failed its check and was kept apart. */
export const failedBackupSchema = z.object({
  takenAt: z.string(),
  /** What was wrong, in a sentence for the person who looks after the server. */
  problem: z.string(),
  /** Where the bad copy was put (BACKUP_DIR/bad/NAME), or null when none was made. */
  keptAs: z.nullable(z.string()),
});
export type FailedBackup = z.infer<typeof failedBackupSchema>;

/** What the server keeps of its timed backups' checks: the newest good one, the newest failed one. */
export const backupRecordSchema = z.object({
  lastGood: z.nullable(goodBackupSchema),
  lastFailed: z.nullable(failedBackupSchema),
});
export type BackupRecord = z.infer<typeof backupRecordSchema>;

/** GET /api/admin/backups: the owner's dashboard says when her data was last safely copied. */
export const backupStatusSchema = z.extend(backupRecordSchema, {
  /** Whether this server takes backups by itself (BACKUP_INTERVAL is not off). */
  automatic: z.boolean(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;
