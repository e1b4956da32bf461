import { describe, expect, it } from 'vitest';
import type { PickupSettings } from '#shared/pickup-settings';
import { comingPickupDays } from './standing-lines';

/** Only what comingPickupDays reads of the settings. */
const settings = (daysOff: string[]) =>
  ({
    nextPickupDates: { home: '2026-12-04', 'farmers-market': '2026-12-05' },
    daysOff: { home: daysOff, 'farmers-market': [] },
  }) as unknown as PickupSettings;

describe("a regular's coming weeks", () => {
  it('are her next pickup, then every seventh day', () => {
    expect(comingPickupDays(settings([]), 'home', 3)).toEqual(['2026-12-04', '2026-12-11', '2026-12-18']);
  });

  it("pass over her place's days off, and still count as many weeks (issue 49)", () => {
    expect(comingPickupDays(settings(['2026-12-11', '2026-12-25']), 'home', 3)).toEqual([
      '2026-12-04',
      '2026-12-18',
      '2027-01-01',
    ]);
    expect(comingPickupDays(settings(['2026-12-11']), 'farmers-market', 2)).toEqual(['2026-12-05', '2026-12-12']);
  });
});
