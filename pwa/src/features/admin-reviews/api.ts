import type { Review } from '#shared/review';
import { adminGet } from '../../lib/admin-api';
import { adminKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';

export const useAdminReviews = () =>
  useCachedQuery({ queryKey: adminKeys.reviews, queryFn: () => adminGet<Review[]>('/api/admin/reviews') });
