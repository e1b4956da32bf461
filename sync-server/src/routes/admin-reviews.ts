import type Router from '@koa/router';
import type { AppDeps } from '../deps';
import { answerPage, listPageOf } from '../http/list-page';
import { requireAdmin, type AdminState } from '../http/require-admin';
import { listAllReviews } from '../services/content/reviews-admin';

/** The owner's list of reviews, every one (docs/api.md); her moderation is owner-edits/. */
export function adminReviewRoutes(router: Router<AdminState>, deps: AppDeps): void {
  router.get('/api/admin/reviews', requireAdmin(deps), async (ctx) => {
    const page = listPageOf(ctx);
    answerPage(ctx, await listAllReviews(deps.db, page), page);
  });
}
