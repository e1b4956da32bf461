import { queryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PickupLocation } from '#shared/bakery';
import { orderExportName, type OrderExportFile } from '#shared/owner-orders';
import { noCounts } from '#shared/pickup-figures';
import { callAsOwner } from '../../lib/admin-api';
import { queryString } from '../../lib/query-string';
import { ownerKeys } from '../../lib/query-keys';
import { saveTextFile } from '../../lib/save-file';
import { useCachedQuery } from '../../sync/use-cached-query';
import { orderQuery, type OrderFilters } from './order-filters';
import { pendingDifference, usePendingOrderChanges, withPendingChanges } from './pending-orders';

export const ownerOrderQueries = {
  /** Her orders as filtered, one list per filter (its query's text); `limit` grows with "Load more". */
  list: (filters: OrderFilters, limit: number) => {
    const query = orderQuery(filters, limit);
    return queryOptions({
      queryKey: [...ownerKeys.orders, queryString(query)],
      queryFn: () => callAsOwner('owner.orders', { query }),
    });
  },
  /** Each slot's bookings of one pickup (day and location), for her board of the afternoon. */
  pickupBookings: (pickupDate: string, pickupLocation: PickupLocation | '') =>
    queryOptions({
      queryKey: [...ownerKeys.pickupSlots, pickupDate, pickupLocation],
      queryFn: () =>
        callAsOwner('owner.pickup-slots', { query: { pickupDate, pickupLocation: pickupLocation || 'home' } }),
    }),
  pickups: () => queryOptions({ queryKey: ownerKeys.pickups, queryFn: () => callAsOwner('owner.pickups') }),
  /** The newest `limit` refused checkouts; "Load more" asks for a longer page. */
  failedOrders: (limit: number) =>
    queryOptions({
      queryKey: [...ownerKeys.failedOrders, limit],
      queryFn: () => callAsOwner('owner.failed-orders', { query: { limit } }),
    }),
};

/** The owner's orders as filtered; saved per filter for offline. */
export const useOrders = (filters: OrderFilters, limit: number, enabled = true) =>
  useCachedQuery(ownerOrderQueries.list(filters, limit), { enabled });

/**
 * The orders as the owner sees them (pending-orders.ts): `shown` is the server's list with her
 * waiting edits on top, `difference` what those edits add to the figures, `waiting` the ids of
 * the orders they touch.
 */
export function useShownOrders(filters: OrderFilters, limit: number, enabled = true) {
  const query = useOrders(filters, limit, enabled);
  const changes = usePendingOrderChanges();
  return {
    query,
    ...useMemo(
      () => ({
        shown: query.data && withPendingChanges(query.data, changes),
        difference: query.data ? pendingDifference(query.data, changes) : noCounts,
        waiting: new Set(changes.map((change) => change.id)),
      }),
      [query.data, changes],
    ),
  };
}

export const usePickupBookings = (pickupDate: string, pickupLocation: PickupLocation | '') =>
  useCachedQuery(ownerOrderQueries.pickupBookings(pickupDate, pickupLocation), {
    enabled: Boolean(pickupDate && pickupLocation),
  });

export const usePickups = () => useCachedQuery(ownerOrderQueries.pickups());

export const useFailedOrders = (limit: number) => useCachedQuery(ownerOrderQueries.failedOrders(limit));

/**
 * Downloads the filtered orders as a spreadsheet: one row per order, or one per line; cancelled
 * orders only when asked. The call needs her token, so no plain link.
 */
export async function downloadOrdersCsv(
  file: OrderExportFile,
  filters: OrderFilters,
  withCancelled = false,
): Promise<void> {
  // A spreadsheet has every order the filters let in: no page (limit), its own order (sort).
  const { limit: _limit, sort: _sort, ...filtered } = orderQuery(filters);
  const cancelled = withCancelled ? 'include' : 'exclude';
  const name = file === 'orders' ? 'owner.orders-csv' : 'owner.order-lines-csv';
  const csv = await callAsOwner(name, { query: { ...filtered, cancelled } });
  saveTextFile(csv, orderExportName(file, { ...filters, cancelled }), 'text/csv');
}
