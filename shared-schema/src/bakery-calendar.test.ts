import { describe, expect, it } from 'vitest';
import { bakeryToday, comingWeekdays, dayAfter, daysOffPassedOver } from './bakery-calendar';

describe('the bakery calendar', () => {
  it("names the bakery's day, not the phone's: 11pm in Bozeman is already tomorrow in UTC", () => {
    expect(bakeryToday(new Date('2026-12-04T06:30:00Z'))).toBe('2026-12-03');
    expect(bakeryToday(new Date('2026-12-04T07:30:00Z'))).toBe('2026-12-04');
  });

  it('counts days across a month and a year', () => {
    expect(dayAfter('2026-12-28', 7)).toBe('2027-01-04');
    expect(dayAfter('2027-03-01', -1)).toBe('2027-02-28');
  });

  it("lists a place's coming pickup days from today, today included", () => {
    // Monday November 30th 2026: the Fridays, then from a Friday itself.
    expect(comingWeekdays(5, '2026-11-30', 3)).toEqual(['2026-12-04', '2026-12-11', '2026-12-18']);
    expect(comingWeekdays(5, '2026-12-04', 2)).toEqual(['2026-12-04', '2026-12-11']);
    expect(comingWeekdays(0, '2026-12-31', 1)).toEqual(['2027-01-03']);
  });

  it('says which days off the next pickup passed over, and none that have passed or come after it', () => {
    const daysOff = ['2026-12-18', '2026-11-27', '2026-12-04', '2026-12-11'];
    expect(daysOffPassedOver(daysOff, '2026-11-30', '2026-12-18')).toEqual(['2026-12-04', '2026-12-11']);
    expect(daysOffPassedOver(daysOff, '2026-11-30', '2026-12-04')).toEqual([]);
  });
});
