import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InventoryItem } from '#shared/inventory';
import type { PickupSettings } from '#shared/pickup-settings';
import { apiRequest } from '../../lib/api-client';
import { inventoryKeys, pickupSettingsKeys } from '../../lib/query-keys';

export const getInventory = () => apiRequest<InventoryItem[]>('GET', '/api/inventory');
export const getPickupSettings = () => apiRequest<PickupSettings>('GET', '/api/pickup-settings');

export const inventoryQuery = () => queryOptions({ queryKey: inventoryKeys.all, queryFn: getInventory });
export const pickupSettingsQuery = () => queryOptions({ queryKey: pickupSettingsKeys.all, queryFn: getPickupSettings });

export const useInventory = () => useQuery(inventoryQuery());
export const usePickupSettings = () => useQuery(pickupSettingsQuery());
