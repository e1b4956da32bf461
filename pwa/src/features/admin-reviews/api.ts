import { queryOptions } from '@tanstack/react-query';
import { callAsOwner } from '../../lib/admin-api';
import { pageSizeOf } from '../../lib/page-size';
import { ownerKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';

/** The newest reviews, a page at a time (lib/page-size.ts: "Load more" asks for more). */
export const ownerReviewsQuery = () =>
  queryOptions({
    queryKey: ownerKeys.reviews,
    queryFn: () => callAsOwner('owner.reviews', { query: { limit: pageSizeOf(ownerKeys.reviews) } }),
  });

export const useAdminReviews = () => useCachedQuery(ownerReviewsQuery());
