import type Router from '@koa/router';
import { replySchema } from '#shared/comment';
import { recordIdParamsSchema } from '#shared/common';
import type { AppDeps } from '../deps';
import { answerPage, listPageOf } from '../http/list-page';
import { answerAdminWrite } from '../http/answer-once';
import { parseBody, parseParams } from '../http/parse';
import { requireAdmin, type AdminState } from '../http/require-admin';
import {
  approveComment,
  deleteComment,
  deleteReply,
  listAllComments,
  replyToComment,
} from '../services/comments-admin';

export function adminCommentRoutes(router: Router<AdminState>, deps: AppDeps): void {
  const admin = requireAdmin(deps);

  router.get('/api/admin/comments', admin, async (ctx) => {
    const page = listPageOf(ctx);
    answerPage(ctx, await listAllComments(deps.db, page), page);
  });

  router.patch('/api/admin/comments/:id/approve', admin, async (ctx) => {
    const { id } = parseParams(ctx, recordIdParamsSchema);
    await answerAdminWrite(ctx, deps, (db, now) => approveComment(db, id, now));
  });

  router.delete('/api/admin/comments/:id', admin, async (ctx) => {
    const { id } = parseParams(ctx, recordIdParamsSchema);
    await answerAdminWrite(ctx, deps, (db) => deleteComment(db, id));
  });

  router.post('/api/admin/comments/:id/reply', admin, async (ctx) => {
    const { id } = parseParams(ctx, recordIdParamsSchema);
    const { replyText } = parseBody(ctx, replySchema);
    await answerAdminWrite(ctx, deps, (db, now) => replyToComment(db, id, replyText, now));
  });

  router.delete('/api/admin/comments/:id/reply', admin, async (ctx) => {
    const { id } = parseParams(ctx, recordIdParamsSchema);
    await answerAdminWrite(ctx, deps, (db) => deleteReply(db, id));
  });
}
