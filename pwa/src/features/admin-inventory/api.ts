import type { AdminInventoryItem } from '#shared/inventory';
import { adminGet } from '../../lib/admin-api';
import { adminKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';

/** The owner's product list, kept on this device for the market (admin spec 7: fetched fresh). */
export const useAdminInventory = () =>
  useCachedQuery({
    queryKey: adminKeys.inventory,
    queryFn: () => adminGet<AdminInventoryItem[]>('/api/admin/inventory'),
  });
