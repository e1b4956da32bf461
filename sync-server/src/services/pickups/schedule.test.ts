import { describe, expect, it } from 'vitest';
import { scheduleState, type WeeklySchedule } from './schedule';

const denver = 'America/Denver';
const fridayAt3 = { pickupWeekday: 5, pickupTime: '15:00', cutoffHours: 48 } satisfies WeeklySchedule;

describe('scheduleState: Friday 3:00 PM pickups, orders close 48 hours before (America/Denver)', () => {
  it.each([
    // now (UTC), open?, pickupDate, why
    ['2026-11-16T17:00:00Z', true, 'Friday, November 20th after 3:00 PM', 'Monday: before the cutoff'],
    [
      '2026-11-18T21:59:59Z',
      true,
      'Friday, November 20th after 3:00 PM',
      'one second before the Wednesday 3 PM cutoff',
    ],
    ['2026-11-18T22:00:00Z', false, 'Friday, November 20th after 3:00 PM', 'at the cutoff: closed'],
    ['2026-11-20T21:59:59Z', false, 'Friday, November 20th after 3:00 PM', 'one second before pickup: still closed'],
    ['2026-11-20T22:00:00Z', true, 'Friday, November 27th after 3:00 PM', 'at pickup: next week opens'],
    ['2026-11-21T05:00:00Z', true, 'Friday, November 27th after 3:00 PM', 'Friday night local, Saturday in UTC'],
  ])('%s → open %s, %s (%s)', (now, open, pickupDate) => {
    const state = scheduleState(new Date(now), fridayAt3, denver);
    expect(state.ordersOpen).toBe(open);
    expect(state.pickupDate).toBe(pickupDate);
  });

  it.each([
    // The clocks go back on Sunday November 1st 2026 (MDT -6 to MST -7).
    ['2026-10-29T20:59:59Z', false, '2026-10-30T21:00:00.000Z', 'pickup before the change is 3 PM MDT'],
    ['2026-11-04T21:59:59Z', true, '2026-11-06T22:00:00.000Z', 'the week after: 3 PM MST, cutoff 48 real hours before'],
    ['2026-11-04T22:00:00Z', false, '2026-11-06T22:00:00.000Z', 'cutoff Wednesday 3 PM MST'],
    // The clocks go forward on Sunday March 8th 2026 (MST -7 to MDT -6).
    ['2026-03-06T21:59:00Z', false, '2026-03-06T22:00:00.000Z', 'the Friday before the change, MST'],
    ['2026-03-06T22:00:00Z', true, '2026-03-13T21:00:00.000Z', 'after it, the next pickup is 3 PM MDT'],
    ['2026-03-11T20:59:59Z', true, '2026-03-13T21:00:00.000Z', 'just before the MDT cutoff'],
    ['2026-03-11T21:00:00Z', false, '2026-03-13T21:00:00.000Z', 'at the MDT cutoff'],
  ])('across daylight saving: %s → open %s, pickup %s (%s)', (now, open, pickup) => {
    const state = scheduleState(new Date(now), fridayAt3, denver);
    expect(state.ordersOpen).toBe(open);
    expect(state.nextPickup.toISOString()).toBe(pickup);
  });

  it.each([
    ['2026-12-30T21:59:00Z', true, 'Friday, January 1st after 3:00 PM'],
    ['2026-12-30T22:00:00Z', false, 'Friday, January 1st after 3:00 PM'],
    ['2027-01-01T22:00:00Z', true, 'Friday, January 8th after 3:00 PM'],
    ['2027-12-31T21:00:00Z', false, 'Friday, December 31st after 3:00 PM'],
    ['2027-12-31T22:00:01Z', true, 'Friday, January 7th after 3:00 PM'],
  ])('across a year end: %s → open %s, %s', (now, open, pickupDate) => {
    const state = scheduleState(new Date(now), fridayAt3, denver);
    expect(state.ordersOpen).toBe(open);
    expect(state.pickupDate).toBe(pickupDate);
  });
});

describe('other schedules', () => {
  it.each([
    [
      { pickupWeekday: 6, pickupTime: '09:00', cutoffHours: 24 },
      '2026-11-20T15:59:00Z',
      true,
      'Saturday, November 21st after 9:00 AM',
    ],
    [
      { pickupWeekday: 6, pickupTime: '09:00', cutoffHours: 24 },
      '2026-11-20T16:00:00Z',
      false,
      'Saturday, November 21st after 9:00 AM',
    ],
    [
      { pickupWeekday: 0, pickupTime: '12:30', cutoffHours: 0 },
      '2026-11-22T19:29:00Z',
      true,
      'Sunday, November 22nd after 12:30 PM',
    ],
    [
      { pickupWeekday: 0, pickupTime: '12:30', cutoffHours: 0 },
      '2026-11-22T19:30:00Z',
      true,
      'Sunday, November 29th after 12:30 PM',
    ],
    [
      { pickupWeekday: 3, pickupTime: '17:00', cutoffHours: 167 },
      '2026-11-18T23:59:00Z',
      false,
      'Wednesday, November 18th after 5:00 PM',
    ],
    [
      { pickupWeekday: 3, pickupTime: '17:00', cutoffHours: 167 },
      '2026-11-19T00:00:00Z',
      true,
      'Wednesday, November 25th after 5:00 PM',
    ],
  ])('%j at %s → open %s, %s', (schedule, now, open, pickupDate) => {
    const state = scheduleState(new Date(now), schedule, denver);
    expect({ open: state.ordersOpen, pickupDate: state.pickupDate }).toEqual({ open, pickupDate });
  });

  it('reads pickup times in the bakery time zone, not the server one', () => {
    const state = scheduleState(new Date('2026-11-16T17:00:00Z'), fridayAt3, 'America/New_York');
    expect(state.nextPickup.toISOString()).toBe('2026-11-20T20:00:00.000Z');
  });
});

describe('scheduleState with a day off (issue 49)', () => {
  it("keeps orders open for the pickup after a day off, and closes them at that pickup's cutoff", () => {
    const away = { ...fridayAt3, daysOff: ['2026-11-20'] };
    // Wednesday 16:00 Denver, after the 20th's cutoff: that pickup is off, so the 27th's is open.
    const wednesday = scheduleState(new Date('2026-11-18T23:00:00Z'), away, denver);
    expect(wednesday.ordersOpen).toBe(true);
    expect(wednesday.pickupDate).toBe('Friday, November 27th after 3:00 PM');
    expect(scheduleState(new Date('2026-11-25T22:00:00Z'), away, denver).ordersOpen).toBe(false);
  });
});
