import { queryOptions } from '@tanstack/react-query';
import type { ReviewSubmission } from '#shared/review';
import { apiRequest, lazySchema } from '../../lib/api-client';
import { reviewKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';
import { useCustomerMessage } from '../../sync/use-customer-message';

/** The reviews page is server-rendered with its list: the schema loads only for a fetch. */
const reviewList = lazySchema(() => import('#shared/review').then((module) => module.publicReviewListSchema));

export const getApprovedReviews = () => apiRequest('GET', '/api/reviews', { answer: reviewList });

export const approvedReviewsQuery = () => queryOptions({ queryKey: reviewKeys.approved, queryFn: getApprovedReviews });

export const useApprovedReviews = () => useCachedQuery(approvedReviewsQuery(), { pageList: '/api/reviews' });

/** Posts a review now, or keeps it until the connection is back. */
export function useSubmitReview() {
  const { send, pending } = useCustomerMessage('review');
  return {
    pending,
    submit: (review: ReviewSubmission) =>
      send(
        { url: '/api/reviews', body: review, sentNotice: 'Your review was sent and will be posted after approval.' },
        'Your review',
      ),
  };
}
