import { describe, expect, it } from 'vitest';
import { mergeStock } from './stock-merge';

describe('mergeStock (docs/client.md, "Offline")', () => {
  it.each([
    // current, requested, base, stock, merged: why
    [8, 10, undefined, 10, false], // an online edit: the owner's number as typed
    [8, 10, 8, 10, false], // offline, but nothing sold meanwhile
    [8, 10, 10, 8, true], // offline "no change" while 2 sold online: the 2 sales stay sold
    [8, 12, 10, 10, true], // +2 offline on top of 2 sold online
    [8, 5, 10, 3, true], // -5 offline (market sales) and 2 sold online
    [1, 0, 10, 0, true], // would go below 0: stops at 0
    [0, 20, 10, 10, true], // sold out online, then +10 baked offline
    [6, 2, 6, 2, false], // same base: a plain set, even downwards
  ])('current %i, set %i seen as %s: %i (merged %s)', (current, requested, base, stock, merged) => {
    expect(mergeStock(current, requested, base)).toEqual({ stock, merged });
  });
});
