import type { FailedOrder, StoredOrder } from '#shared/order';
import { adminGet } from '../../lib/admin-api';
import { adminKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';

export type FailedOrderView = FailedOrder & { failureDetail: string | null };

export const useOrders = () =>
  useCachedQuery({ queryKey: adminKeys.orders, queryFn: () => adminGet<StoredOrder[]>('/api/orders') });

export const useFailedOrders = () =>
  useCachedQuery({
    queryKey: adminKeys.failedOrders,
    queryFn: () => adminGet<FailedOrderView[]>('/api/admin/failed-orders'),
  });
