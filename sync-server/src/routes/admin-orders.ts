import type Router from '@koa/router';
import type { AppDeps } from '../deps';
import { requireAdmin, type AdminState } from '../http/require-admin';
import { listFailedOrders, listOrders } from '../services/order-history';

export function adminOrderRoutes(router: Router<AdminState>, deps: AppDeps): void {
  const admin = requireAdmin(deps);

  router.get('/api/orders', admin, async (ctx) => {
    ctx.body = await listOrders(deps.db);
  });

  router.get('/api/admin/failed-orders', admin, async (ctx) => {
    ctx.body = await listFailedOrders(deps.db);
  });
}
