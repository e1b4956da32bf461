import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredOrder } from '#shared/order';
import { parseOrderItems } from '#shared/order-items';
import type { BakeDayList, BakeListLine } from '#shared/owner-orders';
import type { PickupSettings } from '#shared/pickup-settings';
import { saveSettings } from '../testing/notices';
import { asOwner } from '../testing/owner';
import { startTestServer, type TestServer } from '../testing/test-server';
import { timeLimit } from '../testing/time-limits';

/**
 * Bake days (docs/orders.md, "Bake days"): each place's pickup is served by the bake some days
 * before it, and her bake list for a bake day sums every pickup it serves. Orders she enters for
 * named days, so the week is the same whatever day the test runs.
 */
let server: TestServer;
const FRIDAY = '2026-12-04';
const SATURDAY = '2026-12-05';
const NEXT_SATURDAY = '2026-12-12';

beforeAll(async () => {
  server = await startTestServer();
  await server.db('inventory').update({ stock: 500 });
  await server.catalogueChanged();
}, timeLimit(60_000));
afterAll(async () => {
  await server?.stop();
});

let number = 0;
async function order(pickupLocation: string, pickupDate: string, items: { product: string; quantity: number }[]) {
  const answer = await asOwner<{ order: StoredOrder }>(server, 'POST', '/api/admin/orders', {
    firstName: 'Baked',
    lastName: `For ${++number}`,
    pickupLocation,
    pickupDate,
    paymentMethod: 'cash',
    paid: false,
    items,
  });
  expect(answer.status).toBe(201);
  return answer.body.order;
}

const bakeDay = (day: string, query = '') => asOwner<BakeDayList>(server, 'GET', `/api/admin/bake-days/${day}${query}`);

/** By hand: each product's units in these orders. */
function summed(orders: readonly StoredOrder[]): Record<string, number> {
  const units: Record<string, number> = {};
  for (const each of orders) {
    for (const line of parseOrderItems(each.items)) units[line.product] = (units[line.product] ?? 0) + line.quantity;
  }
  return units;
}
const unitsOf = (lines: readonly BakeListLine[]) =>
  Object.fromEntries(lines.map((line) => [line.productId, line.quantity]));

describe('a bake day', () => {
  let door: StoredOrder;
  let market: StoredOrder;
  let nextMarket: StoredOrder;
  let marketOnFriday: StoredOrder;
  let cancelled: StoredOrder;
  beforeAll(async () => {
    door = await order('home', FRIDAY, [{ product: 'focaccia', quantity: 2 }]);
    market = await order('farmers-market', SATURDAY, [
      { product: 'focaccia', quantity: 1 },
      { product: 'raspberry-scone', quantity: 3 },
    ]);
    nextMarket = await order('farmers-market', NEXT_SATURDAY, [{ product: 'focaccia', quantity: 5 }]);
    marketOnFriday = await order('farmers-market', FRIDAY, [{ product: 'sandwich-bread', quantity: 4 }]);
    cancelled = await order('home', FRIDAY, [{ product: 'sandwich-bread', quantity: 7 }]);
    const status = await asOwner(server, 'PATCH', `/api/admin/orders/${cancelled.id}/status`, { status: 'cancelled' });
    expect(status.status).toBe(200);
  });

  it("sums her door's pickup that day and the market's the day after, as a new bakery bakes them", async () => {
    const settings = (await server.request<PickupSettings>('GET', '/api/pickup-settings')).body;
    expect(settings.bakeDaysBefore).toEqual({ home: 0, 'farmers-market': 1 });
    const { status, body } = await bakeDay(FRIDAY);
    expect(status).toBe(200);
    expect(body.bakeDay).toBe(FRIDAY);
    expect(body.pickups.map((pickup) => [pickup.pickupLocation, pickup.pickupDate])).toEqual([
      ['home', FRIDAY],
      ['farmers-market', SATURDAY],
    ]);
    // The cancelled order at her door is not baked.
    expect(unitsOf(body.pickups[0]!.lines)).toEqual(summed([door]));
    expect(unitsOf(body.pickups[1]!.lines)).toEqual(summed([market]));
    expect(unitsOf(body.lines)).toEqual(summed([door, market]));
    expect(unitsOf(body.lines)).toEqual({ focaccia: 3, 'raspberry-scone': 3 });
    // The next bake serves the next Saturday's market.
    expect(unitsOf((await bakeDay('2026-12-11')).body.lines)).toEqual(summed([nextMarket]));
  });

  it('follows the bake day she sets: a market baked the same day is that day’s bake', async () => {
    await saveSettings(server, { bakeDaysBefore: { home: 0, 'farmers-market': 0 } });
    const { body } = await bakeDay(FRIDAY);
    expect(body.pickups.map((pickup) => pickup.pickupDate)).toEqual([FRIDAY, FRIDAY]);
    expect(unitsOf(body.lines)).toEqual(summed([door, marketOnFriday]));
    await saveSettings(server, { bakeDaysBefore: { home: 0, 'farmers-market': 1 } });
  });

  it('splits each pickup by slot when asked, and keeps the sum whole', async () => {
    const { body } = await bakeDay(FRIDAY, '?split=slot');
    expect(body.pickups[0]!.lines.every((line) => 'pickupSlot' in line)).toBe(true);
    expect(body.lines.some((line) => 'pickupSlot' in line)).toBe(false);
  });

  it('refuses a bake day that is not a date, and a bake day out of range, changing nothing', async () => {
    expect((await bakeDay('friday')).status).toBe(400);
    const before = await server.db('pickup_places').orderBy('id');
    for (const days of [-1, 7, 1.5]) {
      const answer = await asOwner<{ issues: { path: string; message: string }[] }>(
        server,
        'PUT',
        '/api/pickup-settings',
        {
          ...(await server.request<PickupSettings>('GET', '/api/pickup-settings')).body,
          bakeDaysBefore: { home: 0, 'farmers-market': days },
        },
      );
      expect(answer.status).toBe(400);
      expect(answer.body.issues[0]!.path).toBe('bakeDaysBefore.farmers-market');
    }
    expect(await server.db('pickup_places').orderBy('id')).toEqual(before);
  });
});
