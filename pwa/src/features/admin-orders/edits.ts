import type { QueryClient } from '@tanstack/react-query';
import type { StoredOrder } from '#shared/order';
import type { EditOf } from '#shared/owner-edits';
import { orderFigureKeys, ownerKeys } from '../../lib/query-keys';
import type { EditKinds } from '../../sync/admin-edit-kind';
import { updateCachedLists } from '../../sync/cached-lists';

/**
 * The owner moves her orders along the week (docs/orders.md): ready, picked up, no-show,
 * cancelled, paid, refunded. Each is queued like every admin edit, so at the market with no
 * signal a tap shows at once and reaches the server exactly once when the signal returns.
 *
 * What she sees before the server has it is not written into the saved lists: the lists keep
 * what the server said, and every screen shows them with the edits still waiting in her outbox
 * applied on top (pending-orders.ts), after a reload exactly as before it, and the figures add
 * the difference those edits make. Once the server answers, its order replaces the saved one.
 */
export type OrderEditKind = 'set-order-status' | 'set-order-payment' | 'set-order-refund';

/** What each edit changes on its order, `at` the moment she made it. */
export const orderChanges: {
  [K in OrderEditKind]: (edit: EditOf<K>, at: string) => Partial<StoredOrder>;
} = {
  'set-order-status': (edit) => ({ status: edit.status, statusReason: edit.reason ?? null }),
  'set-order-payment': (edit, at) => ({ paymentStatus: edit.paid ? 'paid' : 'unpaid', paidAt: edit.paid ? at : null }),
  'set-order-refund': (edit, at) => ({
    paymentStatus: edit.refunded ? 'refunded' : 'paid',
    refundedAt: edit.refunded ? at : null,
  }),
};

/** The server's answer is the order as it now stands: it replaces the saved copy in every list. */
function keepAnswer(queryClient: QueryClient, { order }: { order: StoredOrder }): void {
  void updateCachedLists<StoredOrder[]>(queryClient, ownerKeys.orders, (list) =>
    list.map((each) => (each.id === order.id ? order : each)),
  );
}

export const orderEdits = {
  'set-order-status': {
    affects: orderFigureKeys,
    onSent: (_edit, answer, queryClient) => keepAnswer(queryClient, answer),
  },
  'set-order-payment': {
    affects: orderFigureKeys,
    onSent: (_edit, answer, queryClient) => keepAnswer(queryClient, answer),
  },
  'set-order-refund': {
    affects: orderFigureKeys,
    onSent: (_edit, answer, queryClient) => keepAnswer(queryClient, answer),
  },
} satisfies EditKinds<OrderEditKind>;
