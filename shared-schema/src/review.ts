import { z } from 'zod';
import { personNameSchema, requiredText } from './common';

export const reviewSubmissionSchema = z.object({
  customerName: personNameSchema('Your name'),
  rating: z
    .number({ error: 'Please select a rating from 1 to 5 stars' })
    .int('Please select a rating from 1 to 5 stars')
    .min(1, 'Please select a rating from 1 to 5 stars')
    .max(5, 'Please select a rating from 1 to 5 stars'),
  reviewText: requiredText('Review', 2000),
});
export type ReviewSubmission = z.infer<typeof reviewSubmissionSchema>;

/** GET /api/reviews: approved reviews only. */
export const publicReviewSchema = z.object({
  id: z.string(),
  customerName: z.string(),
  rating: z.number().int(),
  reviewText: z.string(),
  createdAt: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const reviewSchema = publicReviewSchema.extend({
  approved: z.boolean(),
  approvedAt: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;
