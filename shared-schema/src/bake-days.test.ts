import { describe, expect, it } from 'vitest';
import { bakeDayOf, pickupsOfBakeDay, shopBakeDay } from './bake-days';

const friday = '2026-12-04';
const herWeek = { home: 0, 'farmers-market': 1 };

describe('THE rule of bake days (docs/orders.md, "Bake days")', () => {
  it("serves her door's Friday pickup and Saturday's market from Friday's bake", () => {
    expect(bakeDayOf({ pickupDate: friday, pickupLocation: 'home' }, herWeek)).toBe(friday);
    expect(bakeDayOf({ pickupDate: '2026-12-05', pickupLocation: 'farmers-market' }, herWeek)).toBe(friday);
    expect(pickupsOfBakeDay(friday, herWeek)).toEqual([
      { pickupDate: friday, pickupLocation: 'home' },
      { pickupDate: '2026-12-05', pickupLocation: 'farmers-market' },
    ]);
  });

  it('counts back across a month and a year', () => {
    expect(bakeDayOf({ pickupDate: '2027-01-01', pickupLocation: 'farmers-market' }, herWeek)).toBe('2026-12-31');
    expect(pickupsOfBakeDay('2026-11-30', { home: 6, 'farmers-market': 2 })).toEqual([
      { pickupDate: '2026-12-06', pickupLocation: 'home' },
      { pickupDate: '2026-12-02', pickupLocation: 'farmers-market' },
    ]);
  });

  it('finds each pickup in the bake day it names', () => {
    for (const bakeDays of [herWeek, { home: 3, 'farmers-market': 0 }]) {
      for (const pickup of pickupsOfBakeDay(friday, bakeDays)) expect(bakeDayOf(pickup, bakeDays)).toBe(friday);
    }
  });
});

describe('THE shop’s bake (docs/orders.md, "Stock of a bake day")', () => {
  const week = (home: string, market: string) => ({
    nextPickupDates: { home, 'farmers-market': market },
    bakeDaysBefore: herWeek,
  });

  it('is the soonest bake of the next pickups: Friday’s, for her door on Friday and the market on Saturday', () => {
    expect(shopBakeDay(week(friday, '2026-12-05'), '2026-12-01')).toBe(friday);
  });

  it('passes over a bake already past: on market morning, her door’s next bake, not yesterday’s', () => {
    expect(shopBakeDay(week('2026-12-11', '2026-12-05'), '2026-12-05')).toBe('2026-12-11');
    // Baked today still sells today.
    expect(shopBakeDay(week('2026-12-11', '2026-12-05'), friday)).toBe(friday);
  });

  it('is the one bake there is, even past, and none while no place takes orders', () => {
    const marketOnly = { nextPickupDates: { 'farmers-market': '2026-12-05' }, bakeDaysBefore: herWeek };
    expect(shopBakeDay(marketOnly, '2026-12-05')).toBe(friday);
    expect(shopBakeDay({ nextPickupDates: {}, bakeDaysBefore: herWeek }, '2026-12-05')).toBeNull();
    expect(shopBakeDay({ nextPickupDates: { home: '' }, bakeDaysBefore: herWeek }, '2026-12-05')).toBeNull();
  });
});
