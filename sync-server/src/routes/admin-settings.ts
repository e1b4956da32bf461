import type Router from '@koa/router';
import { pickupSettingsUpdateSchema } from '#shared/pickup-settings';
import { inTransaction } from '../db';
import type { AppDeps } from '../deps';
import { answerAdminWrite } from '../http/answer-once';
import { parseBody } from '../http/parse';
import { requireAdmin, type AdminState } from '../http/require-admin';
import { announceDueNotices, dropMoment, type SentDrop } from '../services/notices/drop-notices';
import { applySchedule, updatePickupSettings } from '../services/pickup-settings';

export function adminSettingsRoutes(router: Router<AdminState>, deps: AppDeps): void {
  const admin = requireAdmin(deps);
  const timeZone = deps.config.bakeryTimeZone;

  /** Whatever opens orders announces the opening in its own transaction (notices/drop-notices.ts). */
  const announced = (sent: SentDrop[]) => {
    if (sent.length > 0) deps.mailer.kick();
  };

  router.put('/api/pickup-settings', admin, async (ctx) => {
    const update = parseBody(ctx, pickupSettingsUpdateSchema);
    let sent: SentDrop[] = [];
    const { replayed } = await answerAdminWrite(ctx, deps, (db, now) =>
      // The switch and the notices of the opening it makes commit together, or neither does.
      inTransaction(db, async (trx) => {
        const settings = await updatePickupSettings(trx, update, { now, timeZone });
        sent = await announceDueNotices(trx, { ...dropMoment(deps), now });
        return settings;
      }),
    );
    if (!replayed) deps.changes.settingsChanged();
    announced(sent);
  });

  // 'Auto-Update Now': apply the weekly schedule at once, even while auto-manage is off.
  router.post('/api/pickup-settings/auto-update', admin, async (ctx) => {
    let sent: SentDrop[] = [];
    const { replayed } = await answerAdminWrite(ctx, deps, (db, now) =>
      inTransaction(db, async (trx) => {
        const { settings } = await applySchedule(trx, { now, timeZone });
        sent = await announceDueNotices(trx, { ...dropMoment(deps), now });
        return settings;
      }),
    );
    if (!replayed) deps.changes.settingsChanged();
    announced(sent);
  });
}
