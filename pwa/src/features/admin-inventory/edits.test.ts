import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminInventoryItem } from '#shared/inventory';
import { openDatabase } from '../../db/open-on-use';
import { ownerInventoryOfBake, ownerKeys } from '../../lib/query-keys';
import { inventoryEdits, stockMergeNotice } from './edits';

describe('stockMergeNotice', () => {
  const edit = { stock: 10, baseStock: 10 };
  const item = { name: 'Focaccia' };
  it.each([
    [
      { merged: true, from: 8, to: 8, item },
      'Stock for Focaccia: you set 10 while offline; 2 sold online meanwhile, now 8',
    ],
    [
      { merged: true, from: 12, to: 12, item },
      'Stock for Focaccia: you set 10 while offline; 2 added meanwhile, now 12',
    ],
    [{ merged: false, from: 10, to: 10, item }, null],
  ])('%j', (answer, notice) => {
    expect(stockMergeNotice(edit, answer)).toBe(notice);
  });
});

describe('a stock edit on her phone before the server has it', () => {
  // As on a page in use: the lists are written to IndexedDB too.
  beforeAll(() => openDatabase());
  const item = (bakeDay: string, stock: number) =>
    ({ id: 'focaccia', name: 'Focaccia', bakeDay, stock, availableStock: stock - 1 }) as AdminInventoryItem;

  it('shows on the list of the bake it sets, and leaves the other bake’s list as it was', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(ownerKeys.inventory, [item('2026-12-04', 6)]);
    queryClient.setQueryData(ownerInventoryOfBake('2026-12-11'), [item('2026-12-11', 12)]);
    await inventoryEdits['set-stock'].apply(queryClient, {
      kind: 'set-stock',
      id: 'focaccia',
      stock: 20,
      bakeDay: '2026-12-11',
    });
    expect(queryClient.getQueryData(ownerKeys.inventory)).toEqual([item('2026-12-04', 6)]);
    // One unit held on that bake: 20 set, 19 to sell.
    expect(queryClient.getQueryData(ownerInventoryOfBake('2026-12-11'))).toEqual([
      { ...item('2026-12-11', 12), stock: 20, availableStock: 19 },
    ]);

    await inventoryEdits['set-stock'].apply(queryClient, { kind: 'set-stock', id: 'focaccia', stock: 3 });
    expect(queryClient.getQueryData(ownerKeys.inventory)).toEqual([
      { ...item('2026-12-04', 6), stock: 3, availableStock: 2 },
    ]);
  });
});
