import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api';
import { dayAfter } from '#shared/bakery-calendar';
import type { PlaceOrderResponse, StoredOrder } from '#shared/order';
import type { BakeDayList, PickupBookings } from '#shared/owner-orders';
import type { PublicPickupSettings } from '#shared/pickup-settings';
import type { PlaceInLineView } from '#shared/waitlist';
import { tellEveryone } from '../services/announce';
import { momentOf } from '../services/moment';
import { offerPlacesToLines } from '../services/waitlist/place-offers';
import { saveSettings } from '../testing/notices';
import { itemsOrderedAt, orderPayload, setStock } from '../testing/orders';
import { asOwner } from '../testing/owner';
import { startTestServer, type TestServer } from '../testing/test-server';
import { timeLimit } from '../testing/time-limits';

/**
 * The oven of a bake day (docs/orders.md, "The oven of a bake day"): one cap for everything a bake
 * makes, counted across every pickup it serves (her door's pickup and the market's, baked the
 * same day), in the transaction that books, beside each pickup's own cap. Over real HTTP on a
 * real database; on PostgreSQL too (npm run test:postgres).
 */
let server: TestServer;
let shoppers = 0;
const PRODUCT = 'raspberry-scone';
const session = () => `oven-shopper-${++shoppers}`;

/** The next pickup at each place, both served by one bake: the earlier's day. */
let door = '';
let market = '';
let bakeDay = '';

beforeAll(async () => {
  server = await startTestServer();
  await setStock(server, PRODUCT, 500);
  server.clock.freeze();
  const shown = (await server.request<PublicPickupSettings>('GET', '/api/pickup-settings')).body;
  door = shown.nextPickupDates.home!;
  market = shown.nextPickupDates['farmers-market']!;
  bakeDay = door < market ? door : market;
  // Both are weekly, so at most six days apart: each is baked on the earlier one's day.
  const before = (day: string) => Array.from({ length: 7 }, (_, n) => n).find((n) => dayAfter(bakeDay, n) === day)!;
  await saveSettings(server, {
    ordersOpen: true,
    autoManage: false,
    bakeDaysBefore: { home: before(door), 'farmers-market': before(market) },
  });
}, timeLimit(60_000));
afterAll(() => server?.stop());
beforeEach(async () => {
  await server.db('orders').delete();
  await server.db('place_waitlist_entries').delete();
  await saveSettings(server, { ovenPerBakeDay: 10 });
});

type Placed = PlaceOrderResponse & ApiError;
async function order(pickupLocation: 'home' | 'farmers-market', quantity: number, sessionId = session()) {
  return server.request<Placed>('POST', '/api/orders', {
    ...(await orderPayload(server, sessionId, [{ productId: PRODUCT, quantity }])),
    pickupLocation,
  });
}
/**
 * She cancels it (her own cancel: a customer's is refused within a day of the pickup, and on a
 * market morning the market's pickup is today).
 */
async function cancel(placed: { body: Placed }) {
  const answer = await asOwner(server, 'PATCH', `/api/admin/orders/${placed.body.order.id}/status`, {
    status: 'cancelled',
  });
  expect(answer.status).toBe(200);
}
const pickups = async () =>
  (await server.request<PublicPickupSettings>('GET', '/api/pickup-settings')).body.nextPickups;
/** By hand: the items of every order not cancelled, at the pickups of the bake day. */
const itemsBaked = () =>
  itemsOrderedAt(server, [
    [door, 'home'],
    [market, 'farmers-market'],
  ]);

