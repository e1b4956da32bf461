import type Router from '@koa/router';
import { orderPayloadSchema, type PlaceOrderResponse } from '#shared/order';
import { isDatabaseUnreachable } from '../db';
import type { AppDeps } from '../deps';
import { idempotencyKeyOf, parseBody } from '../http/parse';
import { limitPerAddress } from '../http/rate-limit';
import { tellEveryone } from '../services/announce';
import { Refusal } from '../services/errors';
import { failureOf, recordFailedAttempt } from '../services/orders/failed-orders';
import { fingerprintOf } from '../services/idempotency';
import { orderPagePath } from '../services/order-links';
import { spend } from '../services/rate-limits';

export function orderRoutes(router: Router, deps: AppDeps): void {
  const limit = limitPerAddress(deps.limits.cartWrites, 'Too many orders at once. Please wait a minute.');

  router.post('/api/orders', limit, async (ctx) => {
    const raw: unknown = ctx.request.body;
    try {
      // All of the request is read first (body, key), then the rules run.
      const payload = parseBody(ctx, orderPayloadSchema);
      const key = idempotencyKeyOf(ctx);
      await spend(deps.limits.cartSessionWrites, payload.sessionId, 'Too many orders at once. Please wait a minute.');
      const { order, changed } = await deps.orders.place({
        payload,
        keyed: key ? { scope: 'POST /api/orders', key, fingerprint: fingerprintOf(raw) } : undefined,
      });
      tellEveryone(deps, changed);
      ctx.status = 201;
      ctx.body = { order, orderPage: orderPagePath(deps.orderLinkKey, order.id) } satisfies PlaceOrderResponse;
    } catch (error) {
      // A refused checkout is kept for the owner; a reused idempotency key is not a checkout,
      // and with the database unreachable there is nowhere to keep it (the app tries again).
      const unrecordable =
        (error instanceof Refusal && error.reason === 'idempotency-key-reused') || isDatabaseUnreachable(error);
      if (!unrecordable) {
        const moment = {
          now: deps.clock.now(),
          timeZone: deps.config.bakeryTimeZone,
          orderLinkKey: deps.orderLinkKey,
        };
        await recordFailedAttempt(deps.db, raw, failureOf(error), moment).then(
          (changed) => tellEveryone(deps, changed),
          (recordError: unknown) => deps.log.error('could not record a failed order', { error: String(recordError) }),
        );
      }
      throw error;
    }
  });
}
