import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { PublicPickupSettings } from '#shared/pickup-settings';
import type { AdminInventoryItem } from '#shared/inventory';
import { bakeDayOf } from '#shared/bake-days';
import { asOwner } from '../testing/owner';
import { setHomeCapacity, toMorningAfterPickup } from '../testing/slots';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { startTestServerOn, type TestServer } from '../testing/test-server';
import { quietEnv, scratch } from './bakery';
import { CAFE, modelProducts, ORDERS_PER_SLOT, OVEN_CAP, PICKUP_ITEMS_CAP, type ModelProduct } from './model';
import { agreeToRegulars, type Regular } from './regulars';
import { nextPickupDateOf } from '../services/pickups/pickups';

/**
 * The morning every run starts from, made once: a database migrated and seeded, the owner signed
 * in, the stock set, the home pickup's slots and oven capped, the market day started and a few
 * regulars agreed to (their week not placed yet), by a server started on it and stopped. Each
 * run copies it (a file, or a PostgreSQL TEMPLATE): migrating and setting up a database for each
 * of hundreds of runs would take most of the time.
 */
export interface Template {
  database: TestDatabase;
  ownerToken: string;
  /** The morning after a home pickup (cutoffs all ahead), where every run's clock starts. */
  frozenAt: number;
  stock: Record<ModelProduct, number>;
  /** The market day started, where stall sales are recorded. */
  marketDate: string;
  /** The home pickup's slots ("15:00"). */
  slots: string[];
  /** The home pickup every run's orders are for, and the regulars whose week it is. */
  weekDate: string;
  /** The bake that serves it, the shop's: the stock a run's holds, orders and her edits move. */
  bakeDay: string;
  regulars: Regular[];
  drop(): Promise<void>;
}

/** The stock each run starts with: the scarce one runs out within a few steps. */
const startStock: Record<ModelProduct, number> = { 'chocolate-babka': 3, 'burger-buns': 8, 'sandwich-bread': 5 };

export async function makeTemplate(): Promise<Template> {
  const dir = mkdtempSync(path.join(scratch, 'bakery-model-template-'));
  const database = await createTestDatabase(dir);
  const server = await startTestServerOn(database, dir, quietEnv);
  server.clock.freeze();
  await toMorningAfterPickup(server);
  const day = await setUpDay(server);
  // Orders are open, but the week is placed only by a run's steps: the scheduler's minute, which
  // would place it too, first comes a minute after a server starts, and this one stops at once
  // (as a run's servers do: a sequence takes seconds).
  const regulars = await agreeToRegulars(server, day.slots);
  const template = {
    database,
    ownerToken: await server.adminToken(),
    frozenAt: server.clock.now().getTime(),
    stock: startStock,
    ...day,
    regulars,
    drop: async () => {
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await server.running.stop();
  return template;
}

/** The day's stock and caps as the owner sets them, and the market day as she starts it. */
async function setUpDay(server: TestServer): Promise<Pick<Template, 'marketDate' | 'slots' | 'weekDate' | 'bakeDay'>> {
  await setHomeCapacity(
    server,
    { slotMinutes: 60, ordersPerSlot: ORDERS_PER_SLOT, itemsPerPickup: PICKUP_ITEMS_CAP },
    { ovenPerBakeDay: OVEN_CAP },
  );
  for (const product of modelProducts) {
    const answer = await asOwner(server, 'PATCH', `/api/inventory/${product}/stock`, { stock: startStock[product] });
    if (answer.status !== 200) throw new Error(`stock refused: ${JSON.stringify(answer.body)}`);
  }
  await addCafe(server);
  const settings = (await server.request<PublicPickupSettings>('GET', '/api/pickup-settings')).body;
  if (nextPickupDateOf(settings, CAFE) !== nextPickupDateOf(settings, 'home')) {
    throw new Error(`her café's pickup is not her door's day: ${JSON.stringify(settings.nextPickupDates)}`);
  }
  const home = settings.nextPickups.find((pickup) => pickup.pickupLocation === 'home');
  const marketDate = nextPickupDateOf(settings, 'farmers-market');
  const start = { date: marketDate, brought: [], openingCash: '0.00', releaseAfter: null };
  const started = await asOwner(server, 'POST', '/api/admin/market-days', start);
  if (started.status !== 200) throw new Error(`market day refused: ${JSON.stringify(started.body)}`);
  const weekDate = nextPickupDateOf(settings, 'home');
  // The market's today, of yesterday's bake; the shop sells the week's (shared bake-days.ts shopBakeDay).
  const bakeDay = bakeDayOf({ pickupDate: weekDate, pickupLocation: 'home' }, settings.bakeDaysBefore);
  const listed = await asOwner<AdminInventoryItem[]>(server, 'GET', '/api/admin/inventory');
  if (listed.body.some((item) => item.bakeDay !== bakeDay)) {
    throw new Error(`the shop does not sell the week's bake ${bakeDay}: ${JSON.stringify(listed.body[0])}`);
  }
  return { marketDate, slots: home?.slots.map((slot) => slot.start) ?? [], weekDate, bakeDay };
}

/** Her café (model.ts, CAFE): on her door's weekday, baked that day like her door, no slots, no cap of its own. */
async function addCafe(server: TestServer): Promise<void> {
  const settings = (await server.request<PublicPickupSettings>('GET', '/api/pickup-settings')).body;
  const cafe = {
    placeKind: 'other',
    name: 'The Model Café',
    address: '24 E Main St, Bozeman, MT 59715',
    note: '',
    weekday: settings.pickupWeekday,
    from: '09:00',
    until: '11:00',
    // Orders close when her door's do, so the café's next pickup is her door's day.
    cutoffHours: settings.cutoffHours,
    active: true,
    bakeDaysBefore: settings.bakeDaysBefore.home ?? 0,
  };
  const answer = await asOwner(server, 'PUT', `/api/admin/places/${CAFE}`, cafe);
  if (answer.status !== 200) throw new Error(`café refused: ${JSON.stringify(answer.body)}`);
}
