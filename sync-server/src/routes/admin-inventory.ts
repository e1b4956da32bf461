import type Router from '@koa/router';
import { productParamsSchema, stockUpdateSchema, type StockUpdateResult } from '#shared/inventory';
import type { AppDeps } from '../deps';
import { idempotencyKeyOf, parseBody, parseParams } from '../http/parse';
import { requireAdmin, type AdminState } from '../http/require-admin';
import { listAdminInventory } from '../services/catalogue';
import { withIdempotencyKey } from '../services/idempotency';
import { setStock } from '../services/inventory-admin';

export function adminInventoryRoutes(router: Router<AdminState>, deps: AppDeps): void {
  const admin = requireAdmin(deps.db, deps.clock);

  router.get('/api/admin/inventory', admin, async (ctx) => {
    ctx.body = await listAdminInventory(deps.db, deps.clock.now());
  });

  router.patch('/api/inventory/:id/stock', admin, async (ctx) => {
    const { id } = parseParams(ctx, productParamsSchema);
    const update = parseBody(ctx, stockUpdateSchema);
    const now = deps.clock.now();
    const answer = await withIdempotencyKey(
      deps.db,
      { key: idempotencyKeyOf(ctx), scope: `admin ${ctx.state.admin.id} PATCH ${ctx.path}`, body: update },
      now,
      async (db) => ({ status: 200, body: await setStock(db, id, update, now) }),
    );
    if (!answer.replayed) deps.changes.inventoryChanged([id]);
    ctx.status = answer.status;
    ctx.body = answer.body satisfies StockUpdateResult;
  });
}
