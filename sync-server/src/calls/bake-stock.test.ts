import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api';
import { bakeDayOf } from '#shared/bake-days';
import type { AdminInventoryItem, InventoryItem, StockUpdateResult } from '#shared/inventory';
import type { PlaceOrderResponse, StoredOrder } from '#shared/order';
import type { BakeAvailability } from '#shared/product';
import { parseOrderItems } from '#shared/order-items';
import type { PickupSettings, PublicPickupSettings } from '#shared/pickup-settings';
import { saveSettings } from '../testing/notices';
import { orderPayload, stockOfBake } from '../testing/orders';
import { asOwner } from '../testing/owner';
import { toMorningAfterPickup } from '../testing/slots';
import { startTestServer, type TestServer } from '../testing/test-server';
import { timeLimit } from '../testing/time-limits';

/**
 * Stock of a bake day (docs/orders.md): what she bakes for Friday is not what she bakes for next
 * Friday. Each bake has its own stock, from her usual until she sets it; an order takes from its
 * pickup's bake and a cancel gives back to it; the shop and her list show the shop's bake. Every
 * figure is worked out by hand from the orders behind it.
 */
let server: TestServer;
const PRODUCT = 'sandwich-bread';
let shoppers = 0;

beforeAll(async () => {
  server = await startTestServer();
  server.clock.freeze();
  // Market morning, whatever day the tests run: her door's next pickup is the shop's bake.
  await toMorningAfterPickup(server);
}, timeLimit(60_000));
afterAll(() => server?.stop());

const settingsNow = async () => (await server.request<PickupSettings>('GET', '/api/pickup-settings')).body;
/** The bake of a place's next pickup, by the settings customers read. */
async function bakeOfNext(place: 'home' | 'farmers-market'): Promise<string> {
  const settings = await settingsNow();
  return bakeDayOf({ pickupDate: settings.nextPickupDates[place]!, pickupLocation: place }, settings.bakeDaysBefore);
}
/** Her list's line of the product: the shop's bake, its stock, her usual. */
async function herLine(): Promise<AdminInventoryItem> {
  const list = await asOwner<AdminInventoryItem[]>(server, 'GET', '/api/admin/inventory');
  return list.body.find((item) => item.id === PRODUCT)!;
}
async function shopLine(): Promise<InventoryItem> {
  return (await server.request<InventoryItem[]>('GET', '/api/inventory')).body.find((item) => item.id === PRODUCT)!;
}
async function order(pickupLocation: 'home' | 'farmers-market', quantity: number) {
  const placed = await server.request<PlaceOrderResponse & ApiError>('POST', '/api/orders', {
    ...(await orderPayload(server, `bake-shopper-${++shoppers}`, [{ productId: PRODUCT, quantity }])),
    pickupLocation,
  });
  return placed;
}
/** What the checkout reads of a bake: how many of the product are free to hold in it. */
async function freeOf(bakeDay: string): Promise<number | undefined> {
  const answer = await server.request<BakeAvailability>('GET', `/api/inventory/bakes/${bakeDay}`);
  expect(answer.status).toBe(200);
  return answer.body.find((item) => item.id === PRODUCT)?.free;
}
const setStock = (body: Record<string, unknown>) =>
  asOwner<StockUpdateResult & ApiError>(server, 'PATCH', `/api/inventory/${PRODUCT}/stock`, body);
const setUsual = (usualStock: unknown) =>
  asOwner<AdminInventoryItem & ApiError>(server, 'PATCH', `/api/inventory/${PRODUCT}/usual-stock`, { usualStock });

/** By hand: what each bake has left, from what she set of it (or her usual) less its orders not cancelled. */
async function leftByHand(set: Record<string, number>, usual: number): Promise<Record<string, number>> {
  const settings = await settingsNow();
  const orders = (await server.db('orders').select('pickupDate', 'pickupLocation', 'items', 'status')) as StoredOrder[];
  const left: Record<string, number> = {};
  for (const each of orders) {
    if (each.status === 'cancelled') continue;
    const bake = bakeDayOf(each, settings.bakeDaysBefore);
    const units = parseOrderItems(each.items).filter((line) => line.product === PRODUCT);
    left[bake] = (left[bake] ?? set[bake] ?? usual) - units.reduce((sum, line) => sum + line.quantity, 0);
  }
  return { ...set, ...left };
}

