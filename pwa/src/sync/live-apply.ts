import type { QueryClient } from '@tanstack/react-query';
import type { AdminInventoryItem, InventoryItem } from '#shared/inventory';
import type { LiveMessage } from '#shared/live';
import { clearCaches, readMeta, writeMeta } from '../db/cache';
import { adminKeys, inventoryKeys, pickupSettingsKeys } from '../lib/query-keys';
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
 * Applies a message of the live socket to React Query and IndexedDB at once. A snapshot from
 * a server with another epoch (a new or restored database) first drops every cached list.
 */
export async function applyLiveMessage(queryClient: QueryClient, message: LiveMessage): Promise<void> {
  switch (message.type) {
    case 'snapshot': {
      const known = await readMeta<string>('serverEpoch');
      if (known && known !== message.serverEpoch) {
        await clearCaches();
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== '/api/admin/verify' });
      }
      await writeMeta('serverEpoch', message.serverEpoch);
      await putCachedList(queryClient, inventoryKeys.all, message.inventory);
      await putCachedList(queryClient, pickupSettingsKeys.all, message.pickupSettings);
      await updateCachedList<AdminInventoryItem[]>(queryClient, adminKeys.inventory, (list) =>
        mergeAdminInventory(list, message.inventory),
      );
      return;
    }
    case 'inventory':
      await updateCachedList<InventoryItem[]>(queryClient, inventoryKeys.all, (list) =>
        mergeInventory(list, message.items),
      );
      await updateCachedList<AdminInventoryItem[]>(queryClient, adminKeys.inventory, (list) =>
        mergeAdminInventory(list, message.items),
      );
      return;
    case 'pickup-settings':
      await putCachedList(queryClient, pickupSettingsKeys.all, message.settings);
      return;
  }
}
