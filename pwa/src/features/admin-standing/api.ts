import { queryOptions } from '@tanstack/react-query';
import { ownerStandingListSchema } from '#shared/standing-orders';
import { adminGet } from '../../lib/admin-api';
import { ownerKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';

export const standingQueries = {
  /** Her rules and every regular (GET /api/admin/standing-orders). */
  list: () =>
    queryOptions({
      queryKey: ownerKeys.standingOrders,
      queryFn: () => adminGet('/api/admin/standing-orders', ownerStandingListSchema),
    }),
};

export const useStandingOrders = () => useCachedQuery(standingQueries.list());
