import type Router from '@koa/router';
import { orderListQuerySchema } from '#shared/owner-orders';
import type { AppDeps } from '../deps';
import { answerPage, listPageOf } from '../http/list-page';
import { requireAdmin, type AdminState } from '../http/require-admin';
import { listFailedOrders } from '../services/orders/order-history';
import { listOrders, listPickups } from '../services/orders/order-list';

/** The owner's lists of orders, pickups and refused checkouts; her changes to orders are owner-edits/. */
export function adminOrderRoutes(router: Router<AdminState>, deps: AppDeps): void {
  const admin = requireAdmin(deps);

  router.get('/api/orders', admin, async (ctx) => {
    const query = orderListQuerySchema.parse(ctx.query);
    const { orders, nextBefore } = await listOrders(deps.db, query);
    if (nextBefore !== null) ctx.set('X-Next-Before', String(nextBefore));
    ctx.body = orders;
  });

  router.get('/api/admin/pickups', admin, async (ctx) => {
    ctx.body = await listPickups(deps.db);
  });

  router.get('/api/admin/failed-orders', admin, async (ctx) => {
    const page = listPageOf(ctx);
    answerPage(ctx, await listFailedOrders(deps.db, page), page);
  });
}
