import { beforeEach, describe, expect, it } from 'vitest';
import type { PickupPlaceInLine, PlaceInLine, TurnInCart } from '../../db/web-storage/waitlist';
import { stubWebStorage } from '../../testing/fake-web-storage';

const { local } = stubWebStorage();
const { useWaitlistPlaces } = await import('./store');

const KEY = 'bakery-waitlist';
const place: PlaceInLine = { id: 'p1', token: 't1', productId: 'babka', flavor: null, name: 'Chocolate Babka' };
const pickupPlace: PickupPlaceInLine = {
  id: 'q1',
  token: 't2',
  pickupDate: '2026-12-04',
  pickupLocation: 'home',
  pickupSlot: '15:30',
  items: 3,
  what: 'a 3:30 to 3:45pm home pickup on Friday, December 4',
  offerExpiresAt: null,
};
const turn: TurnInCart = {
  reservationId: 'r1',
  productId: 'babka',
  flavor: 'cinnamon',
  what: '3 Chocolate Babka',
  expiresAt: '2026-12-01T18:10:00.000Z',
};

/** What the store holds after reading `kept` back from the phone's storage, as a reload does. */
async function readBack(kept: unknown) {
  useWaitlistPlaces.setState(useWaitlistPlaces.getInitialState(), true);
  local.setItem(KEY, typeof kept === 'string' ? kept : JSON.stringify(kept));
  await useWaitlistPlaces.persist.rehydrate();
  const { places, pickupPlaces, turns } = useWaitlistPlaces.getState();
  return { places, pickupPlaces, turns };
}

describe('the places in line kept on this phone, read back', () => {
  beforeEach(() => local.clear());

  it('keeps what it joined, with its version', async () => {
    useWaitlistPlaces.getState().add(place);
    expect(JSON.parse(local.getItem(KEY)!)).toMatchObject({ version: 1, state: { places: [place] } });
    expect(await readBack(local.getItem(KEY))).toEqual({ places: [place], pickupPlaces: [], turns: [] });
  });

  it('reads a value kept before the store had a version, and keeps it as version 1', async () => {
    const before = { state: { places: [place], pickupPlaces: [pickupPlace], turns: [turn] }, version: 0 };
    expect(await readBack(before)).toEqual({ places: [place], pickupPlaces: [pickupPlace], turns: [turn] });
    expect(JSON.parse(local.getItem(KEY)!)).toMatchObject({ version: 1, state: before.state });
  });

  it('drops the entries that do not fit and keeps the others', async () => {
    const kept = {
      state: {
        places: [place, { ...place, id: 7 }, null, { ...place, flavor: undefined }],
        pickupPlaces: [
          { ...pickupPlace, pickupLocation: 'the moon' },
          { ...pickupPlace, id: 'q2', offerExpiresAt: 'soon' },
          { ...pickupPlace, id: 'q3', items: -1 },
          { ...pickupPlace, id: 'q4', offerExpiresAt: '2026-12-01T18:10:00.000Z' },
        ],
        turns: 'three',
      },
      version: 1,
    };
    expect(await readBack(kept)).toEqual({
      places: [place],
      pickupPlaces: [{ ...pickupPlace, id: 'q4', offerExpiresAt: '2026-12-01T18:10:00.000Z' }],
      turns: [],
    });
  });

  it.each([
    ['not JSON', '{"state": {"places": ['],
    ['not what the store wrote', '[1, 2, 3]'],
    ['JSON null', 'null'],
  ])('drops a value that is %s, and forgets it', async (_, text) => {
    expect(await readBack(text)).toEqual({ places: [], pickupPlaces: [], turns: [] });
    expect(local.getItem(KEY)).toBeNull();
  });

  it('reads a state that is not an object as nothing kept', async () => {
    expect(await readBack({ state: 'places', version: 1 })).toEqual({ places: [], pickupPlaces: [], turns: [] });
  });
});
