import { describe, expect, it } from 'vitest';
import type { NextPickup } from '#shared/pickup-slots';
import { keptPlaceOf, withKeptPlace } from './kept-place';
import type { PickupPlaceInLine } from '../../db/web-storage/waitlist';

const NOW = Date.parse('2026-12-01T18:00:00Z');
const place = (overrides: Partial<PickupPlaceInLine> = {}): PickupPlaceInLine => ({
  id: 'a',
  token: 't',
  pickupDate: '2026-12-04',
  pickupLocation: 'home',
  pickupSlot: '15:30',
  items: 3,
  what: 'a 3:30 to 4:00pm home pickup on Friday, December 4',
  offerExpiresAt: '2026-12-01T18:10:00Z',
  ...overrides,
});
const homeFull: NextPickup = {
  pickupLocation: 'home',
  pickupDate: '2026-12-04',
  slots: [
    { start: '15:00', end: '15:30', left: 0 },
    { start: '15:30', end: '16:00', left: 0 },
  ],
  itemsLeft: 0,
  full: true,
  following: '2026-12-11',
};
const market: NextPickup = { ...homeFull, pickupLocation: 'farmers-market', pickupDate: '2026-12-05' };

describe('the place kept for her checkout', () => {
  it('is an offer that has not run out, the one ending first', () => {
    expect(keptPlaceOf([place({ offerExpiresAt: null })], NOW)).toBeNull();
    expect(keptPlaceOf([place({ offerExpiresAt: '2026-12-01T17:59:59Z' })], NOW)).toBeNull();
    const later = place({ id: 'later', offerExpiresAt: '2026-12-01T18:09:00Z' });
    const sooner = place({ id: 'sooner', offerExpiresAt: '2026-12-01T18:05:00Z' });
    expect(keptPlaceOf([later, sooner], NOW)?.id).toBe('sooner');
  });

  it('opens its time and its pickup to her, with room for her items, and nothing else', () => {
    const [home, other] = withKeptPlace([homeFull, market], place());
    expect(home).toEqual({
      ...homeFull,
      slots: [
        { start: '15:00', end: '15:30', left: 0 },
        { start: '15:30', end: '16:00', left: 1 },
      ],
      itemsLeft: 3,
      full: false,
    });
    expect(other).toBe(market);
    expect(withKeptPlace([homeFull], null)[0]).toBe(homeFull);
  });

  it('leaves a time that takes any number as it is', () => {
    const uncapped = { ...homeFull, slots: [{ start: '15:30', end: '16:00', left: null }], itemsLeft: null };
    expect(withKeptPlace([uncapped], place())[0]).toMatchObject({
      slots: [{ left: null }],
      itemsLeft: null,
      full: false,
    });
  });
});
