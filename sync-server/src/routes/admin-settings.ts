import type Router from '@koa/router';
import { pickupSettingsUpdateSchema } from '#shared/pickup-settings';
import type { AppDeps } from '../deps';
import { answerAdminWrite } from '../http/answer-once';
import { parseBody } from '../http/parse';
import { requireAdmin, type AdminState } from '../http/require-admin';
import { applySchedule, updatePickupSettings } from '../services/pickup-settings';

export function adminSettingsRoutes(router: Router<AdminState>, deps: AppDeps): void {
  const admin = requireAdmin(deps);
  const timeZone = deps.config.bakeryTimeZone;

  router.put('/api/pickup-settings', admin, async (ctx) => {
    const update = parseBody(ctx, pickupSettingsUpdateSchema);
    const { replayed } = await answerAdminWrite(ctx, deps, (db, now) =>
      updatePickupSettings(db, update, { now, timeZone }),
    );
    if (!replayed) deps.changes.settingsChanged();
  });

  // 'Auto-Update Now': apply the weekly schedule at once, even while auto-manage is off.
  router.post('/api/pickup-settings/auto-update', admin, async (ctx) => {
    const { replayed } = await answerAdminWrite(
      ctx,
      deps,
      async (db, now) => (await applySchedule(db, { now, timeZone })).settings,
    );
    if (!replayed) deps.changes.settingsChanged();
  });
}
