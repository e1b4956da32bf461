import type Router from '@koa/router';
import type { Context } from 'koa';
import { recordIdParamsSchema } from '#shared/common';
import { orderTokenQuerySchema } from '#shared/customer-order';
import {
  standingLinesUpdateSchema,
  standingPauseSchema,
  standingSkipSchema,
  type StandingOrderView,
} from '#shared/standing-orders';
import type { AppDeps } from '../deps';
import { parseBody, parseParams } from '../http/parse';
import { limitPerAddress } from '../http/rate-limit';
import { tellEveryone } from '../services/announce';
import { cancelByCustomer } from '../services/orders/customer-orders';
import { orderToken, standingPagePath } from '../services/order-links';
import { getPickupSettings } from '../services/pickups/pickup-settings';
import {
  cancelStandingOrder,
  changeStandingLines,
  pauseStandingOrder,
  skipStandingWeek,
  unskipStandingWeek,
} from '../services/standing/standing-changes';
import { standingMomentOf } from '../services/standing/standing-moment';
import { openStanding, requestStandingOrder, standingOffer } from '../services/standing/standing-orders';
import { getStandingSettings } from '../services/standing/standing-settings';
import { standingViewOf } from '../services/standing/standing-view';

/**
 * A regular's standing order (docs/standing-orders.md), opened by the key in her links: asked
 * for from her order page, then seen, paused, changed, skipped a week at a time, or stopped.
 * Every call needs the key (?t=); a wrong or missing one is a 404, as for one that does not exist.
 */
export function standingOrderRoutes(router: Router, deps: AppDeps): void {
  const limit = limitPerAddress(deps.limits.cartWrites, 'Too many requests at once. Please wait a minute.');
  const moment = () => standingMomentOf(deps, deps.clock.now());
  const opened = (ctx: Context) => ({
    ...parseParams(ctx, recordIdParamsSchema),
    t: orderTokenQuerySchema.safeParse(ctx.query).data?.t ?? '',
  });
  /** Her standing order as it now stands, and her page of it. */
  async function answer(id: string): Promise<{ standingOrder: StandingOrderView; page: string }> {
    const facts = {
      settings: await getPickupSettings(deps.db, moment()),
      standing: await getStandingSettings(deps.db),
      orderLinkKey: deps.orderLinkKey,
    };
    return { standingOrder: await standingViewOf(deps.db, id, facts), page: standingPagePath(deps.orderLinkKey, id) };
  }

  router.get('/api/orders/:id/standing', limit, async (ctx) => {
    const { id, t } = opened(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await standingOffer(deps.db, id, t, moment());
  });

  router.post('/api/orders/:id/standing', limit, async (ctx) => {
    const { id, t } = opened(ctx);
    const { row, changed } = await requestStandingOrder(deps.db, id, t, moment());
    tellEveryone(deps, changed);
    ctx.status = 201;
    ctx.body = await answer(row.id);
  });

  router.get('/api/standing/:id', limit, async (ctx) => {
    const { id, t } = opened(ctx);
    await openStanding(deps.db, id, t, deps.orderLinkKey);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await answer(id);
  });

  router.post('/api/standing/:id/pause', limit, async (ctx) => {
    const { id, t } = opened(ctx);
    const { paused } = parseBody(ctx, standingPauseSchema);
    tellEveryone(deps, await pauseStandingOrder(deps.db, id, t, paused, moment()));
    ctx.body = await answer(id);
  });

  router.put('/api/standing/:id/lines', limit, async (ctx) => {
    const { id, t } = opened(ctx);
    const { lines } = parseBody(ctx, standingLinesUpdateSchema);
    tellEveryone(deps, await changeStandingLines(deps.db, id, t, lines, moment()));
    ctx.body = await answer(id);
  });

  router.post('/api/standing/:id/skip', limit, async (ctx) => {
    const { id, t } = opened(ctx);
    const { pickupDate } = parseBody(ctx, standingSkipSchema);
    const { placedOrderId, changed } = await skipStandingWeek(deps.db, id, t, pickupDate, moment());
    tellEveryone(deps, changed);
    // A week placed already is her ordinary order: cancelled by its own rules (the cutoff).
    if (placedOrderId) {
      const cancelled = await cancelByCustomer(
        deps.db,
        placedOrderId,
        orderToken(deps.orderLinkKey, placedOrderId),
        moment(),
      );
      tellEveryone(deps, cancelled.changed);
    }
    ctx.body = await answer(id);
  });

  router.post('/api/standing/:id/unskip', limit, async (ctx) => {
    const { id, t } = opened(ctx);
    const { pickupDate } = parseBody(ctx, standingSkipSchema);
    tellEveryone(deps, await unskipStandingWeek(deps.db, id, t, pickupDate, moment()));
    ctx.body = await answer(id);
  });

  router.post('/api/standing/:id/cancel', limit, async (ctx) => {
    const { id, t } = opened(ctx);
    tellEveryone(deps, await cancelStandingOrder(deps.db, id, t, moment()));
    ctx.body = await answer(id);
  });
}
