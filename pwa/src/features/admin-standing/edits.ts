import type { OwnerStandingList } from '#shared/standing-orders';
import { ownerKeys } from '../../lib/query-keys';
import type { EditKinds } from '../../sync/admin-edit-kind';
import { updateCachedList } from '../../sync/cached-lists';

/**
 * Her standing orders (docs/standing-orders.md): her yes or no to a regular, and her rules,
 * queued like every edit. Her answer shows at once on this phone; the server's answer (the
 * standing order as it now stands) replaces it.
 */
export const standingEdits = {
  'approve-standing-order': {
    apply: (queryClient, edit) =>
      updateCachedList<OwnerStandingList>(queryClient, ownerKeys.standingOrders, (list) => ({
        ...list,
        standingOrders: list.standingOrders.map((each) => (each.id === edit.id ? { ...each, status: 'active' } : each)),
      })),
    affects: [ownerKeys.standingOrders],
  },
  'decline-standing-order': {
    apply: (queryClient, edit) =>
      updateCachedList<OwnerStandingList>(queryClient, ownerKeys.standingOrders, (list) => ({
        ...list,
        standingOrders: list.standingOrders.map((each) =>
          each.id === edit.id ? { ...each, status: 'declined', statusReason: edit.reason ?? null } : each,
        ),
      })),
    affects: [ownerKeys.standingOrders],
  },
  'save-standing-settings': {
    apply: (queryClient, { kind: _kind, ...settings }) =>
      updateCachedList<OwnerStandingList>(queryClient, ownerKeys.standingOrders, (list) => ({ ...list, settings })),
    affects: [ownerKeys.standingOrders],
  },
} satisfies EditKinds<'approve-standing-order' | 'decline-standing-order' | 'save-standing-settings'>;
