import type Router from '@koa/router';
import type { StoredOrder } from '#shared/order';
import {
  bakeListQuerySchema,
  orderExportName,
  orderExportQuerySchema,
  pickupNoticeSchema,
  pickupSlotsQuerySchema,
  type OrderExportFile,
} from '#shared/owner-orders';
import type { AppDeps } from '../deps';
import { answerAdminWrite } from '../http/answer-once';
import { parseBody } from '../http/parse';
import { requireAdmin, type AdminState } from '../http/require-admin';
import { bakeList } from '../services/orders/bake-list';
import { toStoredOrder } from '../services/orders/order-history';
import { ordersMatching } from '../services/orders/order-list';
import { orderLinesCsv, ordersCsv } from '../services/orders/orders-csv';
import { getPickupSettings } from '../services/pickups/pickup-settings';
import { previewNotice, sendNotice } from '../services/notices/pickup-notices';
import { pickupBookings } from '../services/pickups/pickup-places';
import { weeklyStats } from '../services/orders/weekly-stats';

/** The owner's pickup week: what to bake, the spreadsheet, telling customers, the dashboard. */
export function adminPickupRoutes(router: Router<AdminState>, deps: AppDeps): void {
  const admin = requireAdmin(deps);
  const moment = () => ({ now: deps.clock.now(), timeZone: deps.config.bakeryTimeZone, link: deps.orderLink });

  router.get('/api/admin/bake-list', admin, async (ctx) => {
    const { pickupDate, pickupLocation, split } = bakeListQuerySchema.parse(ctx.query);
    ctx.body = await bakeList(deps.db, pickupDate, pickupLocation, split === 'slot');
  });

  /** The spreadsheets: one row per order, or one per line (shared orderExportQuerySchema). */
  const exportCsv = (file: OrderExportFile, write: (orders: StoredOrder[]) => string) =>
    router.get(`/api/admin/${file}.csv`, admin, async (ctx) => {
      const { cancelled, ...filters } = orderExportQuerySchema.parse(ctx.query);
      const query = ordersMatching(deps.db, filters, 'asc');
      if (cancelled === 'exclude') query.whereNot('status', 'cancelled');
      const orders = (await query).map(toStoredOrder);
      ctx.type = 'text/csv; charset=utf-8';
      ctx.set('Content-Disposition', `attachment; filename="${orderExportName(file, { ...filters, cancelled })}"`);
      ctx.body = write(orders);
    });
  exportCsv('orders', (orders) => ordersCsv(orders, deps.config.bakeryTimeZone));
  exportCsv('order-lines', orderLinesCsv);

  router.post('/api/admin/pickups/notice/preview', admin, async (ctx) => {
    ctx.body = await previewNotice(deps.db, parseBody(ctx, pickupNoticeSchema), moment());
  });

  router.post('/api/admin/pickups/notice', admin, async (ctx) => {
    const notice = parseBody(ctx, pickupNoticeSchema);
    await answerAdminWrite(ctx, deps, (db, now) =>
      sendNotice(db, notice, { now, timeZone: deps.config.bakeryTimeZone, link: deps.orderLink }),
    );
  });

  router.get('/api/admin/pickup-slots', admin, async (ctx) => {
    const pickup = pickupSlotsQuerySchema.parse(ctx.query);
    ctx.body = await pickupBookings(deps.db, pickup, moment());
  });

  router.get('/api/admin/stats', admin, async (ctx) => {
    const settings = await getPickupSettings(deps.db, moment());
    ctx.body = await weeklyStats(deps.db, settings.nextPickupDates);
  });
}
