import type { BakeList } from '#shared/owner-orders';
import { adminGet } from '../../lib/admin-api';
import { adminKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';

/** What to bake for a pickup day, both locations; saved for reading at 5 a.m. with no signal. */
export const useBakeList = (pickupDate: string) =>
  useCachedQuery({
    queryKey: adminKeys.bakeList(pickupDate),
    queryFn: () => adminGet<BakeList>(`/api/admin/bake-list?pickupDate=${encodeURIComponent(pickupDate)}`),
    enabled: Boolean(pickupDate),
  });
