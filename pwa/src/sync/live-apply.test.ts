import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminInventoryItem, InventoryItem } from '#shared/inventory';
import type { PublicPickupSettings } from '#shared/pickup-settings';
import { readCached, writeCached } from '../db/cache';
import { cacheKey } from '../db/saved-entry';
import { openDatabase } from '../db/open-on-use';
import { bakeStockKeys, customerOrderKeys, productKeys, pickupSettingsKeys, recipeKeys } from '../lib/query-keys';
import { applyLiveMessage, applyPageSnapshot, mergeAdminInventory, mergeInventory } from './live-apply';

const item = (id: string, availableStock: number, visible = true): InventoryItem => ({
  id,
  name: id,
  price: '4.00',
  stock: 10,
  availableStock,
  minimumOrder: 1,
  flavors: null,
  visible,
  ingredients: null,
  allergens: [],
});

describe('mergeInventory', () => {
  it.each([
    [
      'updates a count',
      [item('a', 5), item('b', 5)],
      [item('b', 2)],
      [
        ['a', 5],
        ['b', 2],
      ],
    ],
    ['drops a product made hidden', [item('a', 5), item('b', 5)], [item('a', 5, false)], [['b', 5]]],
    [
      'adds a product made visible',
      [item('a', 5)],
      [item('c', 3)],
      [
        ['a', 5],
        ['c', 3],
      ],
    ],
    ['ignores a hidden product it never had', [item('a', 5)], [item('z', 1, false)], [['a', 5]]],
  ])('%s', (_name, list, changed, expected) => {
    expect(mergeInventory(list, changed).map((i) => [i.id, i.availableStock])).toEqual(expected);
  });

  it("keeps the owner's fields of her list", () => {
    const own = {
      ...item('a', 5),
      sortOrder: 3,
      updatedAt: 'then',
      bakeDay: '2026-12-04',
      usualStock: 12,
    } satisfies AdminInventoryItem;
    expect(mergeAdminInventory([own], [item('a', 1, false)])).toEqual([{ ...own, availableStock: 1, visible: false }]);
  });
});

describe('applyLiveMessage', () => {
  // As on a page in use; a page not yet used is db/open-on-use.test.ts.
  beforeAll(() => openDatabase());
  const settings = { ordersOpen: true, pickupDate: 'Friday' } as PublicPickupSettings;

  it('writes a snapshot to React Query and IndexedDB at once', async () => {
    const queryClient = new QueryClient();
    await applyLiveMessage(queryClient, {
      type: 'snapshot',
      serverEpoch: 'epoch-1',
      inventory: [item('a', 5)],
      pickupSettings: settings,
    });
    await applyLiveMessage(queryClient, { type: 'inventory', items: [item('a', 0)] });
    expect(queryClient.getQueryData<InventoryItem[]>(productKeys.all)?.[0]?.availableStock).toBe(0);
    expect((await readCached<InventoryItem[]>(cacheKey(productKeys.all)))?.data[0]?.availableStock).toBe(0);
  });

  it('keeps a live change over a fetch of the list that was read before it and answers after it', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(productKeys.all, [item('a', 5)]);
    let answer!: (list: InventoryItem[]) => void;
    const refetch = queryClient
      .fetchQuery({
        queryKey: productKeys.all,
        queryFn: () => new Promise<InventoryItem[]>((resolve) => (answer = resolve)),
      })
      .catch(() => undefined); // cancelled
    await applyLiveMessage(queryClient, { type: 'inventory', items: [{ ...item('a', 5), price: '3.00' }] });
    answer([item('a', 5)]); // the list as it was read, before the price changed
    await refetch;
    expect(queryClient.getQueryData<InventoryItem[]>(productKeys.all)?.[0]?.price).toBe('3.00');
    expect((await readCached<InventoryItem[]>(cacheKey(productKeys.all)))?.data[0]?.price).toBe('3.00');
  });

  it('drops the saved lists when the server has a new epoch', async () => {
    const queryClient = new QueryClient();
    await applyLiveMessage(queryClient, {
      type: 'snapshot',
      serverEpoch: 'epoch-A',
      inventory: [],
      pickupSettings: settings,
    });
    await writeCached(cacheKey(recipeKeys.published), [{ id: 'old recipe' }]);
    await applyLiveMessage(queryClient, {
      type: 'snapshot',
      serverEpoch: 'epoch-B',
      inventory: [item('b', 1)],
      pickupSettings: settings,
    });
    expect(await readCached(cacheKey(recipeKeys.published))).toBeUndefined();
    expect((await readCached<InventoryItem[]>(cacheKey(productKeys.all)))?.data.map((i) => i.id)).toEqual(['b']);
  });

  it("puts a slots message's places into the settings on screen and saved, the rest kept", async () => {
    const queryClient = new QueryClient();
    await applyLiveMessage(queryClient, {
      type: 'snapshot',
      serverEpoch: 'epoch-B',
      inventory: [],
      pickupSettings: { ...settings, nextPickups: [] },
    });
    const nextPickups = [
      {
        pickupLocation: 'home' as const,
        pickupDate: '2026-11-27',
        slots: [{ start: '15:00', end: '15:30', left: 1 }],
        itemsLeft: null,
        full: false,
        following: '2026-12-04',
      },
    ];
    await applyLiveMessage(queryClient, { type: 'slots', nextPickups });
    expect(queryClient.getQueryData(pickupSettingsKeys.all)).toEqual({ ...settings, nextPickups });
    expect((await readCached(cacheKey(pickupSettingsKeys.all)))?.data).toEqual({ ...settings, nextPickups });
  });

  it('reads again, on each connection, an order shown before the socket followed it', async () => {
    // Her page fetched the order, then the owner raised the cutoff before this socket connected:
    // the snapshot's settings are new, and the order's "cancel until" must follow them.
    const queryClient = new QueryClient();
    queryClient.setQueryData(customerOrderKeys.one('7'), { id: '7', cancellableUntil: 'then' });
    await applyLiveMessage(queryClient, {
      type: 'snapshot',
      serverEpoch: 'epoch-B',
      inventory: [],
      pickupSettings: settings,
    });
    expect(queryClient.getQueryState(customerOrderKeys.one('7'))?.isInvalidated).toBe(true);
  });

  it.each(['inventory', 'snapshot'] as const)(
    'reads again the counts of another bake a customer shops for, after a live %s',
    async (type) => {
      const queryClient = new QueryClient();
      const chosen = bakeStockKeys.of('2026-12-05', 'shop');
      queryClient.setQueryData(chosen, [{ id: 'a', free: 4 }]);
      await applyLiveMessage(
        queryClient,
        type === 'inventory'
          ? { type, items: [item('a', 0)] }
          : { type, serverEpoch: 'epoch-B', inventory: [item('a', 0)], pickupSettings: settings },
      );
      // Read again a moment later (sync/bake-counts-again.ts): marked stale then.
      await vi.waitFor(() => expect(queryClient.getQueryState(chosen)?.isInvalidated).toBe(true));
    },
  );
});

