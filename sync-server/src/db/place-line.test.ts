import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database';
import { migrateToLatest, openDatabase } from './database';
import { PlaceWaitlistEntryRow, type WaitlistStatus } from './models/waitlist';
import { placeOfferStands, placeWaits, runOutPlaceOffers, waitingPlaces, whereStandingPlace } from './place-line';

const database = await createTestDatabase();
const db = openDatabase(database.target);
const now = new Date('2026-12-04T21:00:00.000Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

/**
 * THE rule of a place in line (db/place-line.ts), as a table: each place's status, when its wait
 * ends and when its offer runs out (minutes from now), and what the rule says of it now.
 */
const places: [name: string, status: WaitlistStatus, expires: number, offerExpires: number | null, says: Says][] = [
  ['waits until her time is over', 'waiting', 30, null, { waits: true, offerStands: false, runOut: false }],
  ['waits for nothing once her time is over', 'waiting', -1, null, { waits: false, offerStands: false, runOut: false }],
  [
    'waits for nothing at the very end of her time',
    'waiting',
    0,
    null,
    { waits: false, offerStands: false, runOut: false },
  ],
  ['is kept for her while her offer stands', 'offered', 30, 5, { waits: false, offerStands: true, runOut: false }],
  [
    'is kept even past her time, while the offer stands',
    'offered',
    -5,
    5,
    { waits: false, offerStands: true, runOut: false },
  ],
  ['is no longer kept once her offer ran out', 'offered', 30, -1, { waits: false, offerStands: false, runOut: true }],
  ['ran out at the very end of her offer', 'offered', 30, 0, { waits: false, offerStands: false, runOut: true }],
  ['is nothing once taken', 'taken', 30, 5, { waits: false, offerStands: false, runOut: false }],
  ['is nothing once lapsed', 'lapsed', 30, -1, { waits: false, offerStands: false, runOut: false }],
  ['is nothing once she left', 'left', 30, null, { waits: false, offerStands: false, runOut: false }],
  ['is nothing once the owner removed it', 'removed', 30, null, { waits: false, offerStands: false, runOut: false }],
];
interface Says {
  waits: boolean;
  offerStands: boolean;
  runOut: boolean;
}

const rows = places.map(([name, status, expires, offerExpires], line) => ({
  name,
  row: {
    id: randomUUID(),
    pickupDate: '2026-12-04',
    pickupLocation: 'home',
    pickupSlot: null,
    items: 1,
    sessionId: `shopper-${line}`,
    email: null,
    status,
    joinedAt: at(-60),
    expiresAt: at(expires),
    offeredAt: offerExpires === null ? null : at(-10),
    offerExpiresAt: offerExpires === null ? null : at(offerExpires),
    line,
  },
}));
const nameOf = (id: string) => rows.find((each) => each.row.id === id)?.name;
const namesOf = (found: readonly { id: string }[]) => found.map((each) => nameOf(each.id)).sort();
const namesWhere = (says: (said: Says) => boolean) =>
  places
    .filter(([, , , , said]) => says(said))
    .map(([name]) => name)
    .sort();

beforeAll(async () => {
  await migrateToLatest(db);
  await db(PlaceWaitlistEntryRow.tableName).insert(rows.map((each) => each.row));
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

describe('THE rule of a place in line (docs/waitlist.md, "Places")', () => {
  it.each(places)('%s', (_name, status, expires, offerExpires, says) => {
    const place = { status, expiresAt: at(expires), offerExpiresAt: offerExpires === null ? null : at(offerExpires) };
    expect({ waits: placeWaits(place, now), offerStands: placeOfferStands(place, now) }).toEqual({
      waits: says.waits,
      offerStands: says.offerStands,
    });
  });

  it('says in the database what it says of each place read: waiting', async () => {
    expect(namesOf(await waitingPlaces(db, now).select('id'))).toEqual(namesWhere((said) => said.waits));
  });

  it('says in the database what it says of each place read: standing in everyone else’s way', async () => {
    const standing = await whereStandingPlace(db(PlaceWaitlistEntryRow.tableName), now).select('id');
    expect(namesOf(standing)).toEqual(namesWhere((said) => said.waits || said.offerStands));
  });

  it('says in the database which offers ran out: of the offered, exactly those no longer kept', async () => {
    expect(namesOf(await runOutPlaceOffers(db, now).select('id'))).toEqual(namesWhere((said) => said.runOut));
  });
});
