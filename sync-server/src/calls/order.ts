import { orderCalls } from '#shared/calls/order';
import {
  cancelByCustomer,
  changePickup,
  changeSlot,
  customerCalendarEvent,
  customerOrder,
  customerView,
} from '../services/orders/customer-orders';
import type { OrderChange } from '../services/orders/order-status';
import { handlers, type CallContext } from './handler';

const noStore = { 'Cache-Control': 'no-store' };

/**
 * The customer's own order (docs/orders.md), opened by the key in her links: see it, add it to
 * her calendar, move it to another slot, cancel it before the cutoff. A wrong or missing key is a
 * 404, as for an order that does not exist.
 */
export const orderHandlers = handlers(orderCalls, {
  'order.view': async ({ params, query }, { deps, moment }) => ({
    answer: { order: await customerOrder(deps.db, params.id, query.t, moment) },
    headers: noStore,
  }),
  'order.calendar': async ({ params, query }, { deps, moment }) => {
    const { order, event } = await customerCalendarEvent(deps.db, params.id, query.t, moment);
    return {
      answer: event,
      headers: { ...noStore, 'Content-Disposition': `attachment; filename="bakery-order-${order.number}.ics"` },
    };
  },
  'order.move-slot': async ({ params, query, body }, context) =>
    hers(await changeSlot(context.deps.db, params.id, query.t, body.pickupSlot, context.moment), context),
  'order.move-pickup': async ({ params, query, body }, context) =>
    hers(await changePickup(context.deps.db, params.id, query.t, body, context.moment), context),
  'order.cancel': async ({ params, query }, context) =>
    hers(await cancelByCustomer(context.deps.db, params.id, query.t, context.moment), context),
});

/** Her order as it now stands, and what the change changed (the owner hears of it, the shop of restocked products). */
async function hers({ order, changed }: OrderChange, { deps, moment }: CallContext) {
  return { answer: { order: customerView(order, await deps.publicSettings.get(), moment) }, changed };
}
