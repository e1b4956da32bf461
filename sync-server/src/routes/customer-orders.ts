import type Router from '@koa/router';
import type { Context } from 'koa';
import { orderTokenQuerySchema, slotChangeSchema, type CustomerOrder } from '#shared/customer-order';
import { recordIdParamsSchema } from '#shared/common';
import type { AppDeps } from '../deps';
import { parseBody, parseParams } from '../http/parse';
import { limitPerAddress } from '../http/rate-limit';
import { tellEveryone } from '../services/announce';
import {
  cancelByCustomer,
  changeSlot,
  customerCalendarEvent,
  customerOrder,
  customerView,
  type CustomerMoment,
} from '../services/orders/customer-orders';
import type { OrderChange } from '../services/orders/order-status';

/**
 * The customer's own order (docs/orders.md), opened by the key in her links: see it, add
 * it to her calendar, move it to another slot, cancel it before the cutoff. Every call needs
 * the key (?t=); a wrong or missing one is a 404, as for an order that does not exist.
 */
export function customerOrderRoutes(router: Router, deps: AppDeps): void {
  const limit = limitPerAddress(deps.limits.cartWrites, 'Too many requests at once. Please wait a minute.');
  const moment = (): CustomerMoment => ({
    now: deps.clock.now(),
    timeZone: deps.config.bakeryTimeZone,
    orderLinkKey: deps.orderLinkKey,
    link: deps.orderLink,
    ownerEmail: deps.config.ownerEmail,
  });
  // A missing or malformed key is a wrong key: 404, like any other (never a 400 that says which).
  const opened = (ctx: Context) => ({
    ...parseParams(ctx, recordIdParamsSchema),
    t: orderTokenQuerySchema.safeParse(ctx.query).data?.t ?? '',
  });
  /** After a change committed: the owner hears of it live, the shop of restocked products. */
  const answer = async ({ order, changed }: OrderChange) => {
    tellEveryone(deps, changed);
    const now = moment();
    return { order: customerView(order, await deps.publicSettings.get(), now) } satisfies { order: CustomerOrder };
  };

  router.get('/api/orders/:id', limit, async (ctx) => {
    const { id, t } = opened(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { order: await customerOrder(deps.db, id, t, moment()) } satisfies { order: CustomerOrder };
  });

  router.get('/api/orders/:id/calendar.ics', limit, async (ctx) => {
    const { id, t } = opened(ctx);
    const { order, event } = await customerCalendarEvent(deps.db, id, t, moment());
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Disposition', `attachment; filename="bakery-order-${order.number}.ics"`);
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.body = event;
  });

  router.patch('/api/orders/:id/slot', limit, async (ctx) => {
    const { id, t } = opened(ctx);
    const { pickupSlot } = parseBody(ctx, slotChangeSchema);
    ctx.body = await answer(await changeSlot(deps.db, id, t, pickupSlot, moment()));
  });

  router.post('/api/orders/:id/cancel', limit, async (ctx) => {
    const { id, t } = opened(ctx);
    ctx.body = await answer(await cancelByCustomer(deps.db, id, t, moment()));
  });
}
