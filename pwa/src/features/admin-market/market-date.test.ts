import { describe, expect, it } from 'vitest';
import type { PlaceRecord } from '#shared/places';
import { defaultMarketDate, marketsOn } from './market-date';

/** Her week: her door on Friday, the market on Saturday morning, Bogert Market on Tuesday evening. */
const place = (id: string, kind: PlaceRecord['kind'], weekday: number, active = true): PlaceRecord => ({
  id,
  kind,
  name: id,
  address: 'somewhere',
  note: '',
  weekday,
  from: '09:00',
  until: '12:00',
  cutoffHours: kind === 'market' ? null : 24,
  active,
});
const settings = {
  places: [place('home', 'door', 5), place('farmers-market', 'market', 6), place('bogert', 'market', 2)],
  nextPickupDates: { home: '2026-12-04', 'farmers-market': '2026-12-05', bogert: '2026-12-01' },
};
// Noon in Bozeman on each day.
const at = (day: string) => new Date(`${day}T19:00:00Z`);

describe('the market day the stall opens on', () => {
  it('is today on a day one of her markets is held, whichever market it is', () => {
    expect(defaultMarketDate(settings, at('2026-12-05'))).toBe('2026-12-05'); // Saturday
    expect(defaultMarketDate(settings, at('2026-12-01'))).toBe('2026-12-01'); // Tuesday
  });

  it('is her next market on any other day', () => {
    expect(defaultMarketDate(settings, at('2026-11-30'))).toBe('2026-12-01'); // Monday: Tuesday's
    // Friday: Saturday's, before the next Tuesday's.
    const friday = { ...settings, nextPickupDates: { ...settings.nextPickupDates, bogert: '2026-12-08' } };
    expect(defaultMarketDate(friday, at('2026-12-04'))).toBe('2026-12-05');
  });

  it('passes over a market she stopped, and names the market of a date', () => {
    const stopped = {
      ...settings,
      places: [settings.places[0]!, settings.places[1]!, place('bogert', 'market', 2, false)],
    };
    expect(defaultMarketDate(stopped, at('2026-11-30'))).toBe('2026-12-05');
    expect(marketsOn('2026-12-01', settings).map((market) => market.id)).toEqual(['bogert']);
    expect(marketsOn('2026-12-04', settings)).toEqual([]); // her door's day is no market
  });

  it('names every market of a date that has two', () => {
    const evening = { ...place('evening-market', 'market', 6), from: '17:00', until: '20:00' };
    const twoOnSaturday = { ...settings, places: [...settings.places, evening] };
    expect(marketsOn('2026-12-05', twoOnSaturday).map((market) => market.id)).toEqual([
      'farmers-market',
      'evening-market',
    ]);
  });
});
