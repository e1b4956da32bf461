import { describe, expect, it } from 'vitest';
import { nextPickupDates, pickupDateFor, type PickupCalendar } from './pickups';

const calendar: PickupCalendar = {
  pickupWeekday: 5, // Friday 15:00
  pickupTime: '15:00',
  cutoffHours: 48,
  marketWeekday: 6, // Saturday 9 to 12
  marketStartTime: '09:00',
  marketEndTime: '12:00',
  daysOff: { home: [], 'farmers-market': [] },
};
const zone = 'America/Denver';

describe('pickupDateFor', () => {
  // Times are Denver local (UTC-7 in November, UTC-6 in summer).
  it.each([
    ['Monday morning', '2026-11-23T16:00:00Z', '2026-11-27', '2026-11-28'],
    ['Friday before the pickup', '2026-11-27T21:00:00Z', '2026-11-27', '2026-11-28'],
    ['Friday after the pickup', '2026-11-27T23:00:00Z', '2026-12-04', '2026-11-28'],
    ['Saturday at the market, 10am', '2026-11-28T17:00:00Z', '2026-12-04', '2026-11-28'],
    ['Saturday after the market, 12:30pm', '2026-11-28T19:30:00Z', '2026-12-04', '2026-12-05'],
    ['Sunday late evening (Monday in UTC)', '2026-11-30T05:30:00Z', '2026-12-04', '2026-12-05'],
    ['New Year week', '2026-12-31T20:00:00Z', '2027-01-01', '2027-01-02'],
    ['the Saturday clocks go back', '2026-10-31T20:00:00Z', '2026-11-06', '2026-11-07'],
  ])('%s', (_label, now, home, market) => {
    expect(pickupDateFor('home', new Date(now), calendar, zone)).toBe(home);
    expect(pickupDateFor('farmers-market', new Date(now), calendar, zone)).toBe(market);
  });

  it('follows a market moved to Wednesday afternoon', () => {
    const wednesday = { ...calendar, marketWeekday: 3, marketStartTime: '15:00', marketEndTime: '18:00' };
    expect(pickupDateFor('farmers-market', new Date('2026-11-25T23:00:00Z'), wednesday, zone)).toBe('2026-11-25');
    expect(pickupDateFor('farmers-market', new Date('2026-11-26T02:00:00Z'), wednesday, zone)).toBe('2026-12-02');
  });
});

describe('days off (issue 49: "no market on the 5th")', () => {
  const monday = new Date('2026-11-30T16:00:00Z');

  it("passes over a place's day off to its next regular day, and only that place's", () => {
    const marketOff = { ...calendar, daysOff: { home: [], 'farmers-market': ['2026-12-05'] } };
    expect(pickupDateFor('farmers-market', monday, marketOff, zone)).toBe('2026-12-12');
    expect(pickupDateFor('home', monday, marketOff, zone)).toBe('2026-12-04');
    const homeOff = { ...calendar, daysOff: { home: ['2026-12-04'], 'farmers-market': [] } };
    expect(pickupDateFor('home', monday, homeOff, zone)).toBe('2026-12-11');
    expect(pickupDateFor('farmers-market', monday, homeOff, zone)).toBe('2026-12-05');
  });

  it('passes over several days off in a row, and ignores one that is not a pickup day', () => {
    const away = { ...calendar, daysOff: { home: ['2026-12-04', '2026-12-11', '2026-12-16'], 'farmers-market': [] } };
    expect(pickupDateFor('home', monday, away, zone)).toBe('2026-12-18');
  });

  it('keeps the day of a market under way when a later one is off', () => {
    const saturday10am = new Date('2026-12-05T17:00:00Z');
    const nextOff = { ...calendar, daysOff: { home: [], 'farmers-market': ['2026-12-12'] } };
    expect(pickupDateFor('farmers-market', saturday10am, nextOff, zone)).toBe('2026-12-05');
    expect(pickupDateFor('farmers-market', new Date('2026-12-05T19:00:00Z'), nextOff, zone)).toBe('2026-12-19');
  });

  it('answers a day switched off at once, within the same minute', () => {
    expect(nextPickupDates(monday, calendar, zone).home).toBe('2026-12-04');
    const off = { ...calendar, daysOff: { home: ['2026-12-04'], 'farmers-market': [] } };
    expect(nextPickupDates(monday, off, zone).home).toBe('2026-12-11');
  });
});

describe('nextPickupDates (kept for the minute)', () => {
  it('moves on the minute a market ends, not a minute late', () => {
    // Saturday 11:59:30 and 12:00:00 Denver: the market ends at 12:00.
    expect(nextPickupDates(new Date('2026-11-28T18:59:30Z'), calendar, zone)['farmers-market']).toBe('2026-11-28');
    expect(nextPickupDates(new Date('2026-11-28T18:59:59Z'), calendar, zone)['farmers-market']).toBe('2026-11-28');
    expect(nextPickupDates(new Date('2026-11-28T19:00:00Z'), calendar, zone)['farmers-market']).toBe('2026-12-05');
  });

  it('answers a changed calendar at once, within the same minute', () => {
    const now = new Date('2026-11-23T16:00:00Z');
    expect(nextPickupDates(now, calendar, zone).home).toBe('2026-11-27');
    expect(nextPickupDates(now, { ...calendar, pickupWeekday: 3 }, zone).home).toBe('2026-11-25');
    expect(nextPickupDates(now, { ...calendar, pickupWeekday: 3 }, 'America/New_York').home).toBe('2026-11-25');
  });

  it('hands out a copy: a caller changing it changes no one else', () => {
    const now = new Date('2026-11-23T16:00:00Z');
    nextPickupDates(now, calendar, zone).home = 'changed';
    expect(nextPickupDates(now, calendar, zone).home).toBe('2026-11-27');
  });
});
