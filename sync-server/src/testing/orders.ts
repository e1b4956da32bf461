import type { Db } from '../db';
import { priceOrder, type PricedProduct } from '#shared/pricing';
import type { InventoryItem } from '#shared/inventory';
import { bakeDayOf } from '#shared/bake-days';
import type { PickupSettings } from '#shared/pickup-settings';
import type { OrderPayloadInput } from '#shared/order';
import type { TestServer } from './test-server';

/** A checkout form a test customer fills in. */
export const customer = {
  firstName: 'Maya',
  lastName: 'Running Crane',
  email: 'maya@example.com',
  phone: '406-555-0142',
  paymentMethod: 'cash',
  pickupLocation: 'home',
} as const;

/** Builds the payload the storefront would send, priced with the shared pricing module. */
export async function orderPayload(
  server: TestServer,
  sessionId: string,
  lines: { productId: string; flavor?: string; quantity: number }[],
): Promise<OrderPayloadInput> {
  const inventory = (await server.request<InventoryItem[]>('GET', '/api/inventory')).body;
  const products = new Map<string, PricedProduct>(inventory.map((item) => [item.id, item]));
  const priced = priceOrder(lines, products);
  return { ...customer, sessionId, items: JSON.stringify(priced.lines), total: priced.total };
}

/**
 * What is left of a product for a place's next pickup: the stock of the bake that serves it
 * (docs/orders.md, "Stock of a bake day"), which its orders take from. Her door's by default;
 * on a Friday evening the market's Saturday pickup is this week's bake and her door's next week's.
 */
export async function stockOf(server: TestServer, productId: string, place = 'home'): Promise<number> {
  return stockOfBake(server, productId, await bakeOfNextPickup(server, place));
}

/** What is left of a product for one pickup: the stock of the bake that serves it. */
export async function stockAt(
  server: TestServer,
  productId: string,
  pickup: { pickupDate: string; pickupLocation: string },
): Promise<number> {
  const settings = (await server.request<PickupSettings>('GET', '/api/pickup-settings')).body;
  return stockOfBake(server, productId, bakeDayOf(pickup, settings.bakeDaysBefore));
}

/** The stock her list shows: the shop's bake's, which her stock edits set when they name no bake. */
export async function listedStock(server: TestServer, productId: string): Promise<number> {
  const answer = await server.request<{ id: string; stock: number }[]>('GET', '/api/admin/inventory', undefined, {
    Authorization: `Bearer ${await server.adminToken()}`,
  });
  const item = answer.body.find((each) => each.id === productId);
  if (!item) throw new Error(`listedStock: no product ${productId} (${answer.status})`);
  return item.stock;
}

/** The bake that serves a place's next pickup, by the settings customers read. */
export async function bakeOfNextPickup(server: TestServer, place: string): Promise<string> {
  const settings = (await server.request<PickupSettings>('GET', '/api/pickup-settings')).body;
  return bakeDayOf({ pickupDate: settings.nextPickupDates[place]!, pickupLocation: place }, settings.bakeDaysBefore);
}

/** One bake's stock, as the database keeps it: its row, or the usual until it has one. */
export async function stockOfBake(server: TestServer, productId: string, bakeDay: string): Promise<number> {
  const row = (await server.db('bake_stock').where({ productId, bakeDay }).first()) as { stock: number } | undefined;
  if (row) return Number(row.stock);
  return Number(((await server.db('inventory').where({ id: productId }).first()) as { stock: number }).stock);
}

/**
 * Sets a product's stock for every bake: each bake that serves a place's next pickup, as her card
 * does, then what she usually bakes (any other bake's own row dropped first), so whichever place a test orders at, on whatever day it
 * runs, and after it moves its clock past a pickup, the stock is there. In that order: her stock
 * edit places a week the rules refused (standing orders), and the usual set after leaves what it took.
 */
export async function setStock(
  server: TestServer,
  productId: string,
  stock: number,
  /** Her session's header, where a test keeps its own (several servers). */
  auth?: Record<string, string>,
): Promise<void> {
  // A bake an earlier test sold from keeps its own row: gone, it is on the usual set below.
  await server.db('bake_stock').where({ productId }).delete();
  auth ??= { Authorization: `Bearer ${await server.adminToken()}` };
  const settings = (await server.request<PickupSettings>('GET', '/api/pickup-settings')).body;
  const bakes = new Set(
    Object.entries(settings.nextPickupDates)
      .filter(([, pickupDate]) => pickupDate !== '')
      .map(([pickupLocation, pickupDate]) => bakeDayOf({ pickupDate, pickupLocation }, settings.bakeDaysBefore)),
  );
  const edits: [string, Record<string, unknown>][] = [
    ...[...bakes].map((bakeDay): [string, Record<string, unknown>] => ['stock', { stock, bakeDay }]),
    ['usual-stock', { usualStock: stock }],
  ];
  for (const [path, body] of edits) {
    const answer = await server.request('PATCH', `/api/inventory/${productId}/${path}`, body, auth);
    if (answer.status !== 200) throw new Error(`setStock failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
}

export async function countRows(server: TestServer, table: string): Promise<number> {
  const [{ count }] = (await server.db(table).count({ count: '*' })) as [{ count: number | string }];
  return Number(count);
}

/**
 * By hand, for the figures a test checks: the items of every order not cancelled at these pickups
 * (a day and a place each), read from the orders table.
 */
export async function itemsOrderedAt(
  server: Pick<TestServer, 'db'>,
  pickups: readonly [pickupDate: string, pickupLocation: string][],
): Promise<number> {
  const rows = (await server
    .db('orders')
    .whereNot('status', 'cancelled')
    .whereIn(['pickupDate', 'pickupLocation'], pickups as [string, string][])
    .select('itemCount')) as { itemCount: number | string }[];
  return rows.reduce((sum, row) => sum + Number(row.itemCount), 0);
}

type Knexish = Db;

/**
 * Sets a product's stock for every bake straight in the database (a test's setup while no server
 * runs): her usual, and no bake of its own yet.
 */
export async function resetStockIn(db: Knexish, productId: string, stock: number): Promise<void> {
  await db('bake_stock').where({ productId }).delete();
  await db('inventory').where({ id: productId }).update({ stock });
}

/**
 * What is left of a product, read from the database, in a test whose every sale and edit was of
 * one bake: that bake's row, or the usual while nothing took from it.
 */
export async function stockLeftIn(db: Knexish, productId: string): Promise<number> {
  const rows = (await db('bake_stock').where({ productId }).select('bakeDay', 'stock')) as { stock: number }[];
  if (rows.length > 1) throw new Error(`stockLeftIn: ${productId} has ${rows.length} bakes: ${JSON.stringify(rows)}`);
  if (rows[0]) return Number(rows[0].stock);
  return Number(((await db('inventory').where({ id: productId }).first()) as { stock: number }).stock);
}
