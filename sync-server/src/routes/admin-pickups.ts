import type Router from '@koa/router';
import { bakeListQuerySchema, orderListQuerySchema, pickupNoticeSchema } from '#shared/owner-orders';
import type { AppDeps } from '../deps';
import { answerAdminWrite } from '../http/answer-once';
import { parseBody } from '../http/parse';
import { requireAdmin, type AdminState } from '../http/require-admin';
import { bakeList } from '../services/bake-list';
import { toStoredOrder } from '../services/order-history';
import { ordersMatching } from '../services/order-list';
import { ordersCsv } from '../services/orders-csv';
import { getPickupSettings } from '../services/pickup-settings';
import { previewNotice, sendNotice } from '../services/pickup-notices';
import { weeklyStats } from '../services/weekly-stats';

/** The owner's pickup week: what to bake, the spreadsheet, telling customers, the dashboard. */
export function adminPickupRoutes(router: Router<AdminState>, deps: AppDeps): void {
  const admin = requireAdmin(deps);
  const moment = () => ({ now: deps.clock.now(), timeZone: deps.config.bakeryTimeZone });

  router.get('/api/admin/bake-list', admin, async (ctx) => {
    const { pickupDate, pickupLocation } = bakeListQuerySchema.parse(ctx.query);
    ctx.body = await bakeList(deps.db, pickupDate, pickupLocation);
  });

  router.get('/api/admin/orders.csv', admin, async (ctx) => {
    const { limit: _all, ...filters } = orderListQuerySchema.parse(ctx.query);
    const orders = (await ordersMatching(deps.db, filters)).map(toStoredOrder);
    const name = ['orders', filters.pickupDate, filters.pickupLocation].filter(Boolean).join('-');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', `attachment; filename="${name}.csv"`);
    ctx.body = ordersCsv(orders);
  });

  router.post('/api/admin/pickups/notice/preview', admin, async (ctx) => {
    ctx.body = await previewNotice(deps.db, parseBody(ctx, pickupNoticeSchema), moment());
  });

  router.post('/api/admin/pickups/notice', admin, async (ctx) => {
    const notice = parseBody(ctx, pickupNoticeSchema);
    const { replayed } = await answerAdminWrite(ctx, deps, (db, now) =>
      sendNotice(db, notice, { now, timeZone: deps.config.bakeryTimeZone }),
    );
    if (!replayed) deps.mailer.kick();
  });

  router.get('/api/admin/stats', admin, async (ctx) => {
    const settings = await getPickupSettings(deps.db, moment());
    ctx.body = await weeklyStats(deps.db, settings.nextPickupDates.home);
  });
}
