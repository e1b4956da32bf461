import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminInventoryItem, StockUpdateResult } from '#shared/inventory';
import type { PickupSettings, PickupSettingsUpdate } from '#shared/pickup-settings';
import { adminGet, adminRequest } from '../../lib/admin-api';
import { adminKeys, inventoryKeys, pickupSettingsKeys } from '../../lib/query-keys';

/** Fetched fresh each time (admin spec section 7: no caching). */
export const useAdminInventory = () =>
  useQuery({ queryKey: adminKeys.inventory, queryFn: () => adminGet<AdminInventoryItem[]>('/api/admin/inventory') });

/** Each product edit, then the owner's list and the public catalogue are read again. */
function useProductEdit<Input, Output>(edit: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: edit,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.inventory }),
        queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
      ]),
  });
}

export const useSetStock = () =>
  useProductEdit(({ id, stock }: { id: string; stock: number }) =>
    adminRequest<StockUpdateResult>('PATCH', `/api/inventory/${id}/stock`, { stock }),
  );

export const useSetPrice = () =>
  useProductEdit(({ id, price }: { id: string; price: string }) =>
    adminRequest<AdminInventoryItem>('PATCH', `/api/inventory/${id}/price`, { price }),
  );

export const useSetVisibility = () =>
  useProductEdit(({ id, visible }: { id: string; visible: boolean }) =>
    adminRequest<AdminInventoryItem>('PATCH', `/api/inventory/${id}/visibility`, { visible }),
  );

function useSettingsWrite<Input>(write: (input: Input) => Promise<PickupSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (settings) => queryClient.setQueryData(pickupSettingsKeys.all, settings),
  });
}

export const useSaveSettings = () =>
  useSettingsWrite((update: PickupSettingsUpdate) =>
    adminRequest<PickupSettings>('PUT', '/api/pickup-settings', update),
  );

export const useAutoUpdate = () =>
  useSettingsWrite(() => adminRequest<PickupSettings>('POST', '/api/pickup-settings/auto-update'));
