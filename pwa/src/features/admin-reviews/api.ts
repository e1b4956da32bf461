import { queryOptions } from '@tanstack/react-query';
import { reviewListSchema } from '#shared/review';
import { adminGet } from '../../lib/admin-api';
import { pageSizeOf } from '../../lib/page-size';
import { ownerKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';

/** The newest reviews, a page at a time (lib/page-size.ts: "Load more" asks for more). */
export const ownerReviewsQuery = () =>
  queryOptions({
    queryKey: ownerKeys.reviews,
    queryFn: () => adminGet(`/api/admin/reviews?limit=${pageSizeOf(ownerKeys.reviews)}`, reviewListSchema),
  });

export const useAdminReviews = () => useCachedQuery(ownerReviewsQuery());
