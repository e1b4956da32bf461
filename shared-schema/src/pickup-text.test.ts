import { describe, expect, it } from 'vitest';
import type { NextPickup } from './pickup-slots';
import { fullPickupsText, overOvenText } from './pickup-text';

const pickup = (pickupLocation: NextPickup['pickupLocation'], full: boolean, itemsLeft: number | null = null) => ({
  pickupLocation,
  pickupDate: pickupLocation === 'home' ? '2026-11-27' : '2026-11-28',
  slots: [],
  itemsLeft,
  full,
  following: '2026-12-04',
});

describe('what the shop and checkout say of full pickups', () => {
  it.each([
    ['none full', [pickup('home', false), pickup('farmers-market', false)], undefined, null],
    [
      'home full, the market has room',
      [pickup('home', true), pickup('farmers-market', false)],
      undefined,
      'Home pickup on Friday, November 27 is full; the farmers market on Saturday, November 28 still has room.',
    ],
    [
      'the market full, home has room',
      [pickup('home', false), pickup('farmers-market', true)],
      'farmers-market',
      'The farmers market on Saturday, November 28 is full; home pickup on Friday, November 27 still has room.',
    ],
    [
      'both full: no later pickup is offered',
      [pickup('home', true), pickup('farmers-market', true)],
      'home',
      "This week's pickups are full. Orders for the next pickups open once these are done.",
    ],
  ] as const)('%s', (_name, pickups, chosen, text) => {
    expect(fullPickupsText(pickups, {}, chosen)).toBe(text);
  });

  it.each([
    [
      'the market has room for all of it',
      pickup('farmers-market', false, null),
      'Only 3 more items fit the home pickup on Friday, November 27, and your cart has 5: take 2 out of your cart (Back to Cart), or choose the farmers market on Saturday, November 28.',
    ],
    [
      'the market has room for fewer',
      pickup('farmers-market', false, 4),
      'Only 3 more items fit the home pickup on Friday, November 27, and your cart has 5: take 2 out of your cart (Back to Cart).',
    ],
  ])('over the oven, %s', (_name, market, text) => {
    expect(overOvenText(pickup('home', false, 3), 5, [pickup('home', false, 3), market], {})).toBe(text);
  });
});
