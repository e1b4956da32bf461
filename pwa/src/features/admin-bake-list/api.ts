import { queryOptions } from '@tanstack/react-query';
import type { PickupLocation } from '#shared/bakery';
import { callAsOwner } from '../../lib/admin-api';
import { ownerKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';

export const bakeListQuery = (pickupDate: string, pickupLocation: PickupLocation | '', bySlot = false) =>
  queryOptions({
    queryKey: [...ownerKeys.bakeList, pickupDate, pickupLocation, bySlot ? 'by-slot' : 'whole'],
    queryFn: () =>
      callAsOwner('owner.bake-list', {
        query: { pickupDate, pickupLocation: pickupLocation || undefined, split: bySlot ? 'slot' : undefined },
      }),
  });

/** What to bake for a pickup (both locations of the day without one); saved for 5 a.m. with no signal. */
export const useBakeList = (pickupDate: string, pickupLocation: PickupLocation | '', bySlot = false) =>
  useCachedQuery(bakeListQuery(pickupDate, pickupLocation, bySlot), { enabled: Boolean(pickupDate) });

export const bakeDayQuery = (bakeDay: string, bySlot = false) =>
  queryOptions({
    queryKey: [...ownerKeys.bakeDay, bakeDay, bySlot ? 'by-slot' : 'whole'],
    queryFn: () =>
      callAsOwner('owner.bake-day', { params: { date: bakeDay }, query: { split: bySlot ? 'slot' : undefined } }),
  });

/** What to bake on a bake day, for each pickup it serves; saved like the bake list. */
export const useBakeDay = (bakeDay: string, bySlot = false) =>
  useCachedQuery(bakeDayQuery(bakeDay, bySlot), { enabled: Boolean(bakeDay) });
