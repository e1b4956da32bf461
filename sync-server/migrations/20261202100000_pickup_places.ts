import type { Knex } from 'knex';
import { timestamps } from './columns';

/**
 * Her places as rows (issue 49, docs/orders.md, "Her places"). Until now the settings row
 * carried her door's and the market's days, hours, caps, days off, names and notes in fields of
 * their own; each place is now a row of `pickup_places`, and the settings keep what is the
 * bakery's alone (orders open, the banner, the schedule's switch, the notices). The two places
 * keep their ids ('home', 'farmers-market'), so every order, standing order, place in line,
 * market day and lock names its place as before, and every value is carried over as it was.
 * Each place also names its bake day (`bakeDaysBefore`): her door's is its own day, the
 * market's the day before, as a morning market's bread is baked.
 */
const OFF = { slotMinutes: 0, ordersPerSlot: null, itemsPerPickup: null };

/**
 * The settings' columns that were her places', copied to the places' rows. They stay in
 * pickup_settings, no longer read or written (expand, then contract): a server of the version
 * before, still running while the others are upgraded, reads them, and `down` writes the places
 * back into them. Dropping them rebuilt the table on SQLite, and a bakery migrated so answered
 * GET /api/inventory at 0.70 to 0.84x of bare Koa against 0.92 to 0.97x without the rebuild
 * (bench/guard.ts, three runs each): a later migration drops them, once that is understood.
 */
const placeColumns = [
  'pickupAddress',
  'pickupWeekday',
  'pickupTime',
  'pickupEndTime',
  'cutoffHours',
  'pickupNote',
  'marketWeekday',
  'marketStartTime',
  'marketEndTime',
  'marketName',
  'marketAddress',
  'marketNote',
  'capacity',
  'daysOff',
] as const;

type OldSettings = Partial<Record<(typeof placeColumns)[number], string | number | null>>;

const json = (text: unknown, fallback: unknown): Record<string, unknown> => {
  try {
    return JSON.parse(String(text)) as Record<string, unknown>;
  } catch {
    return fallback as Record<string, unknown>;
  }
};

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('pickup_places', (table) => {
    // As pickup_locks and the orders name it.
    table.string('id', 40).primary();
    /** 'door' (her door: a pickup after a time, orders close a cutoff before) or 'market' (a stall). */
    table.string('kind', 20).notNullable();
    table.string('name', 100).notNullable();
    table.string('address', 300).notNullable().defaultTo('');
    table.string('note', 300).notNullable().defaultTo('');
    // Its weekly window, in BAKERY_TZ: 0 = Sunday.
    table.integer('weekday').notNullable();
    table.string('startTime', 5).notNullable();
    table.string('endTime', 5).notNullable();
    // Orders close this many hours before the window opens; null: until it ends (a market's stall).
    table.integer('cutoffHours').nullable();
    table.text('capacity').notNullable().defaultTo(JSON.stringify(OFF));
    table.text('daysOff').notNullable().defaultTo('[]');
    // Its bake day: the bake this many days before its pickup serves it (0: baked that day).
    table.integer('bakeDaysBefore').notNullable().defaultTo(0);
    table.integer('position').notNullable();
    timestamps(table, ['updatedAt']);
  });
  const old = ((await knex('pickup_settings').where({ id: 'default' }).first()) ?? {}) as OldSettings;
  const capacity = json(old.capacity, {});
  const daysOff = json(old.daysOff, {});
  const at = new Date().toISOString();
  await knex('pickup_places').insert([
    {
      id: 'home',
      kind: 'door',
      name: 'Home pickup',
      address: old.pickupAddress ?? '',
      note: old.pickupNote ?? '',
      weekday: old.pickupWeekday ?? 5,
      startTime: old.pickupTime ?? '15:00',
      endTime: old.pickupEndTime ?? '18:00',
      cutoffHours: old.cutoffHours ?? 48,
      capacity: JSON.stringify(capacity.home ?? OFF),
      daysOff: JSON.stringify(daysOff.home ?? []),
      bakeDaysBefore: 0,
      position: 0,
      updatedAt: at,
    },
    {
      id: 'farmers-market',
      kind: 'market',
      name: old.marketName ?? 'Bozeman Farmers Market',
      address: old.marketAddress ?? 'Gallatin County Fairgrounds, 901 N Black Ave, Bozeman, MT 59715',
      note: old.marketNote ?? '',
      weekday: old.marketWeekday ?? 6,
      startTime: old.marketStartTime ?? '09:00',
      endTime: old.marketEndTime ?? '12:00',
      cutoffHours: null,
      capacity: JSON.stringify(capacity['farmers-market'] ?? OFF),
      daysOff: JSON.stringify(daysOff['farmers-market'] ?? []),
      // A morning market sells the bake of the day before (her Friday bake serves Saturday's market).
      bakeDaysBefore: 1,
      position: 1,
      updatedAt: at,
    },
  ]);
}

export async function down(knex: Knex): Promise<void> {
  const places = (await knex('pickup_places').select()) as Record<string, string | number | null>[];
  const home = places.find((place) => place.id === 'home');
  const market = places.find((place) => place.id === 'farmers-market');
  if (home && market) {
    await knex('pickup_settings').update({
      pickupAddress: home.address,
      pickupWeekday: home.weekday,
      pickupTime: home.startTime,
      pickupEndTime: home.endTime,
      cutoffHours: home.cutoffHours ?? 48,
      pickupNote: home.note,
      marketWeekday: market.weekday,
      marketStartTime: market.startTime,
      marketEndTime: market.endTime,
      marketName: market.name,
      marketAddress: market.address,
      marketNote: market.note,
      capacity: JSON.stringify({ home: json(home.capacity, OFF), 'farmers-market': json(market.capacity, OFF) }),
      daysOff: JSON.stringify({ home: json(home.daysOff, []), 'farmers-market': json(market.daysOff, []) }),
    });
  }
  await knex.schema.dropTable('pickup_places');
}
