import { queryOptions } from '@tanstack/react-query';
import { callAsOwner } from '../../lib/admin-api';
import { ownerKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';

export const standingQueries = {
  /** Her rules and every regular. */
  list: () => queryOptions({ queryKey: ownerKeys.standingOrders, queryFn: () => callAsOwner('owner.standing-orders') }),
};

export const useStandingOrders = () => useCachedQuery(standingQueries.list());
