import { queryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { failedOrderViewSchema, storedOrderSchema } from '#shared/order';
import type { PickupLocation } from '#shared/bakery';
import { orderExportName, pickupBookingsSchema, pickupSummarySchema, type OrderExportFile } from '#shared/owner-orders';
import { noCounts } from '#shared/pickup-figures';
import { adminGet } from '../../lib/admin-api';
import { useAdminSession } from '../../lib/admin-session';
import { OfflineError } from '../../lib/api-client';
import { ownerKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';
import { orderQuery, type OrderFilters } from './order-filters';
import { pendingDifference, usePendingOrderChanges, withPendingChanges } from './pending-orders';

const orderList = z.array(storedOrderSchema);

export const ownerOrderQueries = {
  /** Her orders as filtered, one list per filter; `limit` grows with "Load more". */
  list: (filters: OrderFilters, limit: number) => {
    const query = orderQuery(filters, limit);
    return queryOptions({
      queryKey: [...ownerKeys.orders, query],
      queryFn: () => adminGet(`/api/orders?${query}`, orderList),
    });
  },
  /** Each slot's bookings of one pickup (day and location), for her board of the afternoon. */
  pickupBookings: (pickupDate: string, pickupLocation: PickupLocation | '') =>
    queryOptions({
      queryKey: [...ownerKeys.pickupSlots, pickupDate, pickupLocation],
      queryFn: () =>
        adminGet(
          `/api/admin/pickup-slots?${new URLSearchParams({ pickupDate, pickupLocation: pickupLocation || 'home' })}`,
          pickupBookingsSchema,
        ),
    }),
  pickups: () =>
    queryOptions({
      queryKey: ownerKeys.pickups,
      queryFn: () => adminGet('/api/admin/pickups', z.array(pickupSummarySchema)),
    }),
  /** The newest `limit` refused checkouts; "Load more" asks for a longer page. */
  failedOrders: (limit: number) =>
    queryOptions({
      queryKey: [...ownerKeys.failedOrders, limit],
      queryFn: () => adminGet(`/api/admin/failed-orders?limit=${limit}`, z.array(failedOrderViewSchema)),
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
  const query = [orderQuery(filters), withCancelled ? 'cancelled=include' : ''].filter(Boolean).join('&');
  let response: Response;
  try {
    response = await fetch(`/api/admin/${file}.csv?${query}`, {
      headers: { Authorization: `Bearer ${useAdminSession.getState().token ?? ''}` },
    });
  } catch {
    throw new OfflineError();
  }
  if (!response.ok) throw new Error(`The export failed (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: orderExportName(file, { ...filters, cancelled: withCancelled ? 'include' : 'exclude' }),
  });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
