import { cartCalls } from '#shared/calls/cart';
import { release, shrinkHold } from '../services/holds/holds';
import { handlers } from './handler';

/** A cart's holds (docs/architecture.md, "Holds"); concurrent holds are decided together by the hold desk. */
export const cartHandlers = handlers(cartCalls, {
  'cart.reserve': async ({ body }, { deps }) => {
    const { reservation, changed } = await deps.holds.reserve(body);
    return { answer: { reservation }, changed };
  },
  'cart.shrink': async ({ params, body }, { deps, now }) => {
    const { reservation, changed } = await shrinkHold(deps.db, params.id, body, now);
    return { answer: { reservation }, changed };
  },
  'cart.release': async ({ params }, { deps }) => ({ answer: undefined, changed: await release(deps.db, params.id) }),
});
