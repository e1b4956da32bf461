import type { PickupLocation } from '#shared/bakery';
import type { BakeList } from '#shared/owner-orders';
import { adminGet } from '../../lib/admin-api';
import { adminKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';

/** What to bake for a pickup (both locations of the day without one); saved for 5 a.m. with no signal. */
export const useBakeList = (pickupDate: string, pickupLocation: PickupLocation | '', bySlot = false) => {
  const query = new URLSearchParams({
    pickupDate,
    ...(pickupLocation ? { pickupLocation } : {}),
    ...(bySlot ? { split: 'slot' } : {}),
  });
  return useCachedQuery({
    queryKey: [...adminKeys.bakeList(pickupDate, pickupLocation), bySlot ? 'by-slot' : 'whole'],
    queryFn: () => adminGet<BakeList>(`/api/admin/bake-list?${query}`),
    enabled: Boolean(pickupDate),
  });
};
