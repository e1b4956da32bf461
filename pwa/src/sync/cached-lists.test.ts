import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { cacheKey } from '../db/saved-entry';
import { openDatabase, type SavedLists } from '../db/open-on-use';
import { updateCachedList } from './cached-lists';

/** Runs once IndexedDB has answered a read of a saved list, before the code that asked goes on. */
let afterSavedRead: (() => void) | undefined;
vi.mock('../db/open-on-use', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../db/open-on-use')>();
  const slowed = (lists: SavedLists): SavedLists => ({
    ...lists,
    readCached: async <T>(...args: Parameters<SavedLists['readCached']>) => {
      const saved = await lists.readCached<T>(...args);
      afterSavedRead?.();
      return saved;
    },
  });
  return {
    ...actual,
    writeWhenOpen: <T>(work: (lists: SavedLists) => Promise<T>) => actual.writeWhenOpen((lists) => work(slowed(lists))),
  };
});

type Day = { sales: string[]; preorders: string[] };
const key = ['owner', 'market-days', '2026-12-02'] as const;
const addSale = (day: Day): Day => ({
  ...day,
  sales: day.sales.includes('sale 1') ? day.sales : [...day.sales, 'sale 1'],
});

describe('a change to a list not on screen', () => {
  it('changes the saved copy when nothing newer came', async () => {
    afterSavedRead = undefined;
    const lists = await openDatabase();
    await lists.writeCached(cacheKey(key), { sales: [], preorders: ['Bea'] } satisfies Day);
    const queryClient = new QueryClient();

    await updateCachedList<Day>(queryClient, key, addSale);

    expect(queryClient.getQueryData(key)).toEqual({ sales: ['sale 1'], preorders: ['Bea'] });
    expect((await lists.readCached<Day>(cacheKey(key)))?.data).toEqual({ sales: ['sale 1'], preorders: ['Bea'] });
  });

  it('is made on the fetched list when a fetch lands while the saved copy is read, never over it', async () => {
    // Her phone reloaded with no signal shows the saved day; back online, her sales' answers
    // change it while the day is read again, and that read has Flo's order, placed meanwhile.
    const lists = await openDatabase();
    await lists.writeCached(cacheKey(key), { sales: [], preorders: ['Bea'] } satisfies Day);
    const queryClient = new QueryClient();
    const fetched: Day = { sales: ['sale 1'], preorders: ['Bea', 'Flo'] };
    afterSavedRead = () => queryClient.setQueryData(key, fetched);

    await updateCachedList<Day>(queryClient, key, addSale);

    expect(queryClient.getQueryData(key)).toEqual(fetched);
    expect((await lists.readCached<Day>(cacheKey(key)))?.data).toEqual(fetched);
  });
});
