import { describe, expect, it } from 'vitest';
import type { InventoryItem } from '#shared/inventory';
import type { NextPickup } from '#shared/pickup-slots';
import { keptShoppingFor } from '../../db/web-storage/shopping-for';
import { hasBakesToChoose, itemsOfBake, otherBakeOf } from './shopping-for';

// Her real week: her door on Friday and Saturday's market, both of Friday's bake; the Tuesday
// market baked on its own day. The server names each next pickup's bake.
const pickup = (pickupLocation: string, pickupDate: string, bakeDay?: string): NextPickup => ({
  pickupLocation,
  pickupDate,
  slots: [],
  itemsLeft: null,
  full: false,
  following: '',
  ...(bakeDay ? { bakeDay } : {}),
});
const week = {
  nextPickups: [
    pickup('home', '2026-12-04', '2026-12-04'),
    pickup('farmers-market', '2026-12-05', '2026-12-04'),
    pickup('bogert', '2026-12-01', '2026-12-01'),
  ],
};
const tuesday = '2026-12-01';
const friday = '2026-12-04';

describe('shopping for a pickup', () => {
  it('offers a choice only where the next pickups are baked on more than one day', () => {
    expect(hasBakesToChoose(week)).toBe(true);
    expect(hasBakesToChoose({ nextPickups: week.nextPickups.slice(0, 2) })).toBe(false);
    // Settings saved on the phone before pickups named their bake: no choice until fresh ones come.
    expect(hasBakesToChoose({ nextPickups: [pickup('home', friday), pickup('bogert', tuesday)] })).toBe(false);
  });

  it('shops for another bake only while it serves a next pickup and is not the shop’s', () => {
    expect(otherBakeOf(friday, week, tuesday)).toBe(friday);
    expect(otherBakeOf(tuesday, week, tuesday)).toBeNull();
    expect(otherBakeOf(null, week, tuesday)).toBeNull();
    // Last week's Friday, passed: the shop's again.
    expect(otherBakeOf('2026-11-27', week, tuesday)).toBeNull();
    expect(otherBakeOf(friday, undefined, tuesday)).toBeNull();
  });

  it('shows each card what the chosen bake has free, never below 0', () => {
    const item = (id: string, availableStock: number) => ({ id, name: id, stock: 9, availableStock }) as InventoryItem;
    const shown = itemsOfBake([item('babka', 0), item('scone', 4), item('bagels', 2)], { babka: 6, scone: -1 });
    expect(shown.map((each) => [each.id, each.availableStock])).toEqual([
      ['babka', 6],
      ['scone', 0],
      // A product the bake does not list (hidden since): none for that pickup.
      ['bagels', 0],
    ]);
  });

  it('keeps the chosen bake for the tab, and reads anything else as none chosen', () => {
    expect(keptShoppingFor.read({ bake: friday })).toEqual({ bake: friday });
    expect(keptShoppingFor.read({ bake: null })).toEqual({});
    expect(keptShoppingFor.read({ bake: 'next friday' })).toEqual({});
    expect(keptShoppingFor.read('friday')).toEqual({});
  });
});
