import type { Db } from './database';

/**
 * Leases on the timed jobs: with several servers, one at a time sweeps holds, applies the
 * schedule and sends reminders. A lease is a row per job name, taken when free or expired and
 * renewed by its holder; one conditional UPDATE decides, on SQLite and PostgreSQL alike. A
 * holder that dies stops renewing, and another server takes over when the lease runs out.
 */
export async function takeJobLease(
  db: Db,
  lease: { name: string; holder: string; now: Date; forMs: number },
): Promise<boolean> {
  const { name, holder, now } = lease;
  const expiresAt = new Date(now.getTime() + lease.forMs).toISOString();
  await db('job_leases').insert({ name, holder, expiresAt: now.toISOString() }).onConflict('name').ignore();
  const taken = await db('job_leases')
    .where('name', name)
    .where((free) => free.where('holder', holder).orWhere('expiresAt', '<=', now.toISOString()))
    .update({ holder, expiresAt });
  return taken === 1;
}

/** Gives a lease up at shutdown, so another server takes the jobs at once. */
export async function releaseJobLease(db: Db, lease: { name: string; holder: string; now: Date }): Promise<void> {
  await db('job_leases')
    .where({ name: lease.name, holder: lease.holder })
    .update({ expiresAt: lease.now.toISOString() });
}

/**
 * Who holds any job lease now, or null: every running server renews the timed-jobs lease or
 * waits for it every few seconds, so a held lease means a server uses this database
 * (services/backups/restore.ts refuses then). A server that died lets go when its lease runs out.
 */
export async function currentLeaseHolder(db: Db, now: Date): Promise<string | null> {
  if (!(await db.schema.hasTable('job_leases'))) return null;
  const held = (await db('job_leases').where('expiresAt', '>', now.toISOString()).first()) as
    { holder: string } | undefined;
  return held?.holder ?? null;
}
