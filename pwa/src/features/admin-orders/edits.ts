import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { StoredOrder } from '#shared/order';
import { orderPaymentUpdateSchema, orderRefundUpdateSchema, orderStatusUpdateSchema } from '#shared/owner-orders';
import { uuidSchema } from '#shared/common';
import { adminKeys, orderFigureKeys } from '../../lib/query-keys';
import type { EditMap } from '../../sync/admin-edit-kind';
import { updateCachedLists } from '../../sync/cached-lists';

/**
 * The owner moves her orders along the week (CONTRACT.md section 8): ready, picked up, no-show,
 * cancelled, paid, refunded. Each is queued like every admin edit, so at the market with no
 * signal a tap shows at once and reaches the server exactly once when the signal returns.
 *
 * What she sees before the server has it is not written into the saved lists: the lists keep
 * what the server said, and every screen shows them with the edits still waiting in her outbox
 * applied on top (pending-orders.ts), after a reload exactly as before it, and the figures add
 * the difference those edits make. Once the server answers, its order replaces the saved one.
 */
const order = { id: uuidSchema, number: z.number().int() };
const payloads = {
  setOrderStatus: z.object({ ...order, ...orderStatusUpdateSchema.shape }),
  setOrderPayment: z.object({ ...order, ...orderPaymentUpdateSchema.shape }),
  setOrderRefund: z.object({ ...order, ...orderRefundUpdateSchema.shape }),
};
export type OrderEditPayloads = { [K in keyof typeof payloads]: z.infer<(typeof payloads)[K]> };

/** What each edit changes on its order, `at` the moment she made it. */
export const orderChanges: {
  [K in keyof OrderEditPayloads]: (payload: OrderEditPayloads[K], at: string) => Partial<StoredOrder>;
} = {
  setOrderStatus: (p) => ({ status: p.status, statusReason: p.reason ?? null }),
  setOrderPayment: (p, at) => ({ paymentStatus: p.paid ? 'paid' : 'unpaid', paidAt: p.paid ? at : null }),
  setOrderRefund: (p, at) => ({ paymentStatus: p.refunded ? 'refunded' : 'paid', refundedAt: p.refunded ? at : null }),
};

/** The server's answer is the order as it now stands: it replaces the saved copy in every list. */
function keepAnswer(queryClient: QueryClient | undefined, answer: unknown): void {
  const answered = (answer as { order?: StoredOrder } | null)?.order;
  if (!queryClient || !answered) return;
  void updateCachedLists<StoredOrder[]>(queryClient, adminKeys.orders, (list) =>
    list.map((each) => (each.id === answered.id ? answered : each)),
  );
}

const patch = (id: string, url: string, body: unknown) =>
  ({ method: 'PATCH', url: `/api/admin/orders/${id}/${url}`, body }) as const;

export const orderEdits = {
  setOrderStatus: {
    payload: payloads.setOrderStatus,
    call: (p) => patch(p.id, 'status', p.reason ? { status: p.status, reason: p.reason } : { status: p.status }),
    affects: orderFigureKeys,
    onSent: (_p, answer, queryClient) => keepAnswer(queryClient, answer),
  },
  setOrderPayment: {
    payload: payloads.setOrderPayment,
    call: (p) => patch(p.id, 'payment', { paid: p.paid }),
    affects: orderFigureKeys,
    onSent: (_p, answer, queryClient) => keepAnswer(queryClient, answer),
  },
  setOrderRefund: {
    payload: payloads.setOrderRefund,
    call: (p) => patch(p.id, 'refund', { refunded: p.refunded }),
    affects: orderFigureKeys,
    onSent: (_p, answer, queryClient) => keepAnswer(queryClient, answer),
  },
} satisfies EditMap<OrderEditPayloads>;
