import type Router from '@koa/router';
import type { SubscriberCounts } from '#shared/subscribers';
import { confirmedSubscribersForExport, subscriberCounts } from '../db';
import type { AppDeps } from '../deps';
import { requireAdmin, type AdminState } from '../http/require-admin';
import { subscribersCsv } from '../services/notices/subscribers-csv';

/** The owner's view of the list: how many, and the list itself as a spreadsheet. */
export function adminSubscriberRoutes(router: Router<AdminState>, deps: AppDeps): void {
  const admin = requireAdmin(deps);

  router.get('/api/admin/subscribers', admin, async (ctx) => {
    ctx.body = (await subscriberCounts(deps.db)) satisfies SubscriberCounts;
  });

  router.get('/api/admin/subscribers.csv', admin, async (ctx) => {
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', 'attachment; filename="subscribers.csv"');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = subscribersCsv(await confirmedSubscribersForExport(deps.db), deps.config.bakeryTimeZone);
  });
}
