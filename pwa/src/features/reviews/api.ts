import type { PublicReview, ReviewSubmission } from '#shared/review';
import { apiRequest } from '../../lib/api-client';
import { reviewKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';
import { useCustomerMessage } from '../../sync/use-customer-message';

export const getApprovedReviews = () => apiRequest<PublicReview[]>('GET', '/api/reviews');

export const useApprovedReviews = () => useCachedQuery({ queryKey: reviewKeys.approved, queryFn: getApprovedReviews });

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
