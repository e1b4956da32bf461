import { describe, expect, it } from 'vitest';
import { placeInSentence, placeLabel, placeName, placeNoun, placeText } from './place-words';
import {
  comparePlaces,
  isOpenPlace,
  isPlaceDay,
  openPlaceIds,
  placeHours,
  placeRecordsOf,
  placesAsEdited,
  type PlaceRecord,
} from './places';

/** Her real week: her door on Friday (and Tuesday), the Saturday market, a Tuesday market. */
const door: PlaceRecord = {
  id: 'home',
  kind: 'door',
  name: 'Home pickup',
  address: '1421 W Koch St',
  note: '',
  weekday: 5,
  from: '15:00',
  until: '18:00',
  cutoffHours: 48,
  active: true,
  windows: [
    { weekday: 5, from: '15:00', until: '18:00' },
    { weekday: 2, from: '16:00', until: '17:00' },
  ],
};
const saturday: PlaceRecord = {
  id: 'farmers-market',
  kind: 'market',
  name: 'Bozeman Farmers Market',
  address: 'Fairgrounds',
  note: 'The green tent',
  weekday: 6,
  from: '09:00',
  until: '12:00',
  cutoffHours: null,
  active: true,
};
const tuesday: PlaceRecord = {
  ...saturday,
  id: 'bogert-k3f9',
  name: 'Bogert Market',
  weekday: 2,
  from: '17:00',
  until: '20:00',
};

describe('how her places read', () => {
  it('says "the farmers market" while she has one market, and each market by its name once she has two', () => {
    const one = { places: [door, saturday] };
    expect(placeInSentence('farmers-market', one)).toBe('the farmers market');
    expect(placeLabel('farmers-market', one)).toBe('Farmers market');
    const two = { places: [door, saturday, tuesday] };
    expect(placeInSentence('farmers-market', two)).toBe('Bozeman Farmers Market');
    expect(placeInSentence('bogert-k3f9', two)).toBe('Bogert Market');
    expect(placeLabel('bogert-k3f9', two)).toBe('Bogert Market');
    // Her second market stopped: her one open market is "the farmers market" again, and the
    // stopped one keeps its name, so the mail of an order there does not send anyone to Saturday's.
    const stopped = { places: [door, saturday, { ...tuesday, active: false }] };
    expect(placeNoun('farmers-market', stopped)).toBe('farmers market');
    expect(placeInSentence('bogert-k3f9', stopped)).toBe('Bogert Market');
    expect(placeLabel('bogert-k3f9', stopped)).toBe('Bogert Market');
  });

  it('names her door by its address and any other place by its name and address', () => {
    const places = { places: [door, saturday, tuesday] };
    expect(placeName('home', places)).toBe('Home pickup');
    expect(placeText('home', places)).toBe('1421 W Koch St');
    expect(placeText('bogert-k3f9', places)).toBe('Bogert Market, Fairgrounds');
    expect(placeInSentence('home', places)).toBe('home pickup');
  });

  it('reads her first two from the old fields on a phone that kept settings from before the list', () => {
    const old = { pickupAddress: '12 Story St', marketName: 'Bogert Farmers Market', marketWeekday: 2 };
    expect(placeRecordsOf(old).map((place) => place.id)).toEqual(['home', 'farmers-market']);
    expect(placeText('farmers-market', old)).toMatch(/^Bogert Farmers Market, /);
    expect(placeText('home', old)).toBe('12 Story St');
  });
});

describe('her places as the rules read them', () => {
  it('offers the places taking orders, in her order, and knows a place she stopped or never had', () => {
    const places = { places: [door, { ...saturday, active: false }, tuesday] };
    expect(openPlaceIds(places)).toEqual(['home', 'bogert-k3f9']);
    expect(isOpenPlace('farmers-market', places)).toBe(false);
    expect(isOpenPlace('the-moon', places)).toBe(false);
    expect(['bogert-k3f9', 'home', 'farmers-market'].sort((a, b) => comparePlaces(a, b, places))).toEqual([
      'home',
      'farmers-market',
      'bogert-k3f9',
    ]);
  });

  it("takes a pickup's hours from the window of its day, and knows which days a place holds", () => {
    const places = { places: [door] };
    expect(placeHours('home', places, '2026-12-04')).toMatchObject({ from: '15:00', until: '18:00' }); // Friday
    expect(placeHours('home', places, '2026-12-01')).toMatchObject({ from: '16:00', until: '17:00' }); // Tuesday
    expect(placeHours('home', places)).toMatchObject({ from: '15:00' }); // no day: the first
    expect(isPlaceDay(door, '2026-12-01')).toBe(true);
    expect(isPlaceDay(door, '2026-12-02')).toBe(false);
  });

  it("shows her first two places' day and hours as the settings card edits them, their other windows kept", () => {
    const form = { places: [door, saturday], pickupWeekday: 4, pickupTime: '14:00', pickupEndTime: '17:00' };
    const [home] = placesAsEdited(form);
    expect(home).toMatchObject({ weekday: 4, from: '14:00', until: '17:00' });
    expect(home?.windows).toEqual([
      { weekday: 4, from: '14:00', until: '17:00' },
      { weekday: 2, from: '16:00', until: '17:00' },
    ]);
  });
});
