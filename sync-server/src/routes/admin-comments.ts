import type Router from '@koa/router';
import { replySchema } from '#shared/comment';
import { recordIdParamsSchema } from '#shared/common';
import type { AppDeps } from '../deps';
import { adminWrite, mountAdminWrites } from '../http/admin-writes';
import { answerPage, listPageOf } from '../http/list-page';
import { requireAdmin, type AdminState } from '../http/require-admin';
import {
  approveComment,
  deleteComment,
  deleteReply,
  listAllComments,
  replyToComment,
} from '../services/comments-admin';

/** The owner moderates recipe comments and replies to them, alone or in her outbox's batches. */
export const commentWrites = [
  adminWrite({
    method: 'PATCH',
    path: '/api/admin/comments/:id/approve',
    params: recordIdParamsSchema,
    write: (db, { params }, now) => approveComment(db, params.id, now),
  }),
  adminWrite({
    method: 'DELETE',
    path: '/api/admin/comments/:id',
    params: recordIdParamsSchema,
    write: (db, { params }) => deleteComment(db, params.id),
  }),
  adminWrite({
    method: 'POST',
    path: '/api/admin/comments/:id/reply',
    params: recordIdParamsSchema,
    body: replySchema,
    write: (db, { params, body }, now) => replyToComment(db, params.id, body.replyText, now),
  }),
  adminWrite({
    method: 'DELETE',
    path: '/api/admin/comments/:id/reply',
    params: recordIdParamsSchema,
    write: (db, { params }) => deleteReply(db, params.id),
  }),
];

export function adminCommentRoutes(router: Router<AdminState>, deps: AppDeps): void {
  router.get('/api/admin/comments', requireAdmin(deps), async (ctx) => {
    const page = listPageOf(ctx);
    answerPage(ctx, await listAllComments(deps.db, page), page);
  });
  mountAdminWrites(router, deps, commentWrites);
}
