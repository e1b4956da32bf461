import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/calls';
import { pickupSettingsKeys, productKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';

/**
 * The catalogue and the pickup settings: read on every page, which the server renders with them,
 * so a fetch (and the schemas that read its answer) comes only when the page did not carry them
 * (docs/client.md, "What the first visit downloads").
 */
export const getInventory = () => callApi('shop.inventory');
export const getPickupSettings = () => callApi('shop.pickup-settings');

export const catalogueQueries = {
  products: () => queryOptions({ queryKey: productKeys.all, queryFn: getInventory }),
  pickupSettings: () => queryOptions({ queryKey: pickupSettingsKeys.all, queryFn: getPickupSettings }),
};

/** The catalogue and settings: this device's saved copy first, the server's next, live after. */
export const useInventory = () => useCachedQuery(catalogueQueries.products(), { pageList: 'shop.inventory' });
export const usePickupSettings = () =>
  useCachedQuery(catalogueQueries.pickupSettings(), { pageList: 'shop.pickup-settings' });
