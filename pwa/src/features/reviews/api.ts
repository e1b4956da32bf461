import { queryOptions } from '@tanstack/react-query';
import type { ReviewSubmission } from '#shared/review';
import { callApi } from '../../lib/calls';
import { reviewKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';
import { useCustomerMessage } from '../../sync/use-customer-message';

/** The reviews page is server-rendered with its list: the call's schemas load only for a fetch. */
export const getApprovedReviews = () => callApi('shop.reviews');

export const approvedReviewsQuery = () => queryOptions({ queryKey: reviewKeys.approved, queryFn: getApprovedReviews });

export const useApprovedReviews = () => useCachedQuery(approvedReviewsQuery(), { pageList: 'shop.reviews' });

/** Posts a review now, or keeps it until the connection is back. */
export function useSubmitReview() {
  const { send, pending } = useCustomerMessage();
  return {
    pending,
    submit: (review: ReviewSubmission) =>
      send(
        {
          call: 'message.review',
          request: { body: review },
          sentNotice: 'Your review was sent and will be posted after approval.',
        },
        'Your review',
      ),
  };
}
