import type { FailedOrder, StoredOrder } from '#shared/order';
import type { PickupSummary } from '#shared/owner-orders';
import { adminGet } from '../../lib/admin-api';
import { useAdminSession } from '../../lib/admin-session';
import { OfflineError } from '../../lib/api-client';
import { adminKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';
import { orderQuery, type OrderFilters } from './order-filters';

export type FailedOrderView = FailedOrder & { failureDetail: string | null };

/** The owner's orders as filtered; `limit` grows with "Load more". Saved per filter for offline. */
export const useOrders = (filters: OrderFilters, limit: number) => {
  const query = orderQuery(filters, limit);
  return useCachedQuery({
    queryKey: [...adminKeys.orders, query],
    queryFn: () => adminGet<StoredOrder[]>(`/api/orders?${query}`),
  });
};

export const usePickups = () =>
  useCachedQuery({ queryKey: adminKeys.pickups, queryFn: () => adminGet<PickupSummary[]>('/api/admin/pickups') });

/** The newest `limit` refused checkouts; "Load more" asks for a longer page. */
export const useFailedOrders = (limit: number) =>
  useCachedQuery({
    queryKey: [...adminKeys.failedOrders, limit],
    queryFn: () => adminGet<FailedOrderView[]>(`/api/admin/failed-orders?limit=${limit}`),
  });

/** Downloads the filtered orders as a spreadsheet (the call needs her token, so no plain link). */
export async function downloadOrdersCsv(filters: OrderFilters): Promise<void> {
  const query = orderQuery(filters);
  let response: Response;
  try {
    response = await fetch(`/api/admin/orders.csv?${query}`, {
      headers: { Authorization: `Bearer ${useAdminSession.getState().token ?? ''}` },
    });
  } catch {
    throw new OfflineError();
  }
  if (!response.ok) throw new Error(`The export failed (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: `orders${filters.pickupDate ? `-${filters.pickupDate}` : ''}.csv`,
  });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
