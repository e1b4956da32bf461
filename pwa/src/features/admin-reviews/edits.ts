import type { Review } from '#shared/review';
import { ownerKeys, reviewKeys } from '../../lib/query-keys';
import type { EditKinds } from '../../sync/admin-edit-kind';
import { updateCachedList } from '../../sync/cached-lists';

/** The owner's moderation of reviews (docs/product.md, "What the forms refuse"), queued offline. */
const reviewLists = [ownerKeys.reviews, reviewKeys.approved] as const;

export const reviewEdits = {
  'approve-review': {
    apply: (queryClient, edit, now) =>
      updateCachedList<Review[]>(queryClient, ownerKeys.reviews, (list) =>
        list.map((review) =>
          review.id === edit.id ? { ...review, approved: true, approvedAt: review.approvedAt ?? now } : review,
        ),
      ),
    affects: reviewLists,
  },
  'delete-review': {
    apply: (queryClient, edit) =>
      updateCachedList<Review[]>(queryClient, ownerKeys.reviews, (list) =>
        list.filter((review) => review.id !== edit.id),
      ),
    affects: reviewLists,
  },
} satisfies EditKinds<'approve-review' | 'delete-review'>;
