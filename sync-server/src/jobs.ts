import { releaseJobLease, takeJobLease } from './db';
import type { AppDeps } from './deps';
import { tellEveryone } from './services/announce';
import { backupSourceOf } from './services/backups/backups';
import { backUpIfDue } from './services/backups/timed-backups';
import { sweepExpiredHolds } from './services/holds/holds';
import { forgetOldKeys } from './services/idempotency';
import { sendDueReminders } from './services/notices/pickup-notices';
import { applyScheduleAndAnnounce } from './services/notices/drop-notices';
import { OUTBOX_RETRY_MS } from './services/mail/mailer';
import { momentOf } from './services/moment';
import { offerToLines } from './services/waitlist/offers';
import { offerPlacesToLines } from './services/waitlist/place-offers';
import { followShopsBake } from './services/catalogue/shops-bake';

const EVERY_SECOND = 1000;
const EVERY_MINUTE = 60 * 1000;
const EVERY_HOUR = 60 * 60 * 1000;

/** How long the timed jobs stay with a server that stops renewing its lease (it died). */
const JOB_LEASE_MS = 15 * 1000;
/** How often the server holding the jobs renews its lease. */
const RENEW_LEASE_MS = 3 * 1000;
const LEASE_NAME = 'timed-jobs';

/**
 * Background work, done by one server at a time (a lease in the database, db/job-leases.ts;
 * with one server it is always this one):
 *  - expired holds are deleted and announced, so open storefronts see the stock come back;
 *  - what comes back of a product with a waitlist, and a place at a full pickup or time with
 *    one, is offered to the line, in order, and an offer not taken in time passes to the next
 *    (waitlist/offers.ts, waitlist/place-offers.ts);
 *  - when the shop moves on to its next bake, every open screen gets that bake's counts;
 *  - while auto-manage is on, the weekly schedule opens and closes orders (schedule.ts), and
 *    subscribers hear of each opening once (notices/drop-notices.ts; also a missed one);
 *  - the day before a pickup, its customers are reminded (once per order, pickup-notices.ts);
 *  - idempotency keys past their retention are forgotten;
 *  - a backup is taken when the newest is BACKUP_INTERVAL old (checked every minute, so a server
 *    restarted often still takes them), and the oldest past BACKUP_KEEP are removed.
 * Each job runs one pass at a time; a slow pass skips ticks instead of piling up. Mail is
 * delivered by every server (after the commits that queued it, once their kicks pause:
 * mailer.ts), each mail claimed by one, and every server looks for mail due again (retries,
 * and the mail of a server that died) every OUTBOX_RETRY_MS, without waiting for the lease:
 * that keeps a dead sender's mail under a minute.
 */
export function startJobs(deps: AppDeps): { stop(): Promise<void> } {
  const running = new Set<Promise<void>>();
  const lease = { name: LEASE_NAME, holder: deps.serverId };
  let leaseRenewedAt = 0;
  let holdingLease = false;
  /** What a pass is decided at: the time it runs. */
  const momentNow = () => momentOf(deps, deps.clock.now());
  /** Whether this server runs the jobs now: renews the lease every few seconds, or takes it. */
  async function runsJobs(): Promise<boolean> {
    const now = deps.clock.now();
    if (holdingLease && now.getTime() - leaseRenewedAt < RENEW_LEASE_MS) return true;
    holdingLease = await takeJobLease(deps.db, { ...lease, now, forMs: JOB_LEASE_MS });
    if (holdingLease) leaseRenewedAt = now.getTime();
    return holdingLease;
  }

  const timers = [
    every(EVERY_SECOND, 'sweep expired holds', async () => {
      tellEveryone(deps, await sweepExpiredHolds(deps.db, deps.clock.now()));
    }),
    every(EVERY_SECOND, 'offer to the waitlists', async () => {
      tellEveryone(deps, await offerToLines(deps.db, momentNow()));
      tellEveryone(deps, await offerPlacesToLines(deps.db, momentNow()));
    }),
    every(OUTBOX_RETRY_MS, 'retry mail', async () => deps.mailer.kick(), { leased: false }),
    every(EVERY_MINUTE, 'apply the pickup schedule', applySchedule),
    every(EVERY_MINUTE, 'send pickup reminders', async () => {
      const sent = await sendDueReminders(deps.db, momentNow());
      tellEveryone(deps, { mail: sent > 0 });
    }),
    every(EVERY_HOUR, 'forget old idempotency keys', async () => void (await forgetOldKeys(deps.db, deps.clock.now()))),
  ];
  const { backupIntervalMs } = deps.config;
  if (backupIntervalMs !== null) {
    timers.push(every(Math.min(backupIntervalMs, EVERY_MINUTE), 'back up the database', backUp));
  }

  async function backUp() {
    const outcome = await backUpIfDue(
      deps.db,
      { ...backupSourceOf(deps.config), server: deps.db },
      {
        backupDir: deps.config.backupDir,
        intervalMs: backupIntervalMs!,
        keep: deps.config.backupKeep,
        now: deps.clock.now(),
      },
    );
    if (outcome?.good)
      deps.log.info(`backup: ${outcome.backup.dir} (${outcome.backup.manifest.orders} orders, checked)`);
    else if (outcome)
      deps.log.error(`backup: ${outcome.problem}${outcome.keptAs ? ` (kept apart in ${outcome.keptAs})` : ''}`);
  }

  async function applySchedule() {
    const { changed, sent } = await applyScheduleAndAnnounce(deps.db, momentNow());
    for (const drop of sent) deps.log.info(`notices: ${drop.kind} for ${drop.opening}`, { ...drop });
    tellEveryone(deps, changed);
    tellEveryone(deps, await shopsBake.pass(momentNow()));
  }
  const shopsBake = followShopsBake(deps.db);
  function every(intervalMs: number, name: string, job: () => Promise<void>, options = { leased: true }) {
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      const pass = (options.leased ? runsJobs() : Promise.resolve(true))
        .then((mine) => (mine ? job() : undefined))
        .catch((error: unknown) => {
          // An unreachable database fails every job every second: said once, by the outage watch.
          if (!deps.outage.report(error, 'job')) deps.log.error(`job failed: ${name}`, { error: String(error) });
        })
        .finally(() => {
          busy = false;
          running.delete(pass);
        });
      running.add(pass);
    }, intervalMs);
    timer.unref();
    return timer;
  }

  return {
    stop: async () => {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running);
      if (holdingLease) await releaseJobLease(deps.db, { ...lease, now: deps.clock.now() });
    },
  };
}
