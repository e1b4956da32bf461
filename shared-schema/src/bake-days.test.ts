import { describe, expect, it } from 'vitest';
import { bakeDayOf, pickupsOfBakeDay } from './bake-days';

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
