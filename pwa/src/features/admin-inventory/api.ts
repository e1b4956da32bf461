import { queryOptions } from '@tanstack/react-query';
import { callAsOwner } from '../../lib/admin-api';
import { ownerKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';

export const adminInventoryQuery = () =>
  queryOptions({ queryKey: ownerKeys.inventory, queryFn: () => callAsOwner('owner.inventory') });

/** The owner's product list, kept on this device for the market (docs/api.md: fetched fresh). */
export const useAdminInventory = () => useCachedQuery(adminInventoryQuery());
