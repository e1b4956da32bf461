import { isPostgres, type Db } from './database';
import { OutboxMail } from './models/operations';

/**
 * The outbox's claims: a server takes due rows for `leaseMs`, sends them one by one, and marks
 * each sent as soon as it went. While a claim runs, nextAttemptAt is its end, so no other
 * server finds the row due; a server that dies stops renewing and the row is due again when
 * the lease ends (services/mail/mailer.ts keeps the lease short enough for that to be soon).
 * claimedBy names the claim, so renewing and marking touch only rows still this server's.
 */

/**
 * Claims the rows due now, at most `limit`, oldest first, in one UPDATE ... RETURNING. On
 * PostgreSQL rows being claimed by another server at this very moment are skipped
 * (FOR UPDATE SKIP LOCKED) instead of waited for.
 */
export async function claimDueMail(
  db: Db,
  claim: { now: Date; limit: number; leaseMs: number; claimant: string },
): Promise<OutboxMail[]> {
  const { now } = claim;
  const dueNow = <Q extends ReturnType<Db>>(query: Q) =>
    query.where('status', 'pending').where('nextAttemptAt', '<=', now.toISOString());
  const candidates = dueNow(db(OutboxMail.tableName).select('id')).orderBy('createdAt').limit(claim.limit);
  if (isPostgres(db)) candidates.forUpdate().skipLocked();
  const rows = (await dueNow(db(OutboxMail.tableName).whereIn('id', candidates))
    .update({ nextAttemptAt: new Date(now.getTime() + claim.leaseMs).toISOString(), claimedBy: claim.claimant })
    .returning('*')) as Record<string, unknown>[];
  return rows
    .map((row) => OutboxMail.fromDatabaseJson(row))
    .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
}

/** Extends this claimant's lease on `ids`; answers the ids it still holds (all, unless it overran). */
export async function renewMailClaims(
  db: Db,
  ids: readonly string[],
  claim: { until: Date; claimant: string },
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = (await db(OutboxMail.tableName)
    .whereIn('id', ids)
    .where({ claimedBy: claim.claimant, status: 'pending' })
    .update({ nextAttemptAt: claim.until.toISOString() })
    .returning('id')) as { id: string }[];
  return new Set(rows.map((row) => row.id));
}

/** Marks one claimed row sent; false if the claim was no longer this claimant's. */
export async function markMailSent(db: Db, id: string, claim: { now: Date; claimant: string }): Promise<boolean> {
  const updated = await db(OutboxMail.tableName)
    .where({ id, claimedBy: claim.claimant, status: 'pending' })
    .update({ status: 'sent', sentAt: claim.now.toISOString(), claimedBy: null });
  return updated === 1;
}

/** Records a failed attempt of a claimed row and when to try it again (or that it gave up). */
export async function markMailFailed(
  db: Db,
  id: string,
  failure: { claimant: string; attempts: number; lastError: string; gaveUp: boolean; retryAt: Date },
): Promise<void> {
  await db(OutboxMail.tableName)
    .where({ id, claimedBy: failure.claimant, status: 'pending' })
    .update({
      attempts: failure.attempts,
      lastError: failure.lastError,
      status: failure.gaveUp ? 'failed' : 'pending',
      nextAttemptAt: failure.retryAt.toISOString(),
      claimedBy: null,
    });
}
