import { shopCalls } from '#shared/calls/shop';
import { isDatabaseUnreachable } from '../db';
import { nextPickupBakes } from '#shared/bake-days';
import { notFound, Refusal } from '../services/errors';
import { freeInBake } from '../services/catalogue/catalogue';
import { failureOf, recordFailedAttempt } from '../services/orders/failed-orders';
import { listApprovedComments } from '../services/content/comments';
import { listPublishedRecipes } from '../services/content/recipes';
import { listApprovedReviews } from '../services/content/reviews';
import { nothingChanged, type Changed } from '../services/announce';
import { handlers, type CallContext } from './handler';

export const shopHandlers = handlers(shopCalls, {
  // The busiest reads: kept encoded with their ETags until they change (services/catalogue/prepared-body.ts).
  'shop.inventory': {
    prepared: (deps) => deps.catalogue.ready() ?? deps.catalogue.get().then((catalogue) => catalogue.body),
  },
  'shop.pickup-settings': { prepared: (deps) => deps.publicSettings.prepared() },

  /**
   * The checkout: the order desk places it once per Idempotency-Key (services/orders/orders.ts),
   * and a refused one is kept for the owner, before the refusal is answered.
   */
  'shop.checkout': {
    handle: async ({ body }, { deps, moment, idempotency }) => {
      const { order, changed } = await deps.orders.place({ payload: body, keyed: idempotency });
      return { answer: { order, orderPage: moment.links.orderPath(order.id) }, changed };
    },
    refused: keepRefusal,
  },

  // Only a bake that serves a place's next pickup: what a checkout can be for.
  'shop.bake-stock': async ({ params }, { deps, moment }) => {
    if (!nextPickupBakes(await deps.publicSettings.get()).includes(params.bakeDay)) {
      throw notFound('No pickup taking orders is baked on that day', 'unknown-bake');
    }
    return { answer: await freeInBake(deps.db, moment.now, params.bakeDay) };
  },
  'shop.recipes': async (_input, { deps }) => ({ answer: await listPublishedRecipes(deps.db) }),
  'shop.recipe-comments': async ({ params }, { deps }) => ({ answer: await listApprovedComments(deps.db, params.id) }),
  'shop.reviews': async (_input, { deps }) => ({ answer: await listApprovedReviews(deps.db) }),
});

/**
 * A refused checkout is kept in failed_order_attempts for the owner to call the customer back;
 * a reused idempotency key is not a checkout, and with the database unreachable there is nowhere
 * to keep it (the app tries again). What the request sent is kept as sent, not as parsed.
 */
async function keepRefusal(error: unknown, { deps, moment, request }: CallContext): Promise<Changed> {
  const unrecordable =
    (error instanceof Refusal && error.reason === 'idempotency-key-reused') || isDatabaseUnreachable(error);
  if (unrecordable) return nothingChanged;
  return recordFailedAttempt(deps.db, request.body, failureOf(error), moment).catch((recordError: unknown) => {
    deps.log.error('could not record a failed order', { error: String(recordError) });
    return nothingChanged;
  });
}
