import { queryOptions } from '@tanstack/react-query';
import { apiRequest, lazySchema } from '../../lib/api-client';
import { pickupSettingsKeys, productKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';

/**
 * The catalogue and the pickup settings: read on every page, so their schemas load with the
 * first answer that needs them, not with the page (docs/client.md, "What the first visit downloads").
 */
const inventoryList = lazySchema(() => import('#shared/product').then((module) => module.inventoryListSchema));
const publicSettings = lazySchema(() =>
  import('#shared/pickup-settings').then((module) => module.publicPickupSettingsSchema),
);

export const getInventory = () => apiRequest('GET', '/api/inventory', { answer: inventoryList });
export const getPickupSettings = () => apiRequest('GET', '/api/pickup-settings', { answer: publicSettings });

export const catalogueQueries = {
  products: () => queryOptions({ queryKey: productKeys.all, queryFn: getInventory }),
  pickupSettings: () => queryOptions({ queryKey: pickupSettingsKeys.all, queryFn: getPickupSettings }),
};

/** The catalogue and settings: this device's saved copy first, the server's next, live after. */
export const useInventory = () => useCachedQuery(catalogueQueries.products(), { pageList: '/api/inventory' });
export const usePickupSettings = () =>
  useCachedQuery(catalogueQueries.pickupSettings(), { pageList: '/api/pickup-settings' });
