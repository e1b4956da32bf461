import type { PublicReview, Review as ReviewView, ReviewSubmission } from '#shared/review';
import { randomUUID } from 'node:crypto';
import { Review, type Db } from '../../db';

/** New reviews wait for the owner's approval; only approved ones are public. */
export async function submitReview(db: Db, submission: ReviewSubmission, now: Date): Promise<ReviewView> {
  const review = {
    id: randomUUID(),
    customerName: submission.customerName,
    rating: submission.rating,
    reviewText: submission.reviewText,
    approved: false,
    createdAt: now.toISOString(),
    approvedAt: null,
  };
  await Review.query(db).insert(review);
  return review;
}

export async function listApprovedReviews(db: Db): Promise<PublicReview[]> {
  const rows = await Review.query(db)
    .select('id', 'customerName', 'rating', 'reviewText', 'createdAt')
    .where('approved', true)
    .orderBy('createdAt', 'desc');
  return rows.map(({ id, customerName, rating, reviewText, createdAt }) => ({
    id,
    customerName,
    rating,
    reviewText,
    createdAt,
  }));
}
