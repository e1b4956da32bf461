import type Router from '@koa/router';
import {
  maxPerOrderUpdateSchema,
  priceUpdateSchema,
  productParamsSchema,
  stockUpdateSchema,
  visibilityUpdateSchema,
} from '#shared/inventory';
import { flavorPriceParamsSchema, flavorPriceUpdateSchema } from '#shared/owner-orders';
import type { AppDeps } from '../deps';
import { adminWrite, mountAdminWrites } from '../http/admin-writes';
import { requireAdmin, type AdminState } from '../http/require-admin';
import { listAdminInventory } from '../services/catalogue';
import { setFlavorPrice, setMaxPerOrder, setPrice, setStock, setVisibility } from '../services/inventory-admin';

/** A product changed: the catalogue cache and every open storefront hear of it. */
const productChanged = <P extends { id: string }>(deps: AppDeps, { params }: { params: P }) =>
  deps.changes.inventoryChanged([params.id]);

/** The owner's edits of products (admin spec section 7), alone or in her outbox's batches. */
export const inventoryWrites = [
  adminWrite({
    method: 'PATCH',
    path: '/api/inventory/:id/stock',
    params: productParamsSchema,
    body: stockUpdateSchema,
    write: (db, { params, body }, now) => setStock(db, params.id, body, now),
    announce: productChanged,
  }),
  adminWrite({
    method: 'PATCH',
    path: '/api/inventory/:id/price',
    params: productParamsSchema,
    body: priceUpdateSchema,
    write: (db, { params, body }, now) => setPrice(db, params.id, body.price, now),
    announce: productChanged,
  }),
  adminWrite({
    method: 'PATCH',
    path: '/api/inventory/:id/visibility',
    params: productParamsSchema,
    body: visibilityUpdateSchema,
    write: (db, { params, body }, now) => setVisibility(db, params.id, body.visible, now),
    announce: productChanged,
  }),
  adminWrite({
    method: 'PATCH',
    path: '/api/inventory/:id/flavors/:flavor/price',
    params: flavorPriceParamsSchema,
    body: flavorPriceUpdateSchema,
    write: (db, { params, body }, now) => setFlavorPrice(db, params.id, params.flavor, body.price, now),
    announce: productChanged,
  }),
  adminWrite({
    method: 'PATCH',
    path: '/api/inventory/:id/max-per-order',
    params: productParamsSchema,
    body: maxPerOrderUpdateSchema,
    write: (db, { params, body }, now) => setMaxPerOrder(db, params.id, body.maxPerOrder, now),
    announce: productChanged,
  }),
];

export function adminInventoryRoutes(router: Router<AdminState>, deps: AppDeps): void {
  router.get('/api/admin/inventory', requireAdmin(deps), async (ctx) => {
    ctx.body = await listAdminInventory(deps.db, deps.clock.now());
  });
  mountAdminWrites(router, deps, inventoryWrites);
}
