import { standingCalls } from '#shared/calls/standing';
import type { StandingOrderView } from '#shared/standing-orders';
import { momentOf } from '../services/moment';
import { orderToken, standingPagePath } from '../services/order-links';
import { cancelByCustomer } from '../services/orders/customer-orders';
import { getPickupSettings } from '../services/pickups/pickup-settings';
import {
  cancelStandingOrder,
  changeStandingLines,
  pauseStandingOrder,
  skipStandingWeek,
  unskipStandingWeek,
} from '../services/standing/standing-changes';
import { openStanding, requestStandingOrder, standingOffer } from '../services/standing/standing-orders';
import { getStandingSettings } from '../services/standing/standing-settings';
import { standingViewOf } from '../services/standing/standing-view';
import { allChanged, type Changed } from '../services/announce';
import { handlers, type CallContext } from './handler';

/**
 * A regular's standing order (docs/standing-orders.md), opened by the key in her links: asked for
 * from her order page, then seen, paused, changed, skipped a week at a time, or stopped. A wrong
 * or missing key is a 404, as for one that does not exist.
 */
export const standingHandlers = handlers(standingCalls, {
  'standing.offer': async ({ params, query }, { deps, now }) => ({
    answer: await standingOffer(deps.db, params.id, query.t, momentOf(deps, now)),
    headers: { 'Cache-Control': 'no-store' },
  }),
  'standing.ask': async ({ params, query }, context) => {
    const { row, changed } = await requestStandingOrder(
      context.deps.db,
      params.id,
      query.t,
      momentOf(context.deps, context.now),
    );
    return answered(row.id, changed, context);
  },
  'standing.view': async ({ params, query }, context) => {
    await openStanding(context.deps.db, params.id, query.t, context.deps.orderLinkKey);
    return {
      ...(await answered(params.id, {}, context)),
      changed: undefined,
      headers: { 'Cache-Control': 'no-store' },
    };
  },
  'standing.pause': async ({ params, query, body }, context) =>
    answered(
      params.id,
      await pauseStandingOrder(context.deps.db, params.id, query.t, body.paused, momentOf(context.deps, context.now)),
      context,
    ),
  'standing.lines': async ({ params, query, body }, context) =>
    answered(
      params.id,
      await changeStandingLines(context.deps.db, params.id, query.t, body.lines, momentOf(context.deps, context.now)),
      context,
    ),
  'standing.skip': async ({ params, query, body }, context) => {
    const { deps, now } = context;
    const { placedOrderId, changed } = await skipStandingWeek(
      deps.db,
      params.id,
      query.t,
      body.pickupDate,
      momentOf(deps, now),
    );
    // A week placed already is her ordinary order: cancelled by its own rules (the cutoff).
    const cancelled = placedOrderId
      ? (
          await cancelByCustomer(
            deps.db,
            placedOrderId,
            orderToken(deps.orderLinkKey, placedOrderId),
            momentOf(deps, now),
          )
        ).changed
      : {};
    return answered(params.id, allChanged([changed, cancelled]), context);
  },
  'standing.unskip': async ({ params, query, body }, context) =>
    answered(
      params.id,
      await unskipStandingWeek(
        context.deps.db,
        params.id,
        query.t,
        body.pickupDate,
        momentOf(context.deps, context.now),
      ),
      context,
    ),
  'standing.stop': async ({ params, query }, context) =>
    answered(
      params.id,
      await cancelStandingOrder(context.deps.db, params.id, query.t, momentOf(context.deps, context.now)),
      context,
    ),
});

/** Her standing order as it now stands and her page of it, with what the call changed. */
async function answered(
  id: string,
  changed: Changed,
  { deps, now }: CallContext,
): Promise<{ answer: { standingOrder: StandingOrderView; page: string }; changed: Changed }> {
  const facts = {
    settings: await getPickupSettings(deps.db, momentOf(deps, now)),
    standing: await getStandingSettings(deps.db),
    orderLinkKey: deps.orderLinkKey,
  };
  return {
    answer: { standingOrder: await standingViewOf(deps.db, id, facts), page: standingPagePath(deps.orderLinkKey, id) },
    changed,
  };
}
