import { useQuery } from '@tanstack/react-query';
import type { FailedOrder, StoredOrder } from '#shared/order';
import { adminGet } from '../../lib/admin-api';
import { adminKeys } from '../../lib/query-keys';

export type FailedOrderView = FailedOrder & { failureDetail: string | null };

export const useOrders = () =>
  useQuery({ queryKey: adminKeys.orders, queryFn: () => adminGet<StoredOrder[]>('/api/orders') });

export const useFailedOrders = () =>
  useQuery({
    queryKey: adminKeys.failedOrders,
    queryFn: () => adminGet<FailedOrderView[]>('/api/admin/failed-orders'),
  });
