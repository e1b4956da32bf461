import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { InventoryItem } from '#shared/inventory';
import type { PublicPickupSettings } from '#shared/pickup-settings';
import { productKeys } from '../lib/query-keys';

const focaccia: InventoryItem = {
  id: 'focaccia',
  name: 'Focaccia',
  price: '8.00',
  stock: 10,
  availableStock: 6,
  minimumOrder: 1,
  flavors: null,
  visible: true,
  ingredients: null,
  allergens: [],
};

/** A page just started: the modules fresh, so its database is not open yet. */
async function startPage() {
  vi.resetModules();
  const cache = await import('./cache');
  await cache.clearCaches();
  return {
    cache,
    gate: await import('./open-on-use'),
    saved: await import('./saved-entry'),
    live: await import('../sync/live-apply'),
  };
}

const pending = Symbol('pending');
/** What a promise has settled to after the tasks queued so far, or `pending`. */
const settled = <T>(promise: Promise<T>) =>
  Promise.race([promise, new Promise<typeof pending>((resolve) => setTimeout(() => resolve(pending), 50))]);

describe('the database, opened on first use', () => {
  it('shows a live snapshot at once and saves it only once the database is opened', async () => {
    const { cache, gate, live } = await startPage();
    const queryClient = new QueryClient();
    const applied = live.applyLiveMessage(queryClient, {
      type: 'snapshot',
      serverEpoch: 'epoch-1',
      inventory: [focaccia],
      pickupSettings: { ordersOpen: true } as PublicPickupSettings,
    });
    expect(queryClient.getQueryData(productKeys.all)).toEqual([focaccia]);
    expect(await settled(applied)).toBe(pending);
    expect(await cache.readCached(productKeys.all.join('/'))).toBeUndefined();

    await gate.openDatabase();
    await applied;
    expect((await cache.readCached(productKeys.all.join('/')))?.data).toEqual([focaccia]);
    expect(await cache.readMeta('serverEpoch')).toBe('epoch-1');
  });

  it('writes what waited in the order it was written: the later copy is kept', async () => {
    const { cache, gate, saved } = await startPage();
    const writes = [saved.saveEntry('recipes', ['first']), saved.saveEntry('recipes', ['second'])];
    expect(await settled(Promise.all(writes))).toBe(pending);
    await gate.openDatabase();
    await Promise.all(writes);
    expect((await cache.readCached('recipes'))?.data).toEqual(['second']);
  });

  it('is not opened by waiting for it', async () => {
    const { gate } = await startPage();
    const opened = gate.whenDatabaseOpens();
    expect(await settled(opened)).toBe(pending);
    const lists = await gate.openDatabase();
    expect(await opened).toBe(lists);
  });
});
