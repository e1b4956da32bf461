import type Router from '@koa/router';
import { recordIdParamsSchema } from '#shared/common';
import type { AppDeps } from '../deps';
import { adminWrite, mountAdminWrites } from '../http/admin-writes';
import { answerPage, listPageOf } from '../http/list-page';
import { requireAdmin, type AdminState } from '../http/require-admin';
import { approveReview, deleteReview, listAllReviews } from '../services/reviews-admin';

/** The /reviews page (and its kept render) shows approved reviews: an approval or a delete changes it. */
const reviewsChanged = (deps: AppDeps) => deps.changes.contentChanged(['reviews']);

/** The owner moderates reviews, alone or in her outbox's batches. */
export const reviewWrites = [
  adminWrite({
    method: 'PATCH',
    path: '/api/admin/reviews/:id/approve',
    params: recordIdParamsSchema,
    write: (db, { params }, now) => approveReview(db, params.id, now),
    announce: reviewsChanged,
  }),
  adminWrite({
    method: 'DELETE',
    path: '/api/admin/reviews/:id',
    params: recordIdParamsSchema,
    write: (db, { params }) => deleteReview(db, params.id),
    announce: reviewsChanged,
  }),
];

export function adminReviewRoutes(router: Router<AdminState>, deps: AppDeps): void {
  router.get('/api/admin/reviews', requireAdmin(deps), async (ctx) => {
    const page = listPageOf(ctx);
    answerPage(ctx, await listAllReviews(deps.db, page), page);
  });
  mountAdminWrites(router, deps, reviewWrites);
}