describe('stock of a bake day', () => {
  it('never gives next week an order this week’s loaves, and a cancel gives back to its own bake', async () => {
    const usual = await setUsual(12);
    expect([usual.status, usual.body.usualStock]).toEqual([200, 12]);
    const thisBake = await bakeOfNext('home');
    expect((await herLine()).bakeDay).toBe(thisBake);
    expect((await setStock({ stock: 5 })).status).toBe(200);
    const first = await order('home', 2);
    expect(first.status).toBe(201);
    expect(await stockOfBake(server, PRODUCT, thisBake)).toBe(3);

    // Market morning: the market's pickup today is this bake's; her door's next is next week's.
    await toMorningAfterPickup(server);
    expect(await bakeOfNext('farmers-market')).toBe(thisBake);
    const nextBake = await bakeOfNext('home');
    expect(nextBake > thisBake).toBe(true);
    // The shop sells next week's bake now: her usual 12, not this week's 3.
    expect(await herLine()).toMatchObject({ bakeDay: nextBake, stock: 12, usualStock: 12 });
    expect(await shopLine()).toMatchObject({ stock: 12, availableStock: 12 });

    // A market preorder for today takes from this week's bake; her door's order from next week's.
    expect((await order('farmers-market', 1)).status).toBe(201);
    expect((await order('home', 3)).status).toBe(201);
    expect(await stockOfBake(server, PRODUCT, thisBake)).toBe(2);
    expect(await stockOfBake(server, PRODUCT, nextBake)).toBe(9);
    // This week has only 2 left: a market order of 3 is refused, and next week's stock is untouched.
    const tooMany = await order('farmers-market', 3);
    expect([tooMany.status, tooMany.body.reason]).toEqual([409, 'insufficient-stock']);
    expect(await stockOfBake(server, PRODUCT, nextBake)).toBe(9);

    // She cancels the first order: its 2 go back on this week's shelf, not next week's.
    const cancelled = await asOwner(server, 'PATCH', `/api/admin/orders/${first.body.order.id}/status`, {
      status: 'cancelled',
    });
    expect(cancelled.status).toBe(200);
    const byHand = await leftByHand({ [thisBake]: 5 }, 12);
    expect(byHand).toEqual({ [thisBake]: 4, [nextBake]: 9 });
    expect(await stockOfBake(server, PRODUCT, thisBake)).toBe(byHand[thisBake]);
    expect(await stockOfBake(server, PRODUCT, nextBake)).toBe(byHand[nextBake]);
    expect((await herLine()).stock).toBe(byHand[nextBake]);
  });

  it('sets the bake she names, merges an offline edit with that bake’s sales, keeps it through a new usual, and refuses what it cannot read', async () => {
    const shopBake = (await herLine()).bakeDay!;
    const later = bakeDayOf({ pickupDate: shopBake, pickupLocation: 'home' }, { home: -7 });
    const before = await herLine();
    const planned = await setStock({ stock: 30, bakeDay: later });
    expect(planned.status).toBe(200);
    expect(planned.body).toMatchObject({ from: 12, to: 30, merged: false });
    // Her list shows the shop's bake still: a later one she plans leaves it as it was.
    expect(planned.body.item).toMatchObject({ bakeDay: shopBake, stock: before.stock });
    expect(await stockOfBake(server, PRODUCT, later)).toBe(30);
    // Her list of that bake (her card’s "Stock of the bake"): its stock, and the usual for a product she left.
    const ofLater = await asOwner<AdminInventoryItem[] & ApiError>(server, 'GET', `/api/admin/inventory?bake=${later}`);
    expect(ofLater.status).toBe(200);
    expect(ofLater.body.find((item) => item.id === PRODUCT)).toMatchObject({ bakeDay: later, stock: 30 });
    const other = ofLater.body.find((item) => item.id !== PRODUCT)!;
    expect(other).toMatchObject({ bakeDay: later, stock: other.usualStock });
    const badBake = await asOwner<ApiError>(server, 'GET', '/api/admin/inventory?bake=next-friday');
    expect([badBake.status, JSON.stringify(badBake.body)]).toEqual([400, expect.stringContaining('YYYY-MM-DD')]);

    // Offline, she saw the shop's bake at 9 and typed 10; 2 were sold meanwhile: 7 + 1 = 8.
    await order('home', 2);
    const merged = await setStock({ stock: 10, baseStock: before.stock, bakeDay: shopBake });
    expect(merged.body).toMatchObject({ merged: true, from: before.stock - 2, to: before.stock - 2 + 1 });

    // A new usual: later bakes start there; the shop's bake keeps the stock her list shows.
    const shown = (await herLine()).stock;
    expect((await setUsual(40)).body).toMatchObject({ usualStock: 40, stock: shown, bakeDay: shopBake });
    const unplanned = bakeDayOf({ pickupDate: later, pickupLocation: 'home' }, { home: -7 });
    expect(await stockOfBake(server, PRODUCT, unplanned)).toBe(40);
    expect(await stockOfBake(server, PRODUCT, later)).toBe(30);

    const rows = await server.db('bake_stock').select('*').orderBy(['productId', 'bakeDay']);
    const usualBefore = (await herLine()).usualStock;
    for (const [answer, reason] of [
      [await setStock({ stock: 5, bakeDay: '12/18/2026' }), 'A pickup date is YYYY-MM-DD'],
      [await setStock({ stock: 5, bakeDay: '2026-02-30' }), 'That pickup date does not exist'],
      [await setUsual(-1), 'Stock cannot be negative'],
      [await setUsual('ten'), 'Stock must be a whole number'],
    ] as const) {
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(reason);
    }
    expect(await server.db('bake_stock').select('*').orderBy(['productId', 'bakeDay'])).toEqual(rows);
    expect((await herLine()).usualStock).toBe(usualBefore);
  });

  it('gives each of two bakes open at once exactly its stock to shoppers at both places at once', async () => {
    // Her market baked on its own day: her door's next pickup and the market's are two bakes.
    await saveSettings(server, {
      ordersOpen: true,
      autoManage: false,
      bakeDaysBefore: { home: 0, 'farmers-market': 0 },
    });
    const door = await bakeOfNext('home');
    const market = await bakeOfNext('farmers-market');
    expect(door).not.toBe(market);
    for (const bakeDay of [door, market]) expect((await setStock({ stock: 4, bakeDay })).status).toBe(200);
    // What the checkout reads of a pickup's bake: each bake's own, less a hold (a cart holds from every bake).
    expect((await setStock({ stock: 7, bakeDay: market })).status).toBe(200);
    const held = await server.request<{ reservation: { id: string } }>('POST', '/api/cart/reserve', {
      sessionId: 'two-bakes',
      productId: PRODUCT,
      quantity: 1,
    });
    expect(held.status).toBe(201);
    for (const [bake, free] of [
      [door, 3],
      [market, 6],
    ] as const)
      expect(await freeOf(bake)).toBe(free);
    // A bake with less than the holds take reads below 0: the cart can order its hold less that.
    expect((await setStock({ stock: 0, bakeDay: market })).status).toBe(200);
    expect(await freeOf(market)).toBe(-1);
    expect((await server.request('DELETE', `/api/cart/reserve/${held.body.reservation.id}`)).status).toBe(204);
    expect((await setStock({ stock: 4, bakeDay: market })).status).toBe(200);
    const noPickup = await server.request<ApiError>(
      'GET',
      `/api/inventory/bakes/${bakeDayOf({ pickupDate: door, pickupLocation: 'home' }, { home: 3 })}`,
    );
    expect([noPickup.status, noPickup.body.reason]).toEqual([404, 'unknown-bake']);
    const notADay = await server.request<ApiError>('GET', '/api/inventory/bakes/2026-02-30');
    expect(notADay.status).toBe(400);
    const placed = await Promise.all(
      Array.from({ length: 16 }, (_, n) => order(n % 2 === 0 ? 'home' : 'farmers-market', 1)),
    );
    const took = (place: 'home' | 'farmers-market') =>
      placed.filter((answer) => answer.status === 201 && answer.body.order.pickupLocation === place).length;
    expect([took('home'), took('farmers-market')]).toEqual([4, 4]);
    expect(placed.filter((answer) => answer.status !== 201).every((answer) => answer.status === 409)).toBe(true);
    expect(await stockOfBake(server, PRODUCT, door)).toBe(0);
    expect(await stockOfBake(server, PRODUCT, market)).toBe(0);
  });

  it('gives a cancel back to the bake its order took from, after she moves which bake serves the place', async () => {
    // The market still baked on its own day (the test before): its order takes from that bake.
    const market = await bakeOfNext('farmers-market');
    expect((await setStock({ stock: 3, bakeDay: market })).status).toBe(200);
    const placed = await order('farmers-market', 1);
    expect(placed.status).toBe(201);
    const row = (await server.db('orders').where({ id: placed.body.order.id }).first()) as { bakeDay: string };
    expect(row.bakeDay).toBe(market);
    expect(await stockOfBake(server, PRODUCT, market)).toBe(2);

    // She moves the market back to the day before's bake: the order's loaves were baked already.
    await saveSettings(server, { bakeDaysBefore: { home: 0, 'farmers-market': 1 } });
    const nowServing = await bakeOfNext('farmers-market');
    expect(nowServing).not.toBe(market);
    const servingBefore = await stockOfBake(server, PRODUCT, nowServing);
    const cancelled = await asOwner(server, 'PATCH', `/api/admin/orders/${placed.body.order.id}/status`, {
      status: 'cancelled',
    });
    expect(cancelled.status).toBe(200);
    // By hand: 3 set, 1 taken, 1 back, all on the market's own bake; the bake serving it now unmoved.
    expect(await stockOfBake(server, PRODUCT, market)).toBe(3 - 1 + 1);
    expect(await stockOfBake(server, PRODUCT, nowServing)).toBe(servingBefore);
  });

  describe('shopping for a pickup', () => {
    const hold = (sessionId: string, bakeDay?: string) =>
      server.request<ApiError>('POST', '/api/cart/reserve', {
        sessionId,
        productId: PRODUCT,
        quantity: 1,
        ...(bakeDay ? { bakeDay } : {}),
      });
    /**
     * Her market baked on its own day: on market morning the market's bake (today's) is the shop's,
     * and her door's next pickup is another bake.
     */
    async function twoBakes(stock: { market: number; door: number }) {
      await server.db('cart_reservations').delete();
      await saveSettings(server, {
        ordersOpen: true,
        autoManage: false,
        bakeDaysBefore: { home: 0, 'farmers-market': 0 },
      });
      const market = await bakeOfNext('farmers-market');
      const door = await bakeOfNext('home');
      expect((await setStock({ stock: stock.market, bakeDay: market })).status).toBe(200);
      expect((await setStock({ stock: stock.door, bakeDay: door })).status).toBe(200);
      expect((await shopLine()).availableStock).toBe(stock.market);
      return { market, door };
    }

    it('holds from her door’s bake when she shops for it, though the shop’s has none left', async () => {
      const { market, door } = await twoBakes({ market: 0, door: 3 });
      // Each next pickup names its bake: what her phone offers her to shop for.
      const { nextPickups } = (await server.request<PublicPickupSettings>('GET', '/api/pickup-settings')).body;
      expect(nextPickups.map((pickup) => [pickup.pickupLocation, pickup.bakeDay])).toEqual([
        ['home', door],
        ['farmers-market', market],
      ]);
      const none = await hold('for-door');
      expect([none.status, none.body.reason]).toEqual([409, 'insufficient-stock']);
      const held = await hold('for-door', door);
      expect(held.status, JSON.stringify(held.body)).toBe(201);
      // By hand: her door's 3 less her 1; the market's 0 less the same hold (a hold counts against every bake).
      expect(await freeOf(door)).toBe(2);
      expect(await freeOf(market)).toBe(-1);

      // Her order at her door takes her held loaf from her door's bake.
      const placed = await server.request<PlaceOrderResponse & ApiError>('POST', '/api/orders', {
        ...(await orderPayload(server, 'for-door', [{ productId: PRODUCT, quantity: 1 }])),
        pickupLocation: 'home',
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect(await stockOfBake(server, PRODUCT, door)).toBe(3 - 1);
      expect(await stockOfBake(server, PRODUCT, market)).toBe(0);

      // A bake no pickup is served by, and a date that does not exist: refused, nothing held.
      const notServed = await hold('elsewhere', bakeDayOf({ pickupDate: door, pickupLocation: 'home' }, { home: 3 }));
      expect([notServed.status, notServed.body.reason]).toEqual([409, 'unknown-bake']);
      expect(notServed.body.message).toBe('That pickup no longer takes orders: choose another pickup');
      expect((await hold('elsewhere', '2026-02-30')).status).toBe(400);
      expect(await server.db('cart_reservations').where({ sessionId: 'elsewhere' })).toHaveLength(0);
    });

    it('gives holds for two bakes, asked at once, no more than either bake has', async () => {
      const { market, door } = await twoBakes({ market: 5, door: 5 });
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, n) => hold(`two-bakes-${n}`, n % 2 === 0 ? door : undefined)),
      );
      // A hold counts against every bake: five in all, whichever bake each asked for.
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
      expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
      expect(await freeOf(door)).toBe(0);
      expect(await freeOf(market)).toBe(0);
    });
  });
});
