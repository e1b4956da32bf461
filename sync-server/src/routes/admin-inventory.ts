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
import { mountAdminWrites, productWrite } from '../http/admin-writes';
import { requireAdmin, type AdminState } from '../http/require-admin';
import { listAdminInventory } from '../services/catalogue';
import { flavorPriceEdit, maxPerOrderEdit, priceEdit, stockEdit, visibilityEdit } from '../services/inventory-admin';

/** A product changed: the catalogue cache and every open storefront hear of it. */
const productChanged = <P extends { id: string }>(deps: AppDeps, { params }: { params: P }) =>
  deps.changes.inventoryChanged([params.id]);

/** The owner's edits of products (admin spec section 7), alone or in her outbox's batches. */
export const inventoryWrites = [
  productWrite({
    method: 'PATCH',
    path: '/api/inventory/:id/stock',
    params: productParamsSchema,
    body: stockUpdateSchema,
    productEdit: ({ params, body }) => stockEdit(params.id, body),
    announce: productChanged,
  }),
  productWrite({
    method: 'PATCH',
    path: '/api/inventory/:id/price',
    params: productParamsSchema,
    body: priceUpdateSchema,
    productEdit: ({ params, body }) => priceEdit(params.id, body.price),
    announce: productChanged,
  }),
  productWrite({
    method: 'PATCH',
    path: '/api/inventory/:id/visibility',
    params: productParamsSchema,
    body: visibilityUpdateSchema,
    productEdit: ({ params, body }) => visibilityEdit(params.id, body.visible),
    announce: productChanged,
  }),
  productWrite({
    method: 'PATCH',
    path: '/api/inventory/:id/flavors/:flavor/price',
    params: flavorPriceParamsSchema,
    body: flavorPriceUpdateSchema,
    productEdit: ({ params, body }) => flavorPriceEdit(params.id, params.flavor, body.price),
    announce: productChanged,
  }),
  productWrite({
    method: 'PATCH',
    path: '/api/inventory/:id/max-per-order',
    params: productParamsSchema,
    body: maxPerOrderUpdateSchema,
    productEdit: ({ params, body }) => maxPerOrderEdit(params.id, body.maxPerOrder),
    announce: productChanged,
  }),
];

export function adminInventoryRoutes(router: Router<AdminState>, deps: AppDeps): void {
  router.get('/api/admin/inventory', requireAdmin(deps), async (ctx) => {
    ctx.body = await listAdminInventory(deps.db, deps.clock.now());
  });
  mountAdminWrites(router, deps, inventoryWrites);
}
