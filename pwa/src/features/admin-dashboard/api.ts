import type { WeeklyStats } from '#shared/owner-orders';
import { adminGet } from '../../lib/admin-api';
import { adminKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';

export const useWeeklyStats = () =>
  useCachedQuery({ queryKey: adminKeys.stats, queryFn: () => adminGet<WeeklyStats>('/api/admin/stats') });
