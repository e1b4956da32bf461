import { describe, expect, it } from 'vitest';
import type { AdminInventoryItem } from '#shared/inventory';
import { groupByCategory, searchProducts } from './categories';

const item = (id: string, name: string) => ({ id, name }) as AdminInventoryItem;
const items = [
  item('focaccia', 'Focaccia'),
  item('chocolate-babka', 'Chocolate Babka'),
  item('orange-biscotti', 'Orange Biscotti'),
  item('raspberry-scone', 'Raspberry Scone'),
];

describe('inventory categories', () => {
  it('groups by the spec, puts the rest in Other Items, and drops empty groups', () => {
    expect(groupByCategory(items).map((group) => [group.name, group.items.map((i) => i.id)])).toEqual([
      ['Breads & Bagels', ['focaccia']],
      ['Pastries & Scones', ['raspberry-scone']],
      ['Cookies & Sweets', ['orange-biscotti']],
      ['Other Items', ['chocolate-babka']],
    ]);
  });

  it.each([
    ['babka', ['chocolate-babka']],
    ['ORANGE-', ['orange-biscotti']],
    ['', ['focaccia', 'chocolate-babka', 'orange-biscotti', 'raspberry-scone']],
  ])('search "%s"', (term, ids) => {
    expect(searchProducts(items, term).map((i) => i.id)).toEqual(ids);
  });
});
