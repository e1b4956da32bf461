import { EventEmitter } from 'node:events';

/**
 * Tells the rest of the server that public data changed, after the change committed: the
 * catalogue cache and the live WebSocket listen here, the routes that write announce here.
 */
export interface ChangeFeed {
  inventoryChanged(productIds: readonly string[]): void;
  settingsChanged(): void;
  onInventoryChanged(listener: (productIds: readonly string[]) => void): () => void;
  onSettingsChanged(listener: () => void): () => void;
}

interface ChangeEvents {
  inventory: [productIds: readonly string[]];
  settings: [];
}

export function createChangeFeed(): ChangeFeed {
  const events = new EventEmitter<ChangeEvents>();
  events.setMaxListeners(50);
  return {
    inventoryChanged: (productIds) => {
      if (productIds.length > 0) events.emit('inventory', [...new Set(productIds)]);
    },
    settingsChanged: () => events.emit('settings'),
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
