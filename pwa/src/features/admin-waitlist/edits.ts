import type { OwnerWaitlist } from '#shared/waitlist';
import { ownerKeys } from '../../lib/query-keys';
import type { EditKinds } from '../../sync/admin-edit-kind';
import { updateCachedList } from '../../sync/cached-lists';

/** Without the place she took out: the positions behind it move up, as they do on the server. */
function withoutPlace(lines: OwnerWaitlist, id: string): OwnerWaitlist {
  const renumbered = <T extends { id: string; position: number; status: string }>(line: T[]) =>
    line.filter((place) => place.id !== id).map((place, index) => ({ ...place, position: index + 1 }));
  const counted = <L extends { line: { id: string; status: string }[]; waiting: number; offered: number }>(
    group: L,
  ) => {
    const removed = group.line.find((place) => place.id === id);
    if (!removed) return group;
    return {
      ...group,
      waiting: group.waiting - (removed.status === 'waiting' ? 1 : 0),
      offered: group.offered - (removed.status === 'offered' ? 1 : 0),
    };
  };
  return {
    ...lines,
    products: lines.products.map((product) => ({ ...counted(product), line: renumbered(product.line) })),
    places: lines.places.map((pickup) => ({ ...counted(pickup), line: renumbered(pickup.line) })),
  };
}

/** Her waitlist edits (docs/waitlist.md), queued like every edit: shown at once, sent once. */
export const waitlistEdits = {
  'save-waitlist-settings': {
    apply: (queryClient, { offerMinutes }) =>
      updateCachedList<OwnerWaitlist>(queryClient, ownerKeys.waitlist, (lines) => ({
        ...lines,
        settings: { offerMinutes },
      })),
    affects: [ownerKeys.waitlist],
  },
  'remove-waitlist-entry': {
    apply: (queryClient, { id }) =>
      updateCachedList<OwnerWaitlist>(queryClient, ownerKeys.waitlist, (lines) => withoutPlace(lines, id)),
    affects: [ownerKeys.waitlist],
  },
} satisfies EditKinds<'save-waitlist-settings' | 'remove-waitlist-entry'>;
