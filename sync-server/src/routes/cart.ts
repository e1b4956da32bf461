import type Router from '@koa/router';
import { reservationParamsSchema, reserveRequestSchema, type ReserveResponse } from '#shared/cart';
import type { AppDeps } from '../deps';
import { parseBody, parseParams } from '../http/parse';
import { limitPerAddress } from '../http/rate-limit';
import { release } from '../services/holds';

export function cartRoutes(router: Router, deps: AppDeps): void {
  const limit = limitPerAddress(deps.limits.cartWrites, 'Too many cart changes at once. Please wait a minute.');

  router.post('/api/cart/reserve', limit, async (ctx) => {
    const request = parseBody(ctx, reserveRequestSchema);
    const reservation = await deps.holds.reserve(request);
    deps.changes.inventoryChanged([reservation.productId]);
    ctx.status = 201;
    ctx.body = { reservation } satisfies ReserveResponse;
  });

  router.delete('/api/cart/reserve/:id', limit, async (ctx) => {
    const { id } = parseParams(ctx, reservationParamsSchema);
    const productId = await release(deps.db, id);
    if (productId) deps.changes.inventoryChanged([productId]);
    ctx.status = 204;
  });
}
