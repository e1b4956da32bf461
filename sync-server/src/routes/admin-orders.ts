import type Router from '@koa/router';
import { recordIdParamsSchema } from '#shared/common';
import type { StoredOrder } from '#shared/order';
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
import { adminWrite, mountAdminWrites } from '../http/admin-writes';
import { requireAdmin, type AdminState } from '../http/require-admin';
import { listFailedOrders } from '../services/order-history';
import { listOrders, listPickups } from '../services/order-list';
import { moveOrder, setOrderPayment, setOrderRefund, type OrderChange } from '../services/order-status';

/** After a change committed: the shop hears of restocked products, the owner of the order. */
const orderChanged = (deps: AppDeps, _input: unknown, { order, restocked }: OrderChange) => {
  deps.changes.inventoryChanged(restocked);
  deps.changes.ordersChanged([order]);
  deps.mailer.kick();
};
const theOrder = <T extends { order: StoredOrder }>({ order }: T) => ({ order });
const moment = (deps: AppDeps, now: Date) => ({
  now,
  timeZone: deps.config.bakeryTimeZone,
  link: deps.orderLink,
  orderLinkKey: deps.orderLinkKey,
});

/** The owner moves her orders along the week and enters sales, alone or in her outbox's batches. */
export const orderWrites = [
  adminWrite({
    method: 'PATCH',
    path: '/api/admin/orders/:id/status',
    params: recordIdParamsSchema,
    body: orderStatusUpdateSchema,
    write: (db, { params, body }, now, deps) => moveOrder(db, params.id, body, moment(deps, now)),
    answer: theOrder,
    announce: orderChanged,
  }),
  adminWrite({
    method: 'PATCH',
    path: '/api/admin/orders/:id/payment',
    params: recordIdParamsSchema,
    body: orderPaymentUpdateSchema,
    write: (db, { params, body }, now) => setOrderPayment(db, params.id, body.paid, now),
    answer: theOrder,
    announce: orderChanged,
  }),
  adminWrite({
    method: 'PATCH',
    path: '/api/admin/orders/:id/refund',
    params: recordIdParamsSchema,
    body: orderRefundUpdateSchema,
    write: (db, { params, body }, now) => setOrderRefund(db, params.id, body.refunded, now),
    answer: theOrder,
    announce: orderChanged,
  }),
  adminWrite({
    method: 'POST',
    path: '/api/admin/orders',
    body: manualOrderSchema,
    status: 201,
    write: (db, { body }, now, deps) => placeManualOrder(db, body, moment(deps, now)),
    answer: theOrder,
    // A sale whose id was already placed (the outbox sent it again under a new key) changed nothing.
    announce: (deps, { body }, sale) => {
      if (sale.replayed) return;
      deps.changes.inventoryChanged([...new Set(body.items.map((line) => line.product))]);
      orderChanged(deps, undefined, { order: sale.order, restocked: [] });
    },
  }),
];

export function adminOrderRoutes(router: Router<AdminState>, deps: AppDeps): void {
  const admin = requireAdmin(deps);

  router.get('/api/orders', admin, async (ctx) => {
    const query = orderListQuerySchema.parse(ctx.query);
    const { orders, nextBefore } = await listOrders(deps.db, query);
    if (nextBefore !== null) ctx.set('X-Next-Before', String(nextBefore));
    ctx.body = orders;
  });

  router.get('/api/admin/pickups', admin, async (ctx) => {
    ctx.body = await listPickups(deps.db);
  });

  mountAdminWrites(router, deps, orderWrites);

  router.get('/api/admin/failed-orders', admin, async (ctx) => {
    const page = listPageOf(ctx);
    answerPage(ctx, await listFailedOrders(deps.db, page), page);
  });
}
