import { useMemo } from 'react';
import type { FailedOrder, StoredOrder } from '#shared/order';
import type { PickupLocation } from '#shared/bakery';
import { orderExportName, type OrderExportFile, type PickupBookings, type PickupSummary } from '#shared/owner-orders';
import { noCounts } from '#shared/pickup-figures';
import { adminGet } from '../../lib/admin-api';
import { useAdminSession } from '../../lib/admin-session';
import { OfflineError } from '../../lib/api-client';
import { adminKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';
import { orderQuery, type OrderFilters } from './order-filters';
import { pendingDifference, usePendingOrderChanges, withPendingChanges } from './pending-orders';

export type FailedOrderView = FailedOrder & { failureDetail: string | null };

/** The owner's orders as filtered; `limit` grows with "Load more". Saved per filter for offline. */
export const useOrders = (filters: OrderFilters, limit: number, enabled = true) => {
  const query = orderQuery(filters, limit);
  return useCachedQuery({
    queryKey: [...adminKeys.orders, query],
    queryFn: () => adminGet<StoredOrder[]>(`/api/orders?${query}`),
    enabled,
  });
};

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

/** Each slot's bookings of one pickup (day and location), for the owner's board of the afternoon. */
export const usePickupBookings = (pickupDate: string, pickupLocation: PickupLocation | '') =>
  useCachedQuery({
    queryKey: [...adminKeys.pickupSlots, pickupDate, pickupLocation],
    queryFn: () =>
      adminGet<PickupBookings>(
        `/api/admin/pickup-slots?${new URLSearchParams({ pickupDate, pickupLocation: pickupLocation || 'home' })}`,
      ),
    enabled: Boolean(pickupDate && pickupLocation),
  });

export const usePickups = () =>
  useCachedQuery({ queryKey: adminKeys.pickups, queryFn: () => adminGet<PickupSummary[]>('/api/admin/pickups') });

/** The newest `limit` refused checkouts; "Load more" asks for a longer page. */
export const useFailedOrders = (limit: number) =>
  useCachedQuery({
    queryKey: [...adminKeys.failedOrders, limit],
    queryFn: () => adminGet<FailedOrderView[]>(`/api/admin/failed-orders?limit=${limit}`),
  });

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
