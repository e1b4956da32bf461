import type Router from '@koa/router';
import { recordIdParamsSchema } from '#shared/common';
import {
  manualOrderSchema,
  orderListQuerySchema,
  orderPaymentUpdateSchema,
  orderRefundUpdateSchema,
  orderStatusUpdateSchema,
} from '#shared/owner-orders';
import { placeManualOrder } from '../services/manual-orders';
import type { AppDeps } from '../deps';
import { answerPage, listPageOf } from '../http/list-page';
import { answerAdminWrite } from '../http/answer-once';
import { parseBody, parseParams } from '../http/parse';
import { requireAdmin, type AdminState } from '../http/require-admin';
import { listFailedOrders } from '../services/order-history';
import { listOrders, listPickups } from '../services/order-list';
import { moveOrder, setOrderPayment, setOrderRefund, type OrderChange } from '../services/order-status';

export function adminOrderRoutes(router: Router<AdminState>, deps: AppDeps): void {
  const admin = requireAdmin(deps);
  const moment = () => ({
    now: deps.clock.now(),
    timeZone: deps.config.bakeryTimeZone,
    link: deps.orderLink,
    orderLinkKey: deps.orderLinkKey,
  });

  /** After a change committed: the shop hears of restocked products, the owner of the order. */
  const announce = ({ order, restocked }: OrderChange) => {
    deps.changes.inventoryChanged(restocked);
    deps.changes.ordersChanged([order]);
    deps.mailer.kick();
  };

  router.get('/api/orders', admin, async (ctx) => {
    const query = orderListQuerySchema.parse(ctx.query);
    const { orders, nextBefore } = await listOrders(deps.db, query);
    if (nextBefore !== null) ctx.set('X-Next-Before', String(nextBefore));
    ctx.body = orders;
  });

  router.get('/api/admin/pickups', admin, async (ctx) => {
    ctx.body = await listPickups(deps.db);
  });

  router.patch('/api/admin/orders/:id/status', admin, async (ctx) => {
    const { id } = parseParams(ctx, recordIdParamsSchema);
    const move = parseBody(ctx, orderStatusUpdateSchema);
    const { replayed, body } = await answerAdminWrite(ctx, deps, async (db) => moveOrder(db, id, move, moment()));
    ctx.body = { order: body.order };
    if (!replayed) announce(body);
  });

  router.patch('/api/admin/orders/:id/payment', admin, async (ctx) => {
    const { id } = parseParams(ctx, recordIdParamsSchema);
    const { paid } = parseBody(ctx, orderPaymentUpdateSchema);
    const { replayed, body } = await answerAdminWrite(ctx, deps, (db, now) => setOrderPayment(db, id, paid, now));
    ctx.body = { order: body.order };
    if (!replayed) announce(body);
  });

  router.patch('/api/admin/orders/:id/refund', admin, async (ctx) => {
    const { id } = parseParams(ctx, recordIdParamsSchema);
    const { refunded } = parseBody(ctx, orderRefundUpdateSchema);
    const { replayed, body } = await answerAdminWrite(ctx, deps, (db, now) => setOrderRefund(db, id, refunded, now));
    ctx.body = { order: body.order };
    if (!replayed) announce(body);
  });

  router.post('/api/admin/orders', admin, async (ctx) => {
    const input = parseBody(ctx, manualOrderSchema);
    const { replayed, body } = await answerAdminWrite(
      ctx,
      deps,
      (db, now) => placeManualOrder(db, input, { now, timeZone: deps.config.bakeryTimeZone, link: deps.orderLink }),
      201,
    );
    ctx.body = { order: body.order };
    if (!replayed && !body.replayed) {
      deps.changes.inventoryChanged([...new Set(input.items.map((line) => line.product))]);
      announce({ order: body.order, restocked: [] });
    }
  });

  router.get('/api/admin/failed-orders', admin, async (ctx) => {
    const page = listPageOf(ctx);
    answerPage(ctx, await listFailedOrders(deps.db, page), page);
  });
}
