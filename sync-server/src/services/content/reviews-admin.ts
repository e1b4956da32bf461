import type { ListPageQuery } from '#shared/api';
import type { Review as ReviewView } from '#shared/review';
import { rowById, Review, type Db } from '../../db';
import { notFound } from '../errors';

const toView = (review: Review): ReviewView => ({
  id: review.id,
  customerName: review.customerName,
  rating: review.rating,
  reviewText: review.reviewText,
  approved: review.approved,
  createdAt: review.createdAt,
  approvedAt: review.approvedAt,
});

async function findReview(db: Db, id: string): Promise<Review> {
  const review = await rowById(Review, db, id);
  if (!review) throw notFound('That review no longer exists', 'unknown-review');
  return review;
}

/** Newest first, one page and one more row (see http/list-page.ts). */
export async function listAllReviews(db: Db, page: ListPageQuery): Promise<ReviewView[]> {
  const query = Review.query(db)
    .orderBy('createdAt', 'desc')
    .limit(page.limit + 1);
  if (page.before) query.where('createdAt', '<', page.before);
  return (await query).map(toView);
}

/** Approving twice keeps the first approval's time. */
export async function approveReview(db: Db, id: string, now: Date): Promise<ReviewView> {
  const review = await findReview(db, id);
  if (review.approved) return toView(review);
  return toView(await Review.query(db).patchAndFetchById(id, { approved: true, approvedAt: now.toISOString() }));
}

export async function deleteReview(db: Db, id: string): Promise<{ deleted: string }> {
  await findReview(db, id);
  await Review.query(db).deleteById(id);
  return { deleted: id };
}
