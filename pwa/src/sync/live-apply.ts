import type { QueryClient } from '@tanstack/react-query';
import type { AdminInventoryItem, InventoryItem } from '#shared/inventory';
import type { LiveMessage } from '#shared/live';
import { writeWhenOpen } from '../db/open-on-use';
import type { PublicPickupSettings } from '#shared/pickup-settings';
import { customerOrderKeys, ownerKeys, pickupSettingsKeys, productKeys, sessionKeys } from '../lib/query-keys';
import { cacheKey } from '../db/saved-entry';
import { readBakeCountsAgain } from './bake-counts-again';
import { putCachedList, updateCachedList } from './cached-lists';

/** The public list after a live change: changed items replaced, hidden ones dropped, new ones added. */
export function mergeInventory(list: readonly InventoryItem[], changed: readonly InventoryItem[]): InventoryItem[] {
  const byId = new Map(changed.map((item) => [item.id, item]));
  const merged = list.flatMap((item) => {
    const update = byId.get(item.id);
    byId.delete(item.id);
    if (!update) return [item];
    return update.visible ? [update] : [];
  });
  return [...merged, ...[...byId.values()].filter((item) => item.visible)];
}

/** The owner's list after a live change: the public fields follow, her own ones stay. */
export function mergeAdminInventory(
  list: readonly AdminInventoryItem[],
  changed: readonly InventoryItem[],
): AdminInventoryItem[] {
  const byId = new Map(changed.map((item) => [item.id, item]));
  return list.map((item) => {
    const update = byId.get(item.id);
    return update ? { ...item, ...update } : item;
  });
}

/**
 * A fetch of the list still on its way (after a hold, the cart refetches it) may have been read
 * before the change this message brings: answering after it, it would put the older list back
 * on screen, for good if nothing changes again (a price the owner just lowered, shown as it
 * was). It is cancelled, its list left as before it: the message brings what changed, and any
 * later change brings another. A list still loading its first copy keeps its fetch.
 */
function dropFetchInFlight(queryClient: QueryClient, queryKey: readonly unknown[]): void {
  // Synchronous: the list is back as before the fetch at once, and the message's list goes on
  // screen in the same turn (a snapshot shows before the database opens: open-on-use.test.ts).
  if (queryClient.getQueryData(queryKey) !== undefined && queryClient.isFetching({ queryKey }) > 0) {
    void queryClient.cancelQueries({ queryKey });
  }
}

/**
 * Kept on screen when a new server epoch drops the rest: the lists a snapshot brings whole, and
 * her session's check (it is asked again only with a new token).
 */
const keptAcrossEpochs: readonly unknown[] = [
  productKeys.all[0],
  pickupSettingsKeys.all[0],
  sessionKeys.verify(null)[0],
];

/**
 * The lists of the page this app started from, as the live socket's snapshot when the server
 * sent none because they were still current (live-socket.ts). On screen at once; kept for
 * offline once the database is open, under the page's server epoch. If this device knows
 * another epoch, the page may be a copy from before a restore as much as the server may have
 * been restored since: nothing is dropped or saved on the page's word, and the next snapshot
 * the socket brings (after any reconnect) settles it.
 */
export function applyPageSnapshot(
  queryClient: QueryClient,
  page: { serverEpoch: string; inventory: unknown; pickupSettings: unknown },
): Promise<void> {
  const lists: [readonly unknown[], unknown][] = [
    [productKeys.all, page.inventory],
    [pickupSettingsKeys.all, page.pickupSettings],
  ];
  for (const [queryKey, data] of lists) queryClient.setQueryData(queryKey, data);
  return writeWhenOpen(async ({ readMeta, writeMeta, writeCached }) => {
    const known = await readMeta<string>('serverEpoch');
    if (known && known !== page.serverEpoch) return;
    if (!known) await writeMeta('serverEpoch', page.serverEpoch);
    for (const [queryKey] of lists) {
      const current: unknown = queryClient.getQueryData(queryKey);
      if (current !== undefined) await writeCached(cacheKey(queryKey), current);
    }
  });
}

/**
 * Applies a message of the live socket to React Query at once and to IndexedDB once the
 * database is open (db/open-on-use.ts). A snapshot from a server with another epoch (a new or
 * restored database) drops every list saved or shown from the old one.
 */
export async function applyLiveMessage(queryClient: QueryClient, message: LiveMessage): Promise<void> {
  switch (message.type) {
    case 'snapshot': {
      const { serverEpoch } = message;
      // Queued before the snapshot's lists, so it runs before they are written.
      const epochChecked = writeWhenOpen(async ({ clearCaches, readMeta, writeMeta }) => {
        const known = await readMeta<string>('serverEpoch');
        if (known && known !== serverEpoch) {
          await clearCaches();
          queryClient.removeQueries({
            predicate: (query) => !keptAcrossEpochs.includes(query.queryKey[0]),
          });
        }
        await writeMeta('serverEpoch', serverEpoch);
      });
      dropFetchInFlight(queryClient, productKeys.all);
      // An order shown before this connection followed it may predate a change the socket did
      // not hear (her cutoff raised, a tap on her order): it is read again, once per connection.
      void queryClient.invalidateQueries({ queryKey: customerOrderKeys.all });
      // So may another bake's counts on screen (the socket was away while they moved).
      readBakeCountsAgain(queryClient);
      await Promise.all([
        epochChecked,
        putCachedList(queryClient, productKeys.all, message.inventory),
        putCachedList(queryClient, pickupSettingsKeys.all, message.pickupSettings),
        updateCachedList<AdminInventoryItem[]>(queryClient, ownerKeys.inventory, (list) =>
          mergeAdminInventory(list, message.inventory),
        ),
      ]);
      return;
    }
    case 'inventory':
      dropFetchInFlight(queryClient, productKeys.all);
      await updateCachedList<InventoryItem[]>(queryClient, productKeys.all, (list) =>
        mergeInventory(list, message.items),
      );
      await updateCachedList<AdminInventoryItem[]>(queryClient, ownerKeys.inventory, (list) =>
        mergeAdminInventory(list, message.items),
      );
      // The counts heard are the shop's bake's: a later bake she has on screen is read again.
      void queryClient.invalidateQueries({
        queryKey: ownerKeys.inventory,
        predicate: (query) => query.queryKey.length > ownerKeys.inventory.length,
      });
      // And so is another bake a customer shops for or checks out at.
      readBakeCountsAgain(queryClient);
      return;
    case 'pickup-settings':
      await putCachedList(queryClient, pickupSettingsKeys.all, message.settings);
      // Until when an order may be cancelled or moved follows the settings (her cutoff, the slots).
      void queryClient.invalidateQueries({ queryKey: customerOrderKeys.all });
      return;
    case 'slots':
      await updateCachedList<PublicPickupSettings>(queryClient, pickupSettingsKeys.all, (settings) => ({
        ...settings,
        nextPickups: message.nextPickups,
      }));
      return;
    case 'order':
      await putCachedList(queryClient, customerOrderKeys.one(message.order.id), message.order);
      return;
  }
}
