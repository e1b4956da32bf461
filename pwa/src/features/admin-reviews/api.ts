import type { Review } from '#shared/review';
import { adminGet } from '../../lib/admin-api';
import { pageSizeOf } from '../../lib/page-size';
import { adminKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';

/** The newest reviews, a page at a time (lib/page-size.ts: "Load more" asks for more). */
export const useAdminReviews = () =>
  useCachedQuery({
    queryKey: adminKeys.reviews,
    queryFn: () => adminGet<Review[]>(`/api/admin/reviews?limit=${pageSizeOf(adminKeys.reviews[0])}`),
  });
