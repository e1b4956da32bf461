import type { StoredOrder } from '#shared/order';
import { EventEmitter } from 'node:events';

/**
 * Tells the rest of the server that data changed, after the change committed: the catalogue
 * cache and the live WebSocket listen here, the routes that write announce here. Orders are
 * private: only the owner's channel (live/owner-live.ts) listens to them. Ended sessions reach
 * the session cache, so a logout is refused from the next call on.
 *
 * With several servers (PostgreSQL), what one announces is relayed to the others (change-relay.ts)
 * and heard there as if announced locally (`receive`), so every server's cache, sockets and
 * sessions follow every change, whichever server made it.
 */
/** The public lists besides the catalogue that pages show (approved reviews, published recipes). */
export type ContentList = 'reviews' | 'recipes';

export type Change =
  /** `promptly`: the owner's edit, sent to the sockets at once rather than with the next counts (live-server.ts). */
  | { kind: 'inventory'; productIds: readonly string[]; promptly?: boolean }
  | { kind: 'settings' }
  | { kind: 'content'; lists: readonly ContentList[] }
  | { kind: 'orders'; orders: readonly StoredOrder[] }
  /** A market day's sales, handovers, counts or cash changed (its date): the owner's screens read it again. */
  | { kind: 'market-days'; dates: readonly string[] }
  /** One session ended (its token's hash), or all of them (null: a password reset). */
  | { kind: 'sessions-ended'; tokenHash: string | null };

export interface ChangeFeed {
  inventoryChanged(productIds: readonly string[], promptly?: boolean): void;
  settingsChanged(): void;
  /** A review or recipe customers can see was added, changed or removed (the pages that show it). */
  contentChanged(lists: readonly ContentList[]): void;
  /** New orders and orders whose status or payment changed, as they now stand. */
  ordersChanged(orders: readonly StoredOrder[]): void;
  marketDaysChanged(dates: readonly string[]): void;
  /** Resolves once the other servers have been told, so an answer never outruns a logout. */
  sessionsEnded(tokenHash: string | null): Promise<void>;
  onOrdersChanged(listener: (orders: readonly StoredOrder[]) => void): () => void;
  onMarketDaysChanged(listener: (dates: readonly string[]) => void): () => void;
  onInventoryChanged(listener: (productIds: readonly string[], promptly: boolean) => void): () => void;
  onSettingsChanged(listener: () => void): () => void;
  onContentChanged(listener: (lists: readonly ContentList[]) => void): () => void;
  onSessionsEnded(listener: (tokenHash: string | null) => void): () => void;
  /** A change another server announced: told to this server's listeners, not relayed again. */
  receive(change: Change): void;
  /** Sends every change announced here to the other servers too (change-relay.ts). */
  relayTo(send: (change: Change) => Promise<void>): void;
}

interface ChangeEvents {
  inventory: [productIds: readonly string[], promptly: boolean];
  settings: [];
  content: [lists: readonly ContentList[]];
  orders: [orders: readonly StoredOrder[]];
  'market-days': [dates: readonly string[]];
  'sessions-ended': [tokenHash: string | null];
}

export function createChangeFeed(options: { onRelayError?: (error: unknown) => void } = {}): ChangeFeed {
  const events = new EventEmitter<ChangeEvents>();
  events.setMaxListeners(50);
  let relay: ((change: Change) => Promise<void>) | null = null;

  function tell(change: Change): void {
    switch (change.kind) {
      case 'inventory':
        if (change.productIds.length > 0)
          events.emit('inventory', [...new Set(change.productIds)], change.promptly ?? false);
        return;
      case 'settings':
        events.emit('settings');
        return;
      case 'content':
        if (change.lists.length > 0) events.emit('content', [...new Set(change.lists)]);
        return;
      case 'orders':
        if (change.orders.length > 0) events.emit('orders', change.orders);
        return;
      case 'market-days':
        if (change.dates.length > 0) events.emit('market-days', [...new Set(change.dates)]);
        return;
      case 'sessions-ended':
        events.emit('sessions-ended', change.tokenHash);
    }
  }
  /** Here at once, then to the other servers. */
  function announce(change: Change): Promise<void> {
    tell(change);
    if (!relay) return Promise.resolve();
    return relay(change).catch((error: unknown) => options.onRelayError?.(error));
  }
  function listen<K extends keyof ChangeEvents>(name: K, listener: (...args: ChangeEvents[K]) => void) {
    events.on(name, listener as never);
    return () => void events.off(name, listener as never);
  }

  return {
    inventoryChanged: (productIds, promptly = false) => {
      if (productIds.length > 0) void announce({ kind: 'inventory', productIds, ...(promptly ? { promptly } : {}) });
    },
    settingsChanged: () => void announce({ kind: 'settings' }),
    contentChanged: (lists) => {
      if (lists.length > 0) void announce({ kind: 'content', lists });
    },
    ordersChanged: (orders) => {
      if (orders.length > 0) void announce({ kind: 'orders', orders });
    },
    marketDaysChanged: (dates) => {
      if (dates.length > 0) void announce({ kind: 'market-days', dates });
    },
    sessionsEnded: (tokenHash) => announce({ kind: 'sessions-ended', tokenHash }),
    onOrdersChanged: (listener) => listen('orders', listener),
    onMarketDaysChanged: (listener) => listen('market-days', listener),
    onInventoryChanged: (listener) => listen('inventory', listener),
    onSettingsChanged: (listener) => listen('settings', listener),
    onContentChanged: (listener) => listen('content', listener),
    onSessionsEnded: (listener) => listen('sessions-ended', listener),
    receive: tell,
    relayTo: (send) => {
      relay = send;
    },
  };
}
