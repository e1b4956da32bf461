import type { CommentReceipt, CommentSubmission, PublicComment } from '#shared/comment';
import { randomUUID } from 'node:crypto';
import { RecipeComment, type Db } from '../../db';
import { invalid, notFound } from '../errors';
import { findPublishedRecipe } from './recipes';

const noSuchRecipe = () => notFound('That recipe does not exist or is not published', 'unknown-recipe');

/** Approved comments of a published recipe, oldest first so a thread reads top to bottom. */
export async function listApprovedComments(db: Db, recipeId: string): Promise<PublicComment[]> {
  if (!(await findPublishedRecipe(db, recipeId))) throw noSuchRecipe();
  const rows = await RecipeComment.query(db).where({ recipeId, approved: true }).orderBy('createdAt', 'asc');
  return rows.map(({ id, authorName, commentText, createdAt, adminReply, adminReplyAt }) => ({
    id,
    authorName,
    commentText,
    createdAt,
    adminReply,
    adminReplyAt,
  }));
}

/** Stores a comment for moderation. It is not public until the owner approves it. */
export async function submitComment(
  db: Db,
  recipeId: string,
  submission: CommentSubmission,
  now: Date,
): Promise<CommentReceipt> {
  if (submission.recipeId !== undefined && submission.recipeId !== recipeId) {
    throw invalid('The recipe named in the comment is not the recipe of its address', 'recipe-mismatch');
  }
  if (!(await findPublishedRecipe(db, recipeId))) throw noSuchRecipe();
  const comment = {
    id: randomUUID(),
    recipeId,
    authorName: submission.authorName,
    authorEmail: submission.authorEmail ?? null,
    commentText: submission.commentText,
    approved: false as const,
    createdAt: now.toISOString(),
  };
  await RecipeComment.query(db).insert(comment);
  return { id: comment.id, recipeId, approved: false, createdAt: comment.createdAt };
}
