import { z } from 'zod';
import { recordIdParamsSchema } from '#shared/common';
import type { Review } from '#shared/review';
import { adminKeys, reviewKeys } from '../../lib/query-keys';
import type { EditMap } from '../../sync/admin-edit-kind';
import { updateCachedList } from '../../sync/cached-lists';

/** The owner's moderation of reviews (admin spec section 5), queued offline. */
const byId = z.object({ id: recordIdParamsSchema.shape.id });
export type ReviewEditPayloads = { approveReview: { id: string }; deleteReview: { id: string } };

const reviewLists = [adminKeys.reviews, reviewKeys.approved] as const;

export const reviewEdits = {
  approveReview: {
    payload: byId,
    call: (p) => ({ method: 'PATCH', url: `/api/admin/reviews/${p.id}/approve` }),
    apply: (queryClient, p, now) =>
      updateCachedList<Review[]>(queryClient, adminKeys.reviews, (list) =>
        list.map((review) =>
          review.id === p.id ? { ...review, approved: true, approvedAt: review.approvedAt ?? now } : review,
        ),
      ),
    affects: reviewLists,
  },
  deleteReview: {
    payload: byId,
    call: (p) => ({ method: 'DELETE', url: `/api/admin/reviews/${p.id}` }),
    apply: (queryClient, p) =>
      updateCachedList<Review[]>(queryClient, adminKeys.reviews, (list) => list.filter((review) => review.id !== p.id)),
    affects: reviewLists,
  },
} satisfies EditMap<ReviewEditPayloads>;
