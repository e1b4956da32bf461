import { z } from 'zod';
import type { StoredOrder } from '#shared/order';
import { orderPaymentUpdateSchema, orderStatusUpdateSchema } from '#shared/owner-orders';
import { uuidSchema } from '#shared/common';
import { adminKeys } from '../../lib/query-keys';
import type { EditMap } from '../../sync/admin-edit-kind';
import { updateCachedLists } from '../../sync/cached-lists';

/**
 * The owner moves her orders along the week (CONTRACT.md section 8): ready, picked up, no-show,
 * cancelled, paid. Each is queued like every admin edit, so at the market with no signal a tap
 * shows at once and reaches the server exactly once when the signal returns.
 */
const order = { id: uuidSchema, number: z.number().int() };
const payloads = {
  setOrderStatus: z.object({ ...order, ...orderStatusUpdateSchema.shape }),
  setOrderPayment: z.object({ ...order, ...orderPaymentUpdateSchema.shape }),
};
export type OrderEditPayloads = { [K in keyof typeof payloads]: z.infer<(typeof payloads)[K]> };

/** What she sees change before the server has it: the order in every filtered list. */
const patchOrder = (id: string, change: (order: StoredOrder, now: string) => Partial<StoredOrder>) => ({
  apply: (queryClient: Parameters<typeof updateCachedLists>[0], now: string) =>
    updateCachedLists<StoredOrder[]>(queryClient, adminKeys.orders, (list) =>
      list.map((each) => (each.id === id ? { ...each, ...change(each, now), updatedAt: now } : each)),
    ),
});

const orderLists = [adminKeys.orders, adminKeys.pickups, adminKeys.stats, ['/api/admin/bake-list']] as const;

export const orderEdits = {
  setOrderStatus: {
    payload: payloads.setOrderStatus,
    call: (p) => ({
      method: 'PATCH',
      url: `/api/admin/orders/${p.id}/status`,
      body: p.reason ? { status: p.status, reason: p.reason } : { status: p.status },
    }),
    apply: (queryClient, p, now) =>
      patchOrder(p.id, () => ({ status: p.status, statusReason: p.reason ?? null })).apply(queryClient, now),
    affects: orderLists,
  },
  setOrderPayment: {
    payload: payloads.setOrderPayment,
    call: (p) => ({ method: 'PATCH', url: `/api/admin/orders/${p.id}/payment`, body: { paid: p.paid } }),
    apply: (queryClient, p, now) =>
      patchOrder(p.id, () => ({ paymentStatus: p.paid ? 'paid' : 'unpaid', paidAt: p.paid ? now : null })).apply(
        queryClient,
        now,
      ),
    affects: orderLists,
  },
} satisfies EditMap<OrderEditPayloads>;
