import type { StoredOrder } from '#shared/order';
import { EventEmitter } from 'node:events';

/**
 * Tells the rest of the server that public data changed, after the change committed: the
 * catalogue cache and the live WebSocket listen here, the routes that write announce here.
 * Orders are private: only the owner's channel (live/owner-live.ts) listens to them.
 */
export interface ChangeFeed {
  inventoryChanged(productIds: readonly string[]): void;
  settingsChanged(): void;
  /** New orders and orders whose status or payment changed, as they now stand. */
  ordersChanged(orders: readonly StoredOrder[]): void;
  onOrdersChanged(listener: (orders: readonly StoredOrder[]) => void): () => void;
  onInventoryChanged(listener: (productIds: readonly string[]) => void): () => void;
  onSettingsChanged(listener: () => void): () => void;
}

interface ChangeEvents {
  inventory: [productIds: readonly string[]];
  settings: [];
  orders: [orders: readonly StoredOrder[]];
}

export function createChangeFeed(): ChangeFeed {
  const events = new EventEmitter<ChangeEvents>();
  events.setMaxListeners(50);
  return {
    inventoryChanged: (productIds) => {
      if (productIds.length > 0) events.emit('inventory', [...new Set(productIds)]);
    },
    settingsChanged: () => events.emit('settings'),
    ordersChanged: (orders) => {
      if (orders.length > 0) events.emit('orders', orders);
    },
    onOrdersChanged: (listener) => {
      events.on('orders', listener);
      return () => void events.off('orders', listener);
    },
    onInventoryChanged: (listener) => {
      events.on('inventory', listener);
      return () => void events.off('inventory', listener);
    },
    onSettingsChanged: (listener) => {
      events.on('settings', listener);
      return () => void events.off('settings', listener);
    },
  };
}
