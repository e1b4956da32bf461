import { describe, expect, it } from 'vitest';
import { askedBeyond, nothingAsked, stepAsked, type Asked } from './asked';

const limits = { available: 1, most: 12, canWait: true };
const taps = (deltas: number[], given = limits, from: Asked = nothingAsked) =>
  deltas.reduce((asked, delta) => stepAsked(asked, delta, given), from);

describe('asking for more than is left on a card (issue 45, item 12)', () => {
  it.each([
    ['within what is left, plus adds to the cart', [1], limits, { chosen: 1, beyond: null }],
    ['past it, plus asks for more: the card offers the line for 2', [1, 1], limits, { chosen: 1, beyond: 2 }],
    ['and for 3', [1, 1, 1], limits, { chosen: 1, beyond: 3 }],
    ['minus comes back within what is left', [1, 1, -1], limits, { chosen: 1, beyond: null }],
    ['never past the most a place asks for', [1, 1, 1], { ...limits, most: 2 }, { chosen: 1, beyond: 2 }],
    [
      'without a line to offer, plus stops at what is left',
      [1, 1],
      { ...limits, canWait: false },
      { chosen: 1, beyond: null },
    ],
    [
      'sold out, the card offers the line itself: plus does nothing',
      [1],
      { ...limits, available: 0 },
      { chosen: 0, beyond: null },
    ],
  ])('%s', (_name, deltas, given, expected) => {
    expect(taps(deltas, given)).toEqual(expected);
  });

  it('stops asking beyond once enough are left, or none are', () => {
    const asked = taps([1, 1]);
    expect(askedBeyond(asked, 1)).toBe(2);
    expect(askedBeyond(asked, 2)).toBeNull();
    expect(askedBeyond(asked, 0)).toBeNull();
  });
});
