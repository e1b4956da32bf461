import type Router from '@koa/router';
import { recordIdParamsSchema } from '#shared/common';
import type { AppDeps } from '../deps';
import { answerPage, listPageOf } from '../http/list-page';
import { answerAdminWrite } from '../http/answer-once';
import { parseParams } from '../http/parse';
import { requireAdmin, type AdminState } from '../http/require-admin';
import { approveReview, deleteReview, listAllReviews } from '../services/reviews-admin';

export function adminReviewRoutes(router: Router<AdminState>, deps: AppDeps): void {
  const admin = requireAdmin(deps);

  router.get('/api/admin/reviews', admin, async (ctx) => {
    const page = listPageOf(ctx);
    answerPage(ctx, await listAllReviews(deps.db, page), page);
  });

  router.patch('/api/admin/reviews/:id/approve', admin, async (ctx) => {
    const { id } = parseParams(ctx, recordIdParamsSchema);
    await answerAdminWrite(ctx, deps, (db, now) => approveReview(db, id, now));
  });

  router.delete('/api/admin/reviews/:id', admin, async (ctx) => {
    const { id } = parseParams(ctx, recordIdParamsSchema);
    await answerAdminWrite(ctx, deps, (db) => deleteReview(db, id));
  });
}
