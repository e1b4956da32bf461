import type { QueryClient } from '@tanstack/react-query';
import type { OwnerStandingList, OwnerStandingOrder } from '#shared/standing-orders';
import { orderFigureKeys, ownerKeys } from '../../lib/query-keys';
import type { EditKinds } from '../../sync/admin-edit-kind';
import { updateCachedList } from '../../sync/cached-lists';
import type { StandingEditKind } from './pending-standing';

/**
 * Her standing orders (docs/standing-orders.md): her yes or no to what a regular asks, a week
 * not placed placed now, a regular paused or stopped by her, and her rules, queued like every
 * edit.
 *
 * What she did to a regular before the server has it is not written into the saved list: the
 * list keeps what the server said, and the page shows it with the edits still waiting in her
 * outbox on top (pending-standing.ts), so a refused one (a yes past the pickup's cap) is never
 * shown as done. Once the server answers, its standing order replaces the saved one.
 */
function keepAnswer(queryClient: QueryClient, { standingOrder }: { standingOrder: OwnerStandingOrder }): void {
  void updateCachedList<OwnerStandingList>(queryClient, ownerKeys.standingOrders, (list) => ({
    ...list,
    standingOrders: list.standingOrders.map((each) => (each.id === standingOrder.id ? standingOrder : each)),
  }));
}

const regularEdit = {
  affects: [ownerKeys.standingOrders],
  onSent: (_edit: unknown, answer: { standingOrder: OwnerStandingOrder }, queryClient: QueryClient) =>
    keepAnswer(queryClient, answer),
};

export const standingEdits = {
  'approve-standing-order': regularEdit,
  'decline-standing-order': regularEdit,
  'pause-standing-order': regularEdit,
  'stop-standing-order': regularEdit,
  // A week placed is an order: every figure an order moves is read again.
  'place-standing-week': { ...regularEdit, affects: orderFigureKeys },
  'save-standing-settings': {
    apply: (queryClient, { kind: _kind, ...settings }) =>
      updateCachedList<OwnerStandingList>(queryClient, ownerKeys.standingOrders, (list) => ({ ...list, settings })),
    affects: [ownerKeys.standingOrders],
  },
} satisfies EditKinds<StandingEditKind | 'save-standing-settings'>;
