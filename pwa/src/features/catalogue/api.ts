import type { InventoryItem } from '#shared/inventory';
import type { PublicPickupSettings } from '#shared/pickup-settings';
import { apiRequest } from '../../lib/api-client';
import { inventoryKeys, pickupSettingsKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';

export const getInventory = () => apiRequest<InventoryItem[]>('GET', '/api/inventory');
export const getPickupSettings = () => apiRequest<PublicPickupSettings>('GET', '/api/pickup-settings');

/** The catalogue and settings: this device's saved copy first, the server's next, live after. */
export const useInventory = () => useCachedQuery({ queryKey: inventoryKeys.all, queryFn: getInventory });
export const usePickupSettings = () => useCachedQuery({ queryKey: pickupSettingsKeys.all, queryFn: getPickupSettings });
