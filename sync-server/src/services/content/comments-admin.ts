import type { ListPageQuery } from '#shared/api';
import type { Comment as CommentView } from '#shared/comment';
import { rowById, RecipeComment, type Db } from '../../db';
import { notFound } from '../errors';

const toView = (comment: RecipeComment): CommentView => ({
  id: comment.id,
  recipeId: comment.recipeId,
  recipeTitle: comment.recipe?.title ?? null,
  authorName: comment.authorName,
  authorEmail: comment.authorEmail,
  commentText: comment.commentText,
  approved: comment.approved,
  approvedAt: comment.approvedAt,
  createdAt: comment.createdAt,
  adminReply: comment.adminReply,
  adminReplyAt: comment.adminReplyAt,
});

async function findComment(db: Db, id: string): Promise<RecipeComment> {
  const comment = await rowById(RecipeComment, db, id);
  if (!comment) throw notFound('That comment no longer exists', 'unknown-comment');
  return comment;
}

async function fetchView(db: Db, id: string): Promise<CommentView> {
  return toView(await RecipeComment.query(db).findById(id).withGraphFetched('recipe').throwIfNotFound());
}

/** Every comment with its recipe's title, newest first. */
export async function listAllComments(db: Db, page: ListPageQuery): Promise<CommentView[]> {
  const query = RecipeComment.query(db)
    .withGraphFetched('recipe')
    .orderBy('createdAt', 'desc')
    .limit(page.limit + 1);
  if (page.before) query.where('createdAt', '<', page.before);
  return (await query).map(toView);
}

export async function approveComment(db: Db, id: string, now: Date): Promise<CommentView> {
  const comment = await findComment(db, id);
  if (!comment.approved)
    await RecipeComment.query(db).findById(id).patch({ approved: true, approvedAt: now.toISOString() });
  return fetchView(db, id);
}

export async function replyToComment(db: Db, id: string, replyText: string, now: Date): Promise<CommentView> {
  await findComment(db, id);
  await RecipeComment.query(db).findById(id).patch({ adminReply: replyText, adminReplyAt: now.toISOString() });
  return fetchView(db, id);
}

export async function deleteReply(db: Db, id: string): Promise<CommentView> {
  await findComment(db, id);
  await RecipeComment.query(db).findById(id).patch({ adminReply: null, adminReplyAt: null });
  return fetchView(db, id);
}

export async function deleteComment(db: Db, id: string): Promise<{ deleted: string }> {
  await findComment(db, id);
  await RecipeComment.query(db).deleteById(id);
  return { deleted: id };
}
