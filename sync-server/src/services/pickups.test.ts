import { describe, expect, it } from 'vitest';
import { pickupDateFor, type PickupCalendar } from './pickups';

const calendar: PickupCalendar = {
  pickupWeekday: 5, // Friday 15:00
  pickupTime: '15:00',
  cutoffHours: 48,
  marketWeekday: 6, // Saturday 9 to 12
  marketStartTime: '09:00',
  marketEndTime: '12:00',
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
