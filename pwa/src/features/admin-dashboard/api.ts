import { queryOptions } from '@tanstack/react-query';
import { weeklyStatsSchema } from '#shared/owner-orders';
import { adminGet } from '../../lib/admin-api';
import { ownerKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';

export const weeklyStatsQuery = () =>
  queryOptions({ queryKey: ownerKeys.stats, queryFn: () => adminGet('/api/admin/stats', weeklyStatsSchema) });

export const useWeeklyStats = () => useCachedQuery(weeklyStatsQuery());
