import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PickupSettings } from '#shared/pickup-settings';
import { countRows } from '../db/row-counts';
import { getPickupSettings } from '../services/pickups/pickup-settings';
import { momentOf } from '../services/moment';
import { offerPlacesToLines } from '../services/waitlist/place-offers';
import { saveSettings } from '../testing/notices';
import { asOwner, placeOrder, sentMail } from '../testing/owner';
import { setStock } from '../testing/orders';
import { standingDriver } from '../testing/standing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../db/database';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { startTestServerOn, type TestServer } from '../testing/test-server';
import { timeLimit } from '../testing/time-limits';

/**
 * The migration that made her places rows (20261202100000_pickup_places, docs/orders.md, "Her
 * places"), on a bakery in use: settings with slots, caps, days off, names and notes at both
 * places, orders at each, a standing order, a market day, a place in each line. Taken back and
 * run again, it keeps every row of every table and every setting as the settings show it.
 */
const MIGRATION = '20261202100000_pickup_places';
/** The later migrations of the table MIGRATION makes, newest first: rolled back before it, run again after. */
const LATER = ['20261204120000_place_windows', '20261204110000_standing_cap_per_place', '20261204100000_place_active'];
/** Her door's and the market's fields, none as they were made. */
const herPlaces = {
  pickupAddress: '12 Story St, Bozeman, MT 59715',
  pickupWeekday: 4,
  pickupTime: '16:00',
  pickupEndTime: '19:00',
  cutoffHours: 30,
  pickupNote: 'Ring the side bell',
  marketWeekday: 2,
  marketStartTime: '17:00',
  marketEndTime: '20:00',
  marketName: 'Bogert Farmers Market',
  marketAddress: 'Bogert Park, 325 S Church Ave, Bozeman, MT 59715',
  marketNote: 'The green tent',
};
const dir = mkdtempSync(path.join(tmpdir(), 'bakery-places-'));
let database: TestDatabase;
let server: TestServer;
/** The database as the migration meets it: the bakery stopped, none of its jobs running. */
let db: Database;
const standing = standingDriver(() => server);

beforeAll(async () => {
  database = await createTestDatabase(dir);
  server = await startTestServerOn(database, dir, {});
  await server.db('inventory').update({ stock: 50 });
  await server.catalogueChanged();
  await saveSettings(server, {
    ...herPlaces,
    capacity: {
      home: { slotMinutes: 30, ordersPerSlot: 4, itemsPerPickup: 60 },
      'farmers-market': { slotMinutes: 0, ordersPerSlot: null, itemsPerPickup: 80 },
    },
    daysOff: { home: ['2099-01-01'], 'farmers-market': ['2099-01-06', '2099-01-13'] },
  });
  const settings = (await server.request<PickupSettings>('GET', '/api/pickup-settings')).body;
  const slot = '16:30';
  await placeOrder(server, 'migrating-door', [{ productId: 'focaccia', quantity: 2 }], { pickupSlot: slot });
  await placeOrder(server, 'migrating-market', [{ productId: 'focaccia', quantity: 1 }], {
    pickupLocation: 'farmers-market',
  });
  expect((await standing.rules()).status).toBe(200);
  expect((await standing.askEveryWeek(undefined, { pickupSlot: '17:00' })).answer.status).toBe(201);
  const day = {
    date: settings.nextPickupDates['farmers-market'],
    brought: [],
    openingCash: '0.00',
    releaseAfter: null,
  };
  expect((await asOwner(server, 'POST', '/api/admin/market-days', day)).status).toBe(200);
  await setStock(server, 'sandwich-bread', 0);
  const joined = await server.request('POST', '/api/waitlist', {
    productId: 'sandwich-bread',
    quantity: 1,
    sessionId: 'in-line-for-bread',
    email: 'waiting@example.com',
  });
  expect(joined.status).toBe(201);
  await server.db('place_waitlist_entries').insert({
    id: randomUUID(),
    pickupDate: settings.nextPickupDates.home,
    pickupLocation: 'home',
    pickupSlot: slot,
    items: 1,
    sessionId: 'in-line-for-a-place',
    email: 'place@example.com',
    status: 'waiting',
    joinedAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    offeredAt: null,
    offerExpiresAt: null,
    line: 0,
  });
}, timeLimit(60_000));
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const withoutOldPlaceColumns = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).filter(([column]) => !(column in herPlaces) && column !== 'capacity' && column !== 'daysOff'),
  );

/** Every row of every table but the places' own (their `updatedAt` is the migration's moment). */
async function everyRow(): Promise<Record<string, unknown[]>> {
  const names = Object.keys(await countRows(db)).filter((name) => !name.startsWith('knex_'));
  const rows: Record<string, unknown[]> = {};
  for (const name of names.sort()) {
    const all = (await db(name).select()) as Record<string, unknown>[];
    rows[name] = all
      .map((row) => (name === 'pickup_places' ? { ...row, updatedAt: undefined } : row))
      // The settings' old place columns are not read any more, and `down` writes the places back into them.
      .map((row) => (name === 'pickup_settings' ? withoutOldPlaceColumns(row) : row))
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return rows;
}

describe('the migration that made her places rows', () => {
  it('carries every value of both places back to the settings, and forward again, keeping every row', async () => {
    // The line's turn (the place has room: it is offered) and the mail it and the orders queued,
    // done before the rows are read, so nothing changes them but the migration.
    const moment = momentOf(server.running.deps, server.running.deps.clock.now());
    await offerPlacesToLines(server.db, moment);
    await sentMail(server);
    await server.running.stop();
    db = openDatabase(database.target);
    const settingsNow = () => getPickupSettings(db, moment);
    const before = await everyRow();
    const shown = await settingsNow();
    expect(before.orders).toHaveLength(3);
    expect(before.standing_orders).toHaveLength(1);
    expect(before.market_days).toHaveLength(1);
    expect(before.waitlist_entries).toHaveLength(1);
    expect(before.place_waitlist_entries).toHaveLength(1);

    // The later migrations on its table first, as knex would roll them back.
    for (const name of LATER) await db.migrate.down({ name });
    await db.migrate.down({ name: MIGRATION });
    const old = (await db('pickup_settings').first()) as Record<string, unknown>;
    expect(old).toMatchObject(herPlaces);
    expect(JSON.parse(String(old.capacity))).toEqual(shown.capacity);
    expect(JSON.parse(String(old.daysOff))).toEqual(shown.daysOff);

    await db.migrate.up({ name: MIGRATION });
    for (const name of [...LATER].reverse()) await db.migrate.up({ name });
    expect(await everyRow()).toEqual(before);
    expect(await settingsNow()).toEqual(shown);
  });
});
