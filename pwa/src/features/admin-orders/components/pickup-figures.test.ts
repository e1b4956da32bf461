import { describe, expect, it } from 'vitest';
import { noCounts } from '#shared/pickup-figures';
import { figuresText } from './pickup-figures';

describe('the line under the pickup figures', () => {
  it.each([
    [{}, '0 orders counted: 0 picked up, 0 to collect.'],
    [
      { orders: 8, pickedUp: 3, noShows: 1, noShowOwedCents: 1200 },
      '8 orders counted: 3 picked up, 4 to collect, 1 no-show (owing $12.00).',
    ],
    [
      { orders: 1, cancelled: 2, refundsDue: 1, refundDueCents: 3200 },
      '1 order counted: 0 picked up, 1 to collect. Not counted: 2 cancelled; $32.00 to refund on 1 order.',
    ],
    [
      { orders: 2, noShows: 2, cancelled: 1 },
      '2 orders counted: 0 picked up, 0 to collect, 2 no-shows. Not counted: 1 cancelled.',
    ],
  ])('%j reads %j', (counts, text) => {
    expect(figuresText({ ...noCounts, ...counts })).toBe(text);
  });
});
