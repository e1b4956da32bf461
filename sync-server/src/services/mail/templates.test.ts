import { describe, expect, it } from 'vitest';
import { localTimeText } from './templates';

/** The time an order was placed, as her notice says it: kept by the minute, never mixed up. */
describe('localTimeText', () => {
  const denver = 'America/Denver';

  it('says a stored UTC time in the bakery’s zone, to the minute', () => {
    expect(localTimeText('2026-11-22T00:04:10.123Z', denver)).toBe('Saturday, November 21, 5:04 PM');
    expect(localTimeText('2026-11-22T00:04:59.999Z', denver)).toBe('Saturday, November 21, 5:04 PM');
    expect(localTimeText('2026-11-22T00:05:00.000Z', denver)).toBe('Saturday, November 21, 5:05 PM');
  });

  it('tells apart times that share their first characters but not their offset or zone', () => {
    expect(localTimeText('2026-11-22T00:04:10.123Z', denver)).toBe('Saturday, November 21, 5:04 PM');
    // 00:04 two hours east of Greenwich is 22:04 UTC the day before: 3:04 PM in Denver.
    expect(localTimeText('2026-11-22T00:04:10+02:00', denver)).toBe('Saturday, November 21, 3:04 PM');
    expect(localTimeText('2026-11-22T00:04:10.123Z', 'America/New_York')).toBe('Saturday, November 21, 7:04 PM');
  });
});
