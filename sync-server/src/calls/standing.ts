import { standingCalls } from '#shared/calls/standing';
import type { StandingOrderView } from '#shared/standing-orders';
import { cancelHerOrder } from '../services/orders/customer-orders';
import {
  cancelStandingOrder,
  changeStandingLines,
  pauseStandingOrder,
  skipStandingWeek,
  unskipStandingWeek,
} from '../services/standing/standing-changes';
import { openStanding, requestStandingOrder, standingOffer } from '../services/standing/standing-orders';
import { standingViewOf, viewFactsAt } from '../services/standing/standing-view';
import { allChanged, type Changed } from '../services/announce';
import { handlers, type CallContext } from './handler';

/**
 * A regular's standing order (docs/standing-orders.md), opened by the key in her links: asked for
 * from her order page, then seen, paused, changed, skipped a week at a time, or stopped. A wrong
 * or missing key is a 404, as for one that does not exist.
 */
export const standingHandlers = handlers(standingCalls, {
  'standing.offer': async ({ params, query }, { deps, moment }) => ({
    answer: await standingOffer(deps.db, params.id, query.t, moment),
    headers: { 'Cache-Control': 'no-store' },
  }),
  'standing.ask': async ({ params, query }, context) => {
    const { row, changed } = await requestStandingOrder(context.deps.db, params.id, query.t, context.moment);
    return answered(row.id, changed, context);
  },
  'standing.view': async ({ params, query }, context) => {
    await openStanding(context.deps.db, params.id, query.t, context.moment.orderLinkKey);
    return {
      ...(await answered(params.id, {}, context)),
      changed: undefined,
      headers: { 'Cache-Control': 'no-store' },
    };
  },
  'standing.pause': async ({ params, query, body }, context) =>
    answered(
      params.id,
      await pauseStandingOrder(context.deps.db, params.id, query.t, body.paused, context.moment),
      context,
    ),
  'standing.lines': async ({ params, query, body }, context) =>
    answered(
      params.id,
      await changeStandingLines(context.deps.db, params.id, query.t, body.lines, context.moment),
      context,
    ),
  'standing.skip': async ({ params, query, body }, context) => {
    const { deps, moment } = context;
    const { placedOrderId, changed } = await skipStandingWeek(deps.db, params.id, query.t, body.pickupDate, moment);
    // A week placed already is her ordinary order: cancelled by its own rules (the cutoff).
    const cancelled = placedOrderId ? (await cancelHerOrder(deps.db, placedOrderId, moment)).changed : {};
    return answered(params.id, allChanged([changed, cancelled]), context);
  },
  'standing.unskip': async ({ params, query, body }, context) =>
    answered(
      params.id,
      await unskipStandingWeek(context.deps.db, params.id, query.t, body.pickupDate, context.moment),
      context,
    ),
  'standing.stop': async ({ params, query }, context) =>
    answered(params.id, await cancelStandingOrder(context.deps.db, params.id, query.t, context.moment), context),
});

/** Her standing order as it now stands and her page of it, with what the call changed. */
async function answered(
  id: string,
  changed: Changed,
  { deps, moment }: CallContext,
): Promise<{ answer: { standingOrder: StandingOrderView; page: string }; changed: Changed }> {
  const facts = await viewFactsAt(deps.db, moment);
  return {
    answer: { standingOrder: await standingViewOf(deps.db, id, facts), page: moment.links.standingPath(id) },
    changed,
  };
}
