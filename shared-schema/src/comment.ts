import * as z from 'zod/mini';
import { emailSchema, personNameSchema, requiredText } from './common';

/** POST /api/recipes/{id}/comments. The form sends a placeholder authorEmail (docs/product.md, "What the forms refuse"). */
export const commentSubmissionSchema = z.object({
  recipeId: z.optional(z.string().check(z.maxLength(64))),
  authorName: personNameSchema('Your first name'),
  authorEmail: z.optional(emailSchema),
  commentText: requiredText('Comment', 2000),
});
export type CommentSubmission = z.infer<typeof commentSubmissionSchema>;
/** POST /api/recipes/{id}/comments: kept, to be shown once the owner approves it. */
export const commentReceiptSchema = z.object({
  id: z.string(),
  recipeId: z.string(),
  approved: z.literal(false),
  createdAt: z.string(),
});
export type CommentReceipt = z.infer<typeof commentReceiptSchema>;

/** What the public sees of an approved comment: never the author's e-mail. */
export const publicCommentSchema = z.object({
  id: z.string(),
  authorName: z.string(),
  commentText: z.string(),
  createdAt: z.string(),
  adminReply: z.nullable(z.string()),
  adminReplyAt: z.nullable(z.string()),
});
export type PublicComment = z.infer<typeof publicCommentSchema>;
/** GET /api/recipes/{id}/comments: a recipe's approved comments. */
export const publicCommentListSchema = z.array(publicCommentSchema);

export const commentSchema = z.extend(publicCommentSchema, {
  recipeId: z.string(),
  recipeTitle: z.nullable(z.string()),
  authorEmail: z.nullable(z.string()),
  approved: z.boolean(),
  approvedAt: z.nullable(z.string()),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentListSchema = z.array(commentSchema);

export const replySchema = z.object({ replyText: requiredText('Reply', 2000) });
