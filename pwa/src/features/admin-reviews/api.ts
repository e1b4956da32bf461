import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Review } from '#shared/review';
import { adminGet, adminRequest } from '../../lib/admin-api';
import { adminKeys, reviewKeys } from '../../lib/query-keys';

export const useAdminReviews = () =>
  useQuery({ queryKey: adminKeys.reviews, queryFn: () => adminGet<Review[]>('/api/admin/reviews') });

function useReviewAction(action: (id: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    // The owner's list and the public reviews both change (admin spec section 4).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.reviews }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.approved }),
      ]),
  });
}

export const useApproveReview = () =>
  useReviewAction((id) => adminRequest<Review>('PATCH', `/api/admin/reviews/${id}/approve`));
export const useDeleteReview = () => useReviewAction((id) => adminRequest('DELETE', `/api/admin/reviews/${id}`));
