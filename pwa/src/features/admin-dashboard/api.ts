import { queryOptions } from '@tanstack/react-query';
import { callAsOwner } from '../../lib/admin-api';
import { ownerKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';

export const weeklyStatsQuery = () =>
  queryOptions({ queryKey: ownerKeys.stats, queryFn: () => callAsOwner('owner.stats') });

export const useWeeklyStats = () => useCachedQuery(weeklyStatsQuery());
