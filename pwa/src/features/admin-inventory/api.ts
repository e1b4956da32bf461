import { queryOptions } from '@tanstack/react-query';
import { callAsOwner } from '../../lib/admin-api';
import { ownerInventoryOfBake, ownerKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';

/**
 * Her product list with the stock of one bake: the shop's (no bake named: the list her edits and
 * the shop's live counts keep fresh), or a later bake she plans (docs/orders.md, "Stock of a bake day").
 */
export const adminInventoryQuery = (bake?: string) =>
  queryOptions({
    queryKey: bake ? ownerInventoryOfBake(bake) : ownerKeys.inventory,
    queryFn: () => callAsOwner('owner.inventory', { query: bake ? { bake } : {} }),
  });

/** The owner's product list, kept on this device for the market (docs/api.md: fetched fresh). */
export const useAdminInventory = (bake?: string) => useCachedQuery(adminInventoryQuery(bake));
