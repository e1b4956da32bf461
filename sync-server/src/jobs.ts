import type { AppDeps } from './deps';
import { sweepExpiredHolds } from './services/holds';
import { forgetOldKeys } from './services/idempotency';
import { applyScheduleIfAutoManaged } from './services/pickup-settings';
import { sendDueReminders } from './services/pickup-notices';

const EVERY_SECOND = 1000;
const EVERY_HALF_MINUTE = 30 * 1000;
const EVERY_MINUTE = 60 * 1000;
const EVERY_HOUR = 60 * 60 * 1000;

/**
 * Background work of the one server process:
 *  - expired holds are deleted and announced, so open storefronts see the stock come back;
 *  - mail that failed is retried (mailer.ts decides when each one is due);
 *  - while auto-manage is on, the weekly schedule opens and closes orders (schedule.ts);
 *  - the day before a pickup, its customers are reminded (once per order, pickup-notices.ts);
 *  - idempotency keys past their retention are forgotten.
 * Each job runs one pass at a time; a slow pass skips ticks instead of piling up.
 */
export function startJobs(deps: AppDeps): { stop(): Promise<void> } {
  const running = new Set<Promise<void>>();
  const timers = [
    every(EVERY_SECOND, 'sweep expired holds', async () => {
      const productIds = await sweepExpiredHolds(deps.db, deps.clock.now());
      deps.changes.inventoryChanged(productIds);
    }),
    every(EVERY_HALF_MINUTE, 'retry mail', async () => deps.mailer.kick()),
    every(EVERY_MINUTE, 'apply the pickup schedule', applySchedule),
    every(EVERY_MINUTE, 'send pickup reminders', async () => {
      const sent = await sendDueReminders(deps.db, { now: deps.clock.now(), timeZone: deps.config.bakeryTimeZone });
      if (sent > 0) deps.mailer.kick();
    }),
    every(EVERY_HOUR, 'forget old idempotency keys', async () => void (await forgetOldKeys(deps.db, deps.clock.now()))),
  ];

  async function applySchedule() {
    const changed = await applyScheduleIfAutoManaged(deps.db, {
      now: deps.clock.now(),
      timeZone: deps.config.bakeryTimeZone,
    });
    if (changed) deps.changes.settingsChanged();
  }
  function every(intervalMs: number, name: string, job: () => Promise<void>) {
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      const pass = job()
        .catch((error: unknown) => deps.log.error(`job failed: ${name}`, { error: String(error) }))
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
    },
  };
}
