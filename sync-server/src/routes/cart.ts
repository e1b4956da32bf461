import type Router from '@koa/router';
import { reservationParamsSchema, reserveRequestSchema, shrinkHoldSchema, type ReserveResponse } from '#shared/cart';
import type { AppDeps } from '../deps';
import { parseBody, parseParams } from '../http/parse';
import { limitPerAddress } from '../http/rate-limit';
import { tellEveryone } from '../services/announce';
import { release, shrinkHold } from '../services/holds/holds';
import { spend } from '../services/rate-limits';

export const TOO_MANY_CART_CHANGES = 'Too many cart changes at once. Please wait a minute.';

export function cartRoutes(router: Router, deps: AppDeps): void {
  // A generous ceiling per address (a market's Wi-Fi is one address for many phones), and each
  // cart's own allowance once the body says which cart it is.
  const limit = limitPerAddress(deps.limits.cartWrites, TOO_MANY_CART_CHANGES);

  router.post('/api/cart/reserve', limit, async (ctx) => {
    const request = parseBody(ctx, reserveRequestSchema);
    await spend(deps.limits.cartSessionWrites, request.sessionId, TOO_MANY_CART_CHANGES);
    const { reservation, changed } = await deps.holds.reserve(request);
    tellEveryone(deps, changed);
    ctx.status = 201;
    ctx.body = { reservation } satisfies ReserveResponse;
  });

  router.patch('/api/cart/reserve/:id', limit, async (ctx) => {
    const { id } = parseParams(ctx, reservationParamsSchema);
    const request = parseBody(ctx, shrinkHoldSchema);
    await spend(deps.limits.cartSessionWrites, request.sessionId, TOO_MANY_CART_CHANGES);
    const { reservation, changed } = await shrinkHold(deps.db, id, request, deps.clock.now());
    tellEveryone(deps, changed);
    ctx.body = { reservation } satisfies ReserveResponse;
  });

  router.delete('/api/cart/reserve/:id', limit, async (ctx) => {
    const { id } = parseParams(ctx, reservationParamsSchema);
    tellEveryone(deps, await release(deps.db, id));
    ctx.status = 204;
  });
}
