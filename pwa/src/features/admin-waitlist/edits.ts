import type { OwnerWaitlist } from '#shared/waitlist';
import { ownerKeys } from '../../lib/query-keys';
import type { EditKinds } from '../../sync/admin-edit-kind';
import { updateCachedList } from '../../sync/cached-lists';

/** Her offer time (docs/waitlist.md), queued like every edit: shown at once, sent once. */
export const waitlistEdits = {
  'save-waitlist-settings': {
    apply: (queryClient, { offerMinutes }) =>
      updateCachedList<OwnerWaitlist>(queryClient, ownerKeys.waitlist, (lines) => ({
        ...lines,
        settings: { offerMinutes },
      })),
    affects: [ownerKeys.waitlist],
  },
} satisfies EditKinds<'save-waitlist-settings'>;
