import type Router from '@koa/router';
import { orderPayloadSchema, type StoredOrder } from '#shared/order';
import type { AppDeps } from '../deps';
import { idempotencyKeyOf, parseBody } from '../http/parse';
import { limitPerAddress } from '../http/rate-limit';
import { failureOf, recordFailedAttempt } from '../services/failed-orders';
import { withIdempotencyKey } from '../services/idempotency';
import { placeOrder } from '../services/orders';
import { Refusal } from '../services/errors';

export function orderRoutes(router: Router, deps: AppDeps): void {
  const limit = limitPerAddress(deps.limits.cartWrites, 'Too many orders at once. Please wait a minute.');

  router.post('/api/orders', limit, async (ctx) => {
    const raw: unknown = ctx.request.body;
    const now = deps.clock.now();
    try {
      const payload = parseBody(ctx, orderPayloadSchema);
      const answer = await withIdempotencyKey(
        deps.db,
        { key: idempotencyKeyOf(ctx), scope: 'POST /api/orders', body: raw },
        now,
        async (db) => ({
          status: 201,
          body: { order: await placeOrder(db, payload, { now, ownerEmail: deps.config.ownerEmail }) },
        }),
      );
      if (!answer.replayed) {
        deps.changes.inventoryChanged([...new Set(payload.items.map((line) => line.product))]);
        deps.mailer.kick();
      }
      ctx.status = answer.status;
      ctx.body = answer.body satisfies { order: StoredOrder };
    } catch (error) {
      // A refused checkout is kept for the owner; a reused idempotency key is not a checkout.
      if (!(error instanceof Refusal && error.reason === 'idempotency-key-reused')) {
        await recordFailedAttempt(deps.db, raw, failureOf(error), now).catch((recordError: unknown) =>
          deps.log.error('could not record a failed order', { error: String(recordError) }),
        );
      }
      throw error;
    }
  });
}
