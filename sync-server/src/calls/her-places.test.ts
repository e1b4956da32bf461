import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import type { ApiError } from '#shared/api';
import { bakery } from '#shared/bakery';
import { dayAfter } from '#shared/bakery-calendar';
import type { CustomerOrder } from '#shared/customer-order';
import type { PlaceOrderResponse } from '#shared/order';
import type { PickupSettings, PublicPickupSettings } from '#shared/pickup-settings';
import type { PlaceUpdate } from '#shared/place-update';
import { saveSettings } from '../testing/notices';
import { countRows, itemsOrderedAt, orderPayload, setStock, stockOf } from '../testing/orders';
import type { MarketDayView } from '#shared/market-day';
import type { BakeDayList, PickupSummary } from '#shared/owner-orders';
import type { StandingSettings } from '#shared/standing-orders';
import { marketTable } from '#shared/market-table';
import { asOwner, sentMail } from '../testing/owner';
import { startTestServer, type TestServer } from '../testing/test-server';
import { timeLimit } from '../testing/time-limits';

/**
 * Her own places (issue 49, docs/orders.md, "Her places"): she adds a place, with its day, hours
 * and kind; customers order there, each pickup by its own schedule, caps and days off; the oven
 * of each bake day counts every place it serves; a place she stops takes no new order and keeps
 * those it has; a page still naming a place that is gone is told to reload. Over real HTTP on a
 * real database; on PostgreSQL too (npm run test:postgres).
 */
let server: TestServer;
let shoppers = 0;
const PRODUCT = 'raspberry-scone';
const session = () => `places-shopper-${++shoppers}`;
const TUESDAY = 'bogert-market-t4qz';

/** Her Tuesday evening market, as her card sends it. */
const bogert: PlaceUpdate = {
  placeKind: 'market',
  name: 'Bogert Market',
  address: 'Bogert Park, 325 S Church Ave, Bozeman, MT 59715',
  note: 'By the pavilion',
  weekday: 2,
  from: '17:00',
  until: '20:00',
  cutoffHours: null,
  active: true,
};

const savePlace = (id: string, place: Record<string, unknown>, key?: string) =>
  asOwner<PickupSettings & ApiError>(server, 'PUT', `/api/admin/places/${id}`, place, key);
const settingsNow = async () => (await server.request<PublicPickupSettings>('GET', '/api/pickup-settings')).body;
type Placed = PlaceOrderResponse & ApiError;
async function order(pickupLocation: string, quantity = 1, sessionId = session()) {
  return server.request<Placed>('POST', '/api/orders', {
    ...(await orderPayload(server, sessionId, [{ productId: PRODUCT, quantity }])),
    pickupLocation,
  });
}

/**
 * Her real week: her door's pickup and Saturday's market of Friday's bake, the Tuesday market of
 * its own bake that day; `settings` saved with the bake days. Answers the pickups' days.
 */
async function herRealWeek(settings: Parameters<typeof saveSettings>[1] = {}) {
  await savePlace(TUESDAY, { ...bogert, bakeDaysBefore: 0 });
  const shown = await settingsNow();
  const friday = shown.nextPickupDates.home!;
  const saturday = shown.nextPickupDates['farmers-market']!;
  const tuesday = shown.nextPickupDates[TUESDAY]!;
  const bakeFriday = friday < saturday ? friday : saturday;
  const daysFrom = (day: string) =>
    Array.from({ length: 7 }, (_, n) => n).find((n) => dayAfter(bakeFriday, n) === day)!;
  await saveSettings(server, {
    bakeDaysBefore: { home: daysFrom(friday), 'farmers-market': daysFrom(saturday), [TUESDAY]: 0 },
    ...settings,
  });
  return { friday, saturday, tuesday, bakeFriday };
}

beforeAll(async () => {
  server = await startTestServer();
  await setStock(server, PRODUCT, 500);
  server.clock.freeze();
  await saveSettings(server, { ordersOpen: true, autoManage: false });
}, timeLimit(60_000));
afterAll(() => server?.stop());
beforeEach(async () => {
  await server.db('standing_orders').delete();
  await server.db('orders').delete();
  await server.db('market_days').delete();
  await server.db('pickup_places').whereNotIn('id', ['home', 'farmers-market']).delete();
  await server.db('pickup_places').update({ active: true });
  await saveSettings(server, { ovenPerBakeDay: null });
});

