import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { adminInventoryItemSchema } from '#shared/inventory';
import { adminGet } from '../../lib/admin-api';
import { ownerKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';

const inventoryList = z.array(adminInventoryItemSchema);

export const adminInventoryQuery = () =>
  queryOptions({ queryKey: ownerKeys.inventory, queryFn: () => adminGet('/api/admin/inventory', inventoryList) });

/** The owner's product list, kept on this device for the market (docs/api.md: fetched fresh). */
export const useAdminInventory = () => useCachedQuery(adminInventoryQuery());
