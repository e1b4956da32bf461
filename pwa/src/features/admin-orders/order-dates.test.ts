import { describe, expect, it } from 'vitest';
import { inPages, placedOn, revenueCents } from './order-dates';

describe('order lists', () => {
  it('splits print cards into pages of six', () => {
    expect(inPages([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13], 6)).toEqual([
      [1, 2, 3, 4, 5, 6],
      [7, 8, 9, 10, 11, 12],
      [13],
    ]);
    expect(inPages([], 6)).toEqual([]);
  });

  it('adds revenue in cents', () => {
    expect(revenueCents([{ total: '12.10' }, { total: '0.20' }, { total: '7.00' }])).toBe(1930);
  });

  it('filters by the local day, and keeps everything without a day', () => {
    const noon = new Date(2026, 10, 21, 12).toISOString();
    const nextDay = new Date(2026, 10, 22, 0, 30).toISOString();
    const orders = [{ createdAt: noon }, { createdAt: nextDay }];
    expect(placedOn(orders, '2026-11-21')).toEqual([{ createdAt: noon }]);
    expect(placedOn(orders, '')).toHaveLength(2);
  });
});