describe('applyPageSnapshot', () => {
  beforeAll(() => openDatabase());
  const settings = { ordersOpen: true, pickupDate: 'Friday' } as PublicPickupSettings;

  it("puts the page's lists on screen and saves them, as a snapshot would", async () => {
    const queryClient = new QueryClient();
    await applyLiveMessage(queryClient, {
      type: 'snapshot',
      serverEpoch: 'epoch-page',
      inventory: [],
      pickupSettings: settings,
    });
    await applyPageSnapshot(queryClient, {
      serverEpoch: 'epoch-page',
      inventory: [item('p', 3)],
      pickupSettings: { ...settings, pickupDate: 'Saturday' },
    });
    expect(queryClient.getQueryData<InventoryItem[]>(productKeys.all)?.map((i) => i.id)).toEqual(['p']);
    expect((await readCached<InventoryItem[]>(cacheKey(productKeys.all)))?.data.map((i) => i.id)).toEqual(['p']);
    expect((await readCached<PublicPickupSettings>(cacheKey(pickupSettingsKeys.all)))?.data.pickupDate).toBe(
      'Saturday',
    );
  });

  it('neither drops nor saves anything for a page of another epoch than this device knows', async () => {
    const queryClient = new QueryClient();
    await applyLiveMessage(queryClient, {
      type: 'snapshot',
      serverEpoch: 'epoch-known',
      inventory: [item('known', 1)],
      pickupSettings: settings,
    });
    await writeCached(cacheKey(recipeKeys.published), [{ id: 'kept recipe' }]);
    await applyPageSnapshot(queryClient, {
      serverEpoch: 'epoch-of-an-old-copy',
      inventory: [item('old', 1)],
      pickupSettings: settings,
    });
    // On screen as the page showed it; saved as the last snapshot left it, until the next one.
    expect(queryClient.getQueryData<InventoryItem[]>(productKeys.all)?.map((i) => i.id)).toEqual(['old']);
    expect(await readCached(cacheKey(recipeKeys.published))).toBeDefined();
    expect((await readCached<InventoryItem[]>(cacheKey(productKeys.all)))?.data.map((i) => i.id)).toEqual(['known']);
  });
});
