import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicReview, ReviewSubmission } from '#shared/review';
import { apiRequest } from '../../lib/api-client';
import { reviewKeys } from '../../lib/query-keys';

export const getApprovedReviews = () => apiRequest<PublicReview[]>('GET', '/api/reviews');

export const submitReview = async (review: ReviewSubmission) => {
  try {
    return await apiRequest<{ id: string }>('POST', '/api/reviews', review);
  } catch {
    // The spec's message for any refusal of a review (customer spec section 8).
    throw new Error('Failed to submit review');
  }
};

export const useApprovedReviews = () => useQuery({ queryKey: reviewKeys.approved, queryFn: getApprovedReviews });

export const useSubmitReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.approved }),
  });
};
