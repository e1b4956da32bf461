import * as z from 'zod/mini';
import { PERSON_NAME_MAX, personNameSchema, requiredText } from './common';

/** The longest a review's fields may be: the schema's rule, and what the form shows and stops at. */
export const reviewLimits = { customerName: PERSON_NAME_MAX, reviewText: 2000 } as const;

export const reviewSubmissionSchema = z.object({
  customerName: personNameSchema('Your name'),
  rating: z
    .number({ error: 'Please select a rating from 1 to 5 stars' })
    .check(
      z.int('Please select a rating from 1 to 5 stars'),
      z.minimum(1, 'Please select a rating from 1 to 5 stars'),
      z.maximum(5, 'Please select a rating from 1 to 5 stars'),
    ),
  reviewText: requiredText('Review', reviewLimits.reviewText),
});
export type ReviewSubmission = z.infer<typeof reviewSubmissionSchema>;
/** POST /api/reviews: kept, to be shown once the owner approves it. */
export const reviewReceiptSchema = z.object({ id: z.string(), approved: z.boolean(), createdAt: z.string() });

/** GET /api/reviews: approved reviews only. */
export const publicReviewSchema = z.object({
  id: z.string(),
  customerName: z.string(),
  rating: z.number().check(z.int()),
  reviewText: z.string(),
  createdAt: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;
/** GET /api/reviews: the approved ones. */
export const publicReviewListSchema = z.array(publicReviewSchema);

export const reviewSchema = z.extend(publicReviewSchema, {
  approved: z.boolean(),
  approvedAt: z.nullable(z.string()),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListSchema = z.array(reviewSchema);