describe('the oven of a bake day, across its pickups', () => {
  it('gives exactly its cap to shoppers ordering at her door and at the market at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, n) => order(n % 2 === 0 ? 'home' : 'farmers-market', 1)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.every((answer) => answer.status === 409 && answer.body.reason === 'pickup-full')).toBe(true);
    expect(refused[0]!.body.message).toMatch(/^Sorry, the oven is full for (home pickup|the farmers market) on /);
    expect(await itemsBaked()).toBe(10);
    // Both pickups say so, each the bake's items left.
    expect((await pickups()).map((pickup) => [pickup.pickupLocation, pickup.itemsLeft, pickup.full])).toEqual([
      ['home', 0, true],
      ['farmers-market', 0, true],
    ]);
  });

  it('says how many more can be baked, frees what a cancel gives back, and changes nothing it refuses', async () => {
    const first = await order('farmers-market', 7);
    expect(first.status).toBe(201);
    const tooMany = await order('home', 5);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe(
      `Only 3 more items can be baked for home pickup on ${dayText(door)}: please take 2 out of your cart.`,
    );
    expect(tooMany.body.pickup).toMatchObject({ pickupLocation: 'home', itemsLeft: 3 });
    expect(await itemsBaked()).toBe(7);
    await cancel(first);
    expect((await pickups()).map((pickup) => pickup.itemsLeft)).toEqual([10, 10]);
    expect((await order('home', 5)).status).toBe(201);
    expect(await itemsBaked()).toBe(5);
  });

  it("takes her own sale past it only when she says so, and not a sale of another bake day's", async () => {
    expect((await order('home', 9)).status).toBe(201);
    const sale = (pickupDate: string, quantity: number, overbook?: boolean) =>
      asOwner<{ order: StoredOrder } & ApiError>(server, 'POST', '/api/admin/orders', {
        firstName: 'Stall',
        lastName: 'Regular',
        pickupLocation: 'farmers-market',
        pickupDate,
        paymentMethod: 'cash',
        paid: false,
        items: [{ product: PRODUCT, quantity }],
        ...(overbook ? { overbook } : {}),
      });
    const past = await sale(market, 2);
    expect(past.status).toBe(409);
    expect(past.body.message).toMatch(/^Only 1 more item can be baked for the farmers market on /);
    const overbooked = await sale(market, 2, true);
    expect(overbooked.status).toBe(201);
    expect(overbooked.body.order.overbooked).toBe(true);
    // The market a week later is another bake's: this one's oven is not asked.
    expect((await sale(dayAfter(market, 7), 8)).status).toBe(201);
    expect(await itemsBaked()).toBe(11);
    // Her bake list's oven, against the orders summed by hand: 9 at her door and 2 at the market.
    const list = await asOwner<BakeDayList>(server, 'GET', `/api/admin/bake-days/${bakeDay}`);
    expect(list.body.oven).toEqual({ items: await itemsBaked(), cap: 10 });
    // And her slot board of each pickup: its own items, and its bake day's.
    for (const [pickupDate, pickupLocation] of [
      [door, 'home'],
      [market, 'farmers-market'],
    ] as const) {
      const board = await asOwner<PickupBookings>(
        server,
        'GET',
        `/api/admin/pickup-slots?pickupDate=${pickupDate}&pickupLocation=${pickupLocation}`,
      );
      expect(board.body.items.booked).toBe(await itemsOrderedAt(server, [[pickupDate, pickupLocation]]));
      expect(board.body.oven).toEqual({ bakeDay, items: await itemsBaked(), cap: 10 });
    }
  });

  it("offers a place in line at her door when the market's order gives items back", async () => {
    const marketOrder = await order('farmers-market', 10);
    expect(marketOrder.status).toBe(201);
    const waiting = session();
    expect(
      (await server.request('POST', '/api/cart/reserve', { sessionId: waiting, productId: PRODUCT, quantity: 2 }))
        .status,
    ).toBe(201);
    const joined = await server.request<{ entry: PlaceInLineView; token: string } & ApiError>(
      'POST',
      '/api/waitlist/places',
      { pickupLocation: 'home', items: 2, sessionId: waiting, email: `${waiting}@example.com` },
    );
    expect(joined.status).toBe(201);
    await turn();
    expect(await statusOf(joined.body)).toBe('waiting');
    await cancel(marketOrder);
    await turn();
    expect(await statusOf(joined.body)).toBe('offered');
    // Her offered place is hers: 8 are left for everyone else, and her order takes hers.
    expect((await pickups()).map((pickup) => pickup.itemsLeft)).toEqual([8, 8]);
    expect((await order('home', 2, waiting)).status).toBe(201);
  });

  it('is her setting: a whole number of items, or none', async () => {
    for (const [value, message] of [
      [0, 'A bake day makes at least 1 item'],
      [2.5, 'The oven is a whole number of items'],
      ['lots', 'The oven is a number of items'],
    ] as const) {
      const refused = await asOwner<ApiError>(server, 'PUT', '/api/pickup-settings', {
        ...(await basics()),
        ovenPerBakeDay: value,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain(message);
    }
    expect((await server.request<PublicPickupSettings>('GET', '/api/pickup-settings')).body.ovenPerBakeDay).toBe(10);
    expect((await saveSettings(server, { ovenPerBakeDay: null })).ovenPerBakeDay).toBeNull();
    expect((await pickups()).map((pickup) => pickup.itemsLeft)).toEqual([null, null]);
  });
});

async function basics() {
  const settings = (await server.request<PublicPickupSettings>('GET', '/api/pickup-settings')).body;
  const { pickupDate, pickupAddress, ordersOpen, bannerMessage, autoManage } = settings;
  return { pickupDate, pickupAddress, ordersOpen, bannerMessage, autoManage };
}
const turn = async () =>
  tellEveryone(
    server.running.deps,
    await offerPlacesToLines(server.db, momentOf(server.running.deps, server.running.deps.clock.now())),
  );
const statusOf = async (joined: { entry: PlaceInLineView; token: string }) =>
  (await server.request<{ entry: PlaceInLineView }>('GET', `/api/waitlist/places/${joined.entry.id}?t=${joined.token}`))
    .body.entry.status;
/** "Friday, December 4", as the rule's sentences name a day. */
const dayText = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
