import { describe, expect, it } from 'vitest';
import { placedOn, revenueCents } from './order-dates';

describe('order lists', () => {
  it('adds revenue in cents', () => {
    expect(revenueCents([{ total: '12.10' }, { total: '0.20' }, { total: '7.00' }])).toBe(1930);
    // A market day's stall takings are its revenue too.
    expect(
      revenueCents([
        { total: '81.00', stall: '139.25' },
        { total: '0.00', stall: '10.00' },
      ]),
    ).toBe(23025);
  });

  it('filters by the local day, and keeps everything without a day', () => {
    const noon = new Date(2026, 10, 21, 12).toISOString();
    const nextDay = new Date(2026, 10, 22, 0, 30).toISOString();
    const orders = [{ createdAt: noon }, { createdAt: nextDay }];
    expect(placedOn(orders, '2026-11-21')).toEqual([{ createdAt: noon }]);
    expect(placedOn(orders, '')).toHaveLength(2);
  });
});