describe('her own places', () => {
  it('adds a place of hers once, however often her phone sends it, and shows it to everyone', async () => {
    const first = await savePlace(TUESDAY, bogert, 'add-bogert');
    expect(first.status).toBe(200);
    const again = await savePlace(TUESDAY, bogert, 'add-bogert');
    expect(again.status).toBe(200);
    expect(await server.db('pickup_places').where({ id: TUESDAY }).count({ n: '*' })).toEqual([{ n: 1 }]);

    const shown = await settingsNow();
    expect(shown.places?.map((place) => place.id)).toEqual(['home', 'farmers-market', TUESDAY]);
    expect(shown.places?.[2]).toMatchObject({ kind: 'market', name: 'Bogert Market', weekday: 2, active: true });
    // Its next pickup is a Tuesday, by its own schedule, and the shop offers it.
    const tuesday = shown.nextPickupDates[TUESDAY]!;
    expect(new Date(`${tuesday}T12:00:00Z`).getUTCDay()).toBe(2);
    expect(shown.nextPickups.map((pickup) => pickup.pickupLocation)).toContain(TUESDAY);
  });

  it('takes an order there for its day and names the place in her e-mail and on her page', async () => {
    await savePlace(TUESDAY, bogert);
    const tuesday = (await settingsNow()).nextPickupDates[TUESDAY]!;
    const placed = await order(TUESDAY, 2);
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({ pickupLocation: TUESDAY, pickupDate: tuesday });

    const page = new URL(placed.body.orderPage, server.url);
    const hers = await server.request<{ order: CustomerOrder }>(
      'GET',
      `/api/orders/${placed.body.order.id}?${page.searchParams}`,
    );
    expect(hers.body.order.pickupText).toMatch(
      /^Pickup: \w+day, \w+ \d+, 5pm to 8pm at Bogert Market \(Bogert Park, 325 S Church Ave/,
    );
    const confirmation = (await sentMail(server)).find(
      (each) => each.name.includes('order-confirmation') && each.text.includes(`#${placed.body.order.number}`),
    );
    expect(confirmation?.text).toContain(
      '5pm to 8pm at Bogert Market (Bogert Park, 325 S Church Ave, Bozeman, MT 59715)',
    );
    expect(confirmation?.text).toContain('By the pavilion');
  });

  it('refuses a place she stopped, with a sentence, and keeps and shows the orders it has', async () => {
    await savePlace(TUESDAY, bogert);
    const before = await order(TUESDAY);
    expect(before.status).toBe(201);
    expect((await savePlace(TUESDAY, { ...bogert, active: false })).status).toBe(200);

    const shown = await settingsNow();
    expect(shown.nextPickupDates[TUESDAY]).toBeUndefined();
    expect(shown.places?.find((place) => place.id === TUESDAY)?.active).toBe(false);
    const orders = await countRows(server, 'orders');
    const refused = await order(TUESDAY);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ reason: 'place-closed' });
    expect(refused.body.message).toBe(
      'Bogert Market takes no orders now. Reload the page to see where you can pick up.',
    );
    expect(await countRows(server, 'orders')).toBe(orders);

    const page = new URL(before.body.orderPage, server.url);
    const kept = await server.request<{ order: CustomerOrder }>(
      'GET',
      `/api/orders/${before.body.order.id}?${page.searchParams}`,
    );
    expect(kept.body.order.pickupText).toContain('Bogert Market');
  });

  it('tells a page naming a place she never had to reload, and keeps her first two as every page sent them', async () => {
    const unknown = await order('the-moon');
    expect(unknown.status).toBe(409);
    expect(unknown.body.message).toBe(
      'That pickup place is not one of ours. Reload the page to see where you can pick up.',
    );
    expect((await order('home')).status).toBe(201);
    expect((await order('farmers-market')).status).toBe(201);
  });

  it('refuses a place that is not one with a sentence, and changes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...bogert, name: '  ' }, 'Name the place'],
      [{ ...bogert, until: '16:00' }, 'The window must end after it opens'],
      [{ ...bogert, address: '' }, "Give the place's address, so customers find it"],
      [{ ...bogert, placeKind: 'castle' }, 'Choose what kind of place it is'],
      [{ ...bogert, placeKind: 'other', cutoffHours: 200 }, 'Orders must close less than a week before pickup'],
      [{ ...bogert, weekday: 9 }, 'Choose its day'],
    ];
    for (const [body, words] of cases) {
      const answer = await savePlace(TUESDAY, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toContain(words);
    }
    const badId = await savePlace('Not A Place!', bogert);
    expect(badId.status).toBe(400);
    expect(await server.db('pickup_places').count({ n: '*' })).toEqual([{ n: 2 }]);
  });

  it('keeps one place taking orders', async () => {
    await savePlace(TUESDAY, bogert);
    // Each sent back as her card shows it, stopped.
    const stop = async (id: string) => {
      const { kind, cutoffHours, id: _id, ...place } = (await settingsNow()).places!.find((each) => each.id === id)!;
      return savePlace(id, { ...place, placeKind: kind, cutoffHours, active: false });
    };
    expect((await stop('home')).status).toBe(200);
    expect((await stop('farmers-market')).status).toBe(200);
    const last = await stop(TUESDAY);
    expect(last.status).toBe(400);
    expect(last.body.message).toBe('Keep at least one place taking orders');
    expect(await server.db('pickup_places').where({ active: true }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('passes over a week she switched off at that place, and refuses her own order for it', async () => {
    await savePlace(TUESDAY, bogert);
    const tuesday = (await settingsNow()).nextPickupDates[TUESDAY]!;
    await saveSettings(server, { daysOff: { [TUESDAY]: [tuesday] } });
    expect((await settingsNow()).nextPickupDates[TUESDAY]).toBe(dayAfter(tuesday, 7));
    expect((await order(TUESDAY)).body.order.pickupDate).toBe(dayAfter(tuesday, 7));

    const manual = await asOwner<ApiError>(server, 'POST', '/api/admin/orders', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '406-555-0100',
      paymentMethod: 'cash',
      paid: false,
      pickupLocation: TUESDAY,
      pickupDate: tuesday,
      items: [{ product: PRODUCT, quantity: 1 }],
    });
    expect(manual.status).toBe(409);
    expect(manual.body.message).toMatch(/is a day off for Bogert Market: choose another day/);
  });
});

describe('a place with several days a week', () => {
  it('takes orders for its next day of any window, each with its own hours, and passes a day off to the next window', async () => {
    const today = DateTime.fromJSDate(server.clock.now(), { zone: bakery.timeZone });
    const soon = today.plus({ days: 2 });
    const later = today.plus({ days: 4 });
    const cafe = {
      ...bogert,
      placeKind: 'other',
      name: 'Wild Crumb Café',
      cutoffHours: 0,
      weekday: soon.weekday % 7,
      from: '07:00',
      until: '10:00',
      windows: [
        { weekday: soon.weekday % 7, from: '07:00', until: '10:00' },
        { weekday: later.weekday % 7, from: '15:00', until: '18:00' },
      ],
    };
    const CAFE = 'wild-crumb-cafe-w2x9';
    expect((await savePlace(CAFE, cafe)).status).toBe(200);
    const shown = await settingsNow();
    expect(shown.places?.find((place) => place.id === CAFE)?.windows).toEqual(cafe.windows);
    expect(shown.nextPickupDates[CAFE]).toBe(soon.toISODate());

    // Her day off on the sooner day: the café's next pickup is its other window, not a week on.
    await saveSettings(server, { daysOff: { [CAFE]: [soon.toISODate()!] } });
    expect((await settingsNow()).nextPickupDates[CAFE]).toBe(later.toISODate());
    const placed = await order(CAFE);
    expect(placed.body.order.pickupDate).toBe(later.toISODate());
    const page = new URL(placed.body.orderPage, server.url);
    const hers = await server.request<{ order: CustomerOrder }>(
      'GET',
      `/api/orders/${placed.body.order.id}?${page.searchParams}`,
    );
    expect(hers.body.order.pickupText).toContain('3pm to 6pm at Wild Crumb Café');

    // Two windows on one day, or one that ends before it opens, are refused and change nothing.
    const sameDay = await savePlace(CAFE, {
      ...cafe,
      windows: [cafe.windows[0], { ...cafe.windows[0], from: '12:00', until: '13:00' }],
    });
    expect(sameDay.status).toBe(400);
    expect(sameDay.body.message).toContain('One window a day');
    const backwards = await savePlace(CAFE, {
      ...cafe,
      windows: [cafe.windows[0], { ...cafe.windows[1], until: '14:00' }],
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toContain('The window must end after it opens');
    expect((await settingsNow()).places?.find((place) => place.id === CAFE)?.windows).toEqual(cafe.windows);
  });
});

describe('her rules of standing orders, by place', () => {
  it('keeps a cap for a place she added, beside her first two', async () => {
    await savePlace(TUESDAY, bogert);
    const rules = { products: [PRODUCT], autoApprove: true };
    const saved = await asOwner<StandingSettings>(server, 'PUT', '/api/admin/standing-settings', {
      ...rules,
      perPickup: { home: 10, 'farmers-market': null, [TUESDAY]: 3, 'no-such-place': 4 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.perPickup).toEqual({ home: 10, 'farmers-market': null, [TUESDAY]: 3 });
    const rulesNow = async () =>
      (await asOwner<{ settings: StandingSettings }>(server, 'GET', '/api/admin/standing-orders')).body.settings;
    expect((await rulesNow()).perPickup[TUESDAY]).toBe(3);
    // Bad input: a cap that is not one is refused, and nothing changes.
    const bad = await asOwner<ApiError>(server, 'PUT', '/api/admin/standing-settings', {
      ...rules,
      perPickup: { [TUESDAY]: -1 },
    });
    expect(bad.status).toBe(400);
    expect((await rulesNow()).perPickup[TUESDAY]).toBe(3);
  });

  it('names her Tuesday market in the mail of a regular who orders there every week', async () => {
    await savePlace(TUESDAY, bogert);
    await asOwner(server, 'PUT', '/api/admin/standing-settings', {
      products: [PRODUCT],
      autoApprove: true,
      perPickup: { [TUESDAY]: 5 },
    });
    const placed = await order(TUESDAY, 2);
    const page = new URL(placed.body.orderPage, server.url);
    const asked = await server.request('POST', `/api/orders/${placed.body.order.id}/standing?${page.searchParams}`);
    expect(asked.status).toBe(201);
    const mail = await sentMail(server);
    const hers = mail.find((each) => each.name.includes('standing-order') && each.text.includes('every week'));
    expect(hers?.text).toContain('every week, at Bogert Market, when orders open');
    const owners = mail.find((each) => each.name.includes('standing-request'));
    expect(owners?.text).toContain('every week at Bogert Market');
  });
});

describe('her bake lists of three places', () => {
  it("sums each bake day's own pickups: Friday's her door and Saturday's market, Tuesday's its market alone", async () => {
    const { friday, saturday, tuesday, bakeFriday } = await herRealWeek();
    await order('home', 2);
    await order('farmers-market', 3);
    await order(TUESDAY, 4);
    const list = async (day: string) => (await asOwner<BakeDayList>(server, 'GET', `/api/admin/bake-days/${day}`)).body;

    const fridayBake = await list(bakeFriday);
    expect(fridayBake.pickups.map((pickup) => pickup.pickupLocation)).toEqual(['home', 'farmers-market']);
    // By hand: the items of the orders of the pickups it serves.
    const fridayItems = await itemsOrderedAt(server, [
      [friday, 'home'],
      [saturday, 'farmers-market'],
    ]);
    expect(fridayBake.lines.reduce((sum, line) => sum + line.quantity, 0)).toBe(fridayItems);
    expect(fridayItems).toBe(5);

    const tuesdayBake = await list(tuesday);
    expect(tuesdayBake.pickups.map((pickup) => pickup.pickupLocation)).toEqual([TUESDAY]);
    expect(tuesdayBake.lines.reduce((sum, line) => sum + line.quantity, 0)).toBe(
      await itemsOrderedAt(server, [[tuesday, TUESDAY]]),
    );
  });
});

describe('the stall at whichever market she is at', () => {
  it("runs her Tuesday market's day: its preorders are the table's, handed over there", async () => {
    await savePlace(TUESDAY, bogert);
    const tuesday = (await settingsNow()).nextPickupDates[TUESDAY]!;
    const before = await order(TUESDAY, 2);
    expect(before.status).toBe(201);
    const started = await asOwner(server, 'POST', '/api/admin/market-days', {
      date: tuesday,
      brought: [{ product: PRODUCT, quantity: 6 }],
      openingCash: '40',
      releaseAfter: null,
    });
    expect(started.status).toBe(200);
    const day = await asOwner<MarketDayView>(server, 'GET', `/api/admin/market-days/${tuesday}`);
    expect(day.body.preorders.map((each) => each.id)).toEqual([before.body.order.id]);

    // A preorder for that evening once her table is set draws on the table, not on the shop's stock.
    const stock = await stockOf(server, PRODUCT);
    expect((await order(TUESDAY, 3)).status).toBe(201);
    expect(await stockOf(server, PRODUCT)).toBe(stock);
    const shown = (await asOwner<MarketDayView>(server, 'GET', `/api/admin/market-days/${tuesday}`)).body;
    const table = [...marketTable({ ...shown, brought: shown.day?.brought ?? [] }).values()];
    // By hand: 6 brought, 2 + 3 set aside for the evening's preorders.
    expect(table.find((row) => row.product === PRODUCT)).toMatchObject({ brought: 6, setAside: 5, free: 1 });
    expect((await order(TUESDAY, 2)).body).toMatchObject({ reason: 'insufficient-stock' });

    // A sale over her table that evening: the Tuesday market's pickup row carries it, by hand.
    const sold = await asOwner(server, 'POST', `/api/admin/market-days/${tuesday}/sales`, {
      id: randomUUID(),
      lines: [{ product: PRODUCT, quantity: 1 }],
      paymentMethod: 'cash',
      total: '4.50',
      soldAt: server.clock.now().toISOString(),
    });
    expect(sold.status).toBe(201);
    const rows = (await asOwner<PickupSummary[]>(server, 'GET', '/api/admin/pickups')).body;
    expect(rows.find((row) => row.pickupDate === tuesday && row.pickupLocation === TUESDAY)?.stall).toBe('4.50');
    expect(rows.some((row) => row.pickupDate === tuesday && row.pickupLocation === 'farmers-market')).toBe(false);

    const handed = await asOwner<ApiError>(
      server,
      'POST',
      `/api/admin/market-days/${tuesday}/handovers/${before.body.order.id}`,
      { paidHere: 'cash' },
    );
    expect(handed.status).toBe(200);
  });
});

describe('three places and two bake days under concurrent checkouts', () => {
  it('gives no pickup more than its own cap and no bake day more than its oven', async () => {
    const { friday, saturday, tuesday } = await herRealWeek({
      ovenPerBakeDay: 6,
      capacity: {
        home: { slotMinutes: 0, ordersPerSlot: null, itemsPerPickup: null },
        'farmers-market': { slotMinutes: 0, ordersPerSlot: null, itemsPerPickup: null },
        [TUESDAY]: { slotMinutes: 0, ordersPerSlot: null, itemsPerPickup: 4 },
      },
    });
    const places = ['home', 'farmers-market', TUESDAY];
    const answers = await Promise.all(Array.from({ length: 24 }, (_, n) => order(places[n % 3]!, 1)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(6 + 4);
    expect(answers.every((answer) => answer.status === 201 || answer.body.reason === 'pickup-full')).toBe(true);

    // By hand, from the orders: Friday's bake at its cap, Tuesday's pickup at its own.
    expect(
      await itemsOrderedAt(server, [
        [friday, 'home'],
        [saturday, 'farmers-market'],
      ]),
    ).toBe(6);
    expect(await itemsOrderedAt(server, [[tuesday, TUESDAY]])).toBe(4);
    const left = (await settingsNow()).nextPickups.find((pickup) => pickup.pickupLocation === TUESDAY);
    expect(left).toMatchObject({ itemsLeft: 0, full: true });
  });
});
