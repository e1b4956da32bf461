import { isPostgres, type Db } from './database';
import { OutboxMail } from './models/operations';

/**
 * Claims the mail due now, at most `limit`, so that no other server sends it too: one UPDATE
 * moves each claimed mail's next attempt `leaseMs` ahead and returns it, oldest first. Another
 * server's claim then finds it not due; on PostgreSQL it also skips rows being claimed at this
 * very moment (FOR UPDATE SKIP LOCKED) instead of waiting for them. A mail whose server died
 * while sending it is due again when the lease runs out, so nothing is lost (it may go twice
 * only then).
 */
export async function claimDueMail(db: Db, now: Date, limit: number, leaseMs: number): Promise<OutboxMail[]> {
  const dueNow = <Q extends ReturnType<Db>>(query: Q) =>
    query.where('status', 'pending').where('nextAttemptAt', '<=', now.toISOString());
  const candidates = dueNow(db(OutboxMail.tableName).select('id')).orderBy('createdAt').limit(limit);
  if (isPostgres(db)) candidates.forUpdate().skipLocked();
  const rows = (await dueNow(db(OutboxMail.tableName).whereIn('id', candidates))
    .update({ nextAttemptAt: new Date(now.getTime() + leaseMs).toISOString() })
    .returning('*')) as Record<string, unknown>[];
  return rows
    .map((row) => OutboxMail.fromDatabaseJson(row))
    .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
}
