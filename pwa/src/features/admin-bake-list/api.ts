import { queryOptions } from '@tanstack/react-query';
import type { PickupLocation } from '#shared/bakery';
import { bakeListSchema } from '#shared/owner-orders';
import { adminGet } from '../../lib/admin-api';
import { ownerKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';

export const bakeListQuery = (pickupDate: string, pickupLocation: PickupLocation | '', bySlot = false) => {
  const query = new URLSearchParams({
    pickupDate,
    ...(pickupLocation ? { pickupLocation } : {}),
    ...(bySlot ? { split: 'slot' } : {}),
  });
  return queryOptions({
    queryKey: [...ownerKeys.bakeList, pickupDate, pickupLocation, bySlot ? 'by-slot' : 'whole'],
    queryFn: () => adminGet(`/api/admin/bake-list?${query}`, bakeListSchema),
  });
};

/** What to bake for a pickup (both locations of the day without one); saved for 5 a.m. with no signal. */
export const useBakeList = (pickupDate: string, pickupLocation: PickupLocation | '', bySlot = false) =>
  useCachedQuery(bakeListQuery(pickupDate, pickupLocation, bySlot), { enabled: Boolean(pickupDate) });
