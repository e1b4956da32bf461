import type Router from '@koa/router';
import {
  maxPerOrderUpdateSchema,
  priceUpdateSchema,
  productParamsSchema,
  stockUpdateSchema,
  visibilityUpdateSchema,
} from '#shared/inventory';
import type { AppDeps } from '../deps';
import { answerAdminWrite } from '../http/answer-once';
import { parseBody, parseParams } from '../http/parse';
import { requireAdmin, type AdminState } from '../http/require-admin';
import { listAdminInventory } from '../services/catalogue';
import { setFlavorPrice, setMaxPerOrder, setPrice, setStock, setVisibility } from '../services/inventory-admin';
import { flavorPriceParamsSchema, flavorPriceUpdateSchema } from '#shared/owner-orders';

export function adminInventoryRoutes(router: Router<AdminState>, deps: AppDeps): void {
  const admin = requireAdmin(deps);

  router.get('/api/admin/inventory', admin, async (ctx) => {
    ctx.body = await listAdminInventory(deps.db, deps.clock.now());
  });

  router.patch('/api/inventory/:id/stock', admin, async (ctx) => {
    const { id } = parseParams(ctx, productParamsSchema);
    const update = parseBody(ctx, stockUpdateSchema);
    const { replayed } = await answerAdminWrite(ctx, deps, (db, now) => setStock(db, id, update, now));
    if (!replayed) deps.changes.inventoryChanged([id]);
  });

  router.patch('/api/inventory/:id/price', admin, async (ctx) => {
    const { id } = parseParams(ctx, productParamsSchema);
    const { price } = parseBody(ctx, priceUpdateSchema);
    const { replayed } = await answerAdminWrite(ctx, deps, (db, now) => setPrice(db, id, price, now));
    if (!replayed) deps.changes.inventoryChanged([id]);
  });

  router.patch('/api/inventory/:id/visibility', admin, async (ctx) => {
    const { id } = parseParams(ctx, productParamsSchema);
    const { visible } = parseBody(ctx, visibilityUpdateSchema);
    const { replayed } = await answerAdminWrite(ctx, deps, (db, now) => setVisibility(db, id, visible, now));
    if (!replayed) deps.changes.inventoryChanged([id]);
  });

  router.patch('/api/inventory/:id/flavors/:flavor/price', admin, async (ctx) => {
    const { id, flavor } = parseParams(ctx, flavorPriceParamsSchema);
    const { price } = parseBody(ctx, flavorPriceUpdateSchema);
    const { replayed } = await answerAdminWrite(ctx, deps, (db, now) => setFlavorPrice(db, id, flavor, price, now));
    if (!replayed) deps.changes.inventoryChanged([id]);
  });

  router.patch('/api/inventory/:id/max-per-order', admin, async (ctx) => {
    const { id } = parseParams(ctx, productParamsSchema);
    const { maxPerOrder } = parseBody(ctx, maxPerOrderUpdateSchema);
    const { replayed } = await answerAdminWrite(ctx, deps, (db, now) => setMaxPerOrder(db, id, maxPerOrder, now));
    if (!replayed) deps.changes.inventoryChanged([id]);
  });
}
