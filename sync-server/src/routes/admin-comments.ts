import type Router from '@koa/router';
import type { AppDeps } from '../deps';
import { answerPage, listPageOf } from '../http/list-page';
import { requireAdmin, type AdminState } from '../http/require-admin';
import { listAllComments } from '../services/content/comments-admin';

/** The owner's list of recipe comments; her moderation and replies are owner-edits/. */
export function adminCommentRoutes(router: Router<AdminState>, deps: AppDeps): void {
  router.get('/api/admin/comments', requireAdmin(deps), async (ctx) => {
    const page = listPageOf(ctx);
    answerPage(ctx, await listAllComments(deps.db, page), page);
  });
}
