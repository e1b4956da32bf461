import { describe, expect, it } from 'vitest';
import { bakeDayOf, comingBakeDays, pickupsOfBakeDay, shopBakeDay } from './bake-days';
import type { PlaceRecord } from './places';

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

describe('the bakes she can plan (her inventory card)', () => {
  const door = {
    id: 'home',
    kind: 'door' as const,
    name: 'Home pickup',
    address: '',
    note: '',
    cutoffHours: 24,
    active: true,
  };
  const places: PlaceRecord[] = [
    { ...door, weekday: 5, from: '15:00', until: '18:00' },
    {
      ...door,
      id: 'farmers-market',
      kind: 'market',
      name: 'Saturday market',
      weekday: 6,
      from: '09:00',
      until: '12:00',
    },
    { ...door, id: 'bogert', kind: 'market' as const, name: 'Bogert', weekday: 2, from: '17:00', until: '20:00' },
  ];

  it('is the shop’s bake and the weeks after it: her Friday bake serving Friday and Saturday', () => {
    const settings = {
      places: places.slice(0, 2),
      nextPickupDates: { home: friday, 'farmers-market': '2026-12-05' },
      bakeDaysBefore: herWeek,
    };
    expect(comingBakeDays(settings, '2026-12-01', 2)).toEqual([friday, '2026-12-11', '2026-12-18']);
  });

  it('takes in a Tuesday market baked on its own day, and starts at the shop’s bake on market morning', () => {
    const settings = {
      places: [...places],
      nextPickupDates: { home: '2026-12-11', 'farmers-market': '2026-12-05', bogert: '2026-12-08' },
      bakeDaysBefore: { ...herWeek, bogert: 0 },
    };
    // Saturday morning: Friday's bake is on the market's table; the shop sells Tuesday's next.
    expect(comingBakeDays(settings, '2026-12-05', 3)).toEqual(['2026-12-08', '2026-12-11', '2026-12-15', '2026-12-18']);
  });

  it('is none while no place takes orders', () => {
    expect(comingBakeDays({ places: [...places], nextPickupDates: {}, bakeDaysBefore: herWeek }, friday, 3)).toEqual(
      [],
    );
  });
});
