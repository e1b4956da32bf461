import { describe, expect, it } from 'vitest';
import type { NextPickup } from '#shared/pickup-slots';
import { placesText, slotFilledText } from './slot-words';

const pickup = (lefts: (number | null)[], full = false): NextPickup => ({
  pickupLocation: 'home',
  pickupDate: '2026-11-27',
  slots: lefts.map((left, i) => ({ start: `15:${String(i * 15).padStart(2, '0')}`, end: '', left })),
  itemsLeft: null,
  full,
  following: '2026-12-04',
});

describe('what checkout says of a slot', () => {
  it.each([
    ['15:00', pickup([0, 2, 1, 0]), '3:00 just filled: 3:15 and 3:30 have room.'],
    ['15:15', pickup([0, 0, 3, 0]), '3:15 just filled: 3:30 has room.'],
    ['15:00', pickup([0, 1, 1, 1]), '3:00 just filled: 3:15, 3:30 and 1 more have room.'],
    ['15:30', pickup([1, 1, 0, 1]), '3:30 just filled: 3:15, 3:45 and 1 more have room.'],
    // No later pickup is offered: orders are only for the next one.
    [
      '15:00',
      pickup([0, 0], true),
      "This week's pickups are full. Orders for the next pickups open once these are done.",
    ],
  ])('%s filled with %j: %s', (chosen, places, text) => {
    expect(slotFilledText(chosen, places, {})).toBe(text);
  });

  it.each([
    [null, ''],
    [0, 'Full'],
    [1, '1 place left'],
    [4, '4 places left'],
  ])('%s places: %j', (left, text) => expect(placesText(left)).toBe(text));
});
