import { describe, expect, it } from 'vitest';
import type { PickupSummary } from '#shared/owner-orders';
import { anyFilters, defaultPickupDate, orderQuery, pickupDays, pickupFigures } from './order-filters';

const pickup = (pickupDate: string, pickupLocation: 'home' | 'farmers-market', total: string, paid: string) =>
  ({
    pickupDate,
    pickupLocation,
    orders: 2,
    total,
    paid,
    owed: (Number(total) - Number(paid)).toFixed(2),
    cancelled: 1,
    noShows: 0,
    pickedUp: 1,
  }) satisfies PickupSummary;

const pickups = [
  pickup('2026-11-28', 'farmers-market', '20.10', '0.00'),
  pickup('2026-11-27', 'home', '45.20', '12.10'),
  pickup('2026-11-20', 'home', '30.00', '30.00'),
];

describe('the orders page by pickup', () => {
  it.each([
    [['2026-11-27', '2026-11-28'], '2026-11-27'], // the next pickup that has orders
    [['2026-11-28', '2026-12-04'], '2026-11-28'],
    [['2026-12-04', '2026-12-05'], '2026-11-28'], // none ahead: the latest that had orders
  ])('opens on the right pickup when the next ones are %j', (next, expected) => {
    expect(defaultPickupDate(pickups, next)).toBe(expected);
  });

  it('opens on the next pickup before any order', () => {
    expect(defaultPickupDate([], ['2026-11-28', '2026-11-27'])).toBe('2026-11-27');
  });

  it('lists the pickup days newest first, the next ones included', () => {
    expect(pickupDays(pickups, ['2026-12-04'])).toEqual(['2026-12-04', '2026-11-28', '2026-11-27', '2026-11-20']);
  });

  it('adds a day up in cents, both locations or one', () => {
    expect(pickupFigures(pickups, '2026-11-27', '')).toMatchObject({ orders: 2, total: 4520, paid: 1210, owed: 3310 });
    expect(
      pickupFigures([...pickups, pickup('2026-11-27', 'farmers-market', '0.30', '0.10')], '2026-11-27', ''),
    ).toMatchObject({
      orders: 4,
      total: 4550,
      paid: 1220,
    });
    expect(pickupFigures(pickups, '2026-11-27', 'farmers-market')).toMatchObject({ orders: 0, total: 0 });
  });

  it('asks the server only for the filters that are set', () => {
    expect(orderQuery({ ...anyFilters, pickupDate: '2026-11-27', q: ' maya ' }, 100)).toBe(
      'pickupDate=2026-11-27&q=maya&limit=100',
    );
    expect(orderQuery(anyFilters)).toBe('');
  });
});
