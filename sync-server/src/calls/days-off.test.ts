import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api';
import type { PickupSettings } from '#shared/pickup-settings';
import { saveSettings } from '../testing/notices';
import { asOwner, placeOrder } from '../testing/owner';
import { setStock, stockAt } from '../testing/orders';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * Days off (issue 49, docs/orders.md, "Days off"): a pickup place's day with no pickup ("no
 * market on the 5th") is passed over by the schedule everywhere it decides a day.
 */
let server: TestServer;

const weekAfter = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 7);
  return date.toISOString().slice(0, 10);
};
const settingsNow = async () => (await server.request<PickupSettings>('GET', '/api/pickup-settings')).body;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());
beforeEach(async () => {
  await saveSettings(server, { ordersOpen: true, autoManage: false, daysOff: { home: [], 'farmers-market': [] } });
  await setStock(server, 'sandwich-bread', 20);
});

describe('a day off', () => {
  it('moves the next pickup of that place a week on, and an order placed now is for that day', async () => {
    const { nextPickupDates } = await settingsNow();
    const marketDay = nextPickupDates['farmers-market']!;
    const saved = await saveSettings(server, { daysOff: { home: [], 'farmers-market': [marketDay] } });
    expect(saved.daysOff['farmers-market']).toEqual([marketDay]);
    expect(saved.nextPickupDates).toEqual({ home: nextPickupDates.home!, 'farmers-market': weekAfter(marketDay) });

    // What customers read, and what checkout books, follow at once.
    expect((await settingsNow()).nextPickupDates['farmers-market']!).toBe(weekAfter(marketDay));
    const order = await placeOrder(server, 'days-off-market', [{ productId: 'sandwich-bread', quantity: 1 }], {
      pickupLocation: 'farmers-market',
    });
    expect(order.pickupDate).toBe(weekAfter(marketDay));
    const home = await placeOrder(server, 'days-off-home', [{ productId: 'sandwich-bread', quantity: 1 }]);
    expect(home.pickupDate).toBe(nextPickupDates.home!);
  });

  it('comes back when she switches the day on again', async () => {
    const { nextPickupDates } = await settingsNow();
    await saveSettings(server, { daysOff: { home: [nextPickupDates.home!], 'farmers-market': [] } });
    expect((await settingsNow()).nextPickupDates.home!).toBe(weekAfter(nextPickupDates.home!));
    await saveSettings(server, { daysOff: { home: [], 'farmers-market': [] } });
    expect((await settingsNow()).nextPickupDates.home!).toBe(nextPickupDates.home!);
  });

  it('is kept sorted and once, and a day that has passed is let go', async () => {
    const { nextPickupDates } = await settingsNow();
    const later = weekAfter(weekAfter(nextPickupDates.home!));
    const saved = await saveSettings(server, {
      daysOff: { home: [later, '2020-01-03', later, weekAfter(later)], 'farmers-market': [] },
    });
    expect(saved.daysOff.home).toEqual([later, weekAfter(later)]);
  });

  it('stays when a phone from before days off saves the settings card without them', async () => {
    const { nextPickupDates } = await settingsNow();
    await saveSettings(server, { daysOff: { home: [nextPickupDates.home!], 'farmers-market': [] } });
    const answer = await asOwner<PickupSettings>(server, 'PUT', '/api/pickup-settings', {
      pickupDate: 'Friday after 3',
      pickupAddress: '',
      ordersOpen: true,
      bannerMessage: 'Order now',
      autoManage: false,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.daysOff.home).toEqual([nextPickupDates.home!]);
  });

  it('refuses a day that does not exist, says so, and changes nothing', async () => {
    const before = await settingsNow();
    const settings = { ...before, daysOff: { home: ['2027-02-30'], 'farmers-market': [] } };
    const answer = await asOwner<ApiError>(server, 'PUT', '/api/pickup-settings', {
      pickupDate: settings.pickupDate,
      pickupAddress: settings.pickupAddress,
      ordersOpen: settings.ordersOpen,
      bannerMessage: settings.bannerMessage,
      autoManage: settings.autoManage,
      daysOff: settings.daysOff,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/does not exist/);
    expect((await settingsNow()).daysOff).toEqual(before.daysOff);
  });

  it('leaves an order placed before the day was switched off on its day: what happened is kept', async () => {
    const { nextPickupDates } = await settingsNow();
    const order = await placeOrder(server, 'days-off-before', [{ productId: 'sandwich-bread', quantity: 1 }]);
    await saveSettings(server, { daysOff: { home: [nextPickupDates.home!], 'farmers-market': [] } });
    const stored = (await server.db('orders').where('id', order.id).first()) as { pickupDate: string };
    expect(stored.pickupDate).toBe(nextPickupDates.home!);
  });
});

describe("the owner's own orders on a day off", () => {
  const order = (pickupDate: string, extra = {}) => ({
    id: crypto.randomUUID(),
    pickupLocation: 'farmers-market',
    pickupDate,
    paymentMethod: 'cash',
    paid: false,
    firstName: 'Phone',
    items: [{ product: 'sandwich-bread', quantity: 2 }],
    ...extra,
  });

  it('refuses a phone order for the day, says why, and takes nothing', async () => {
    const marketDay = (await settingsNow()).nextPickupDates['farmers-market']!;
    await saveSettings(server, { daysOff: { home: [], 'farmers-market': [marketDay] } });
    const before = await server.db('orders').count({ n: '*' }).first();
    const answer = await asOwner<ApiError>(server, 'POST', '/api/admin/orders', order(marketDay));
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ reason: 'day-off' });
    expect(answer.body.message).toMatch(/is a day off for Bozeman Farmers Market: choose another day/);
    expect(await server.db('orders').count({ n: '*' }).first()).toEqual(before);
    expect(await stockAt(server, 'sandwich-bread', { pickupDate: marketDay, pickupLocation: 'farmers-market' })).toBe(
      20,
    );
  });

  it('keeps a sale she handed over there and then: it happened', async () => {
    const marketDay = (await settingsNow()).nextPickupDates['farmers-market']!;
    await saveSettings(server, { daysOff: { home: [], 'farmers-market': [marketDay] } });
    const answer = await asOwner<{ order: { status: string; pickupDate: string } }>(
      server,
      'POST',
      '/api/admin/orders',
      order(marketDay, { handedOver: true, paid: true }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.order).toMatchObject({ status: 'picked-up', pickupDate: marketDay });
    // Taken from the bake of the day she sold on (docs/orders.md, "Stock of a bake day").
    expect(await stockAt(server, 'sandwich-bread', { pickupDate: marketDay, pickupLocation: 'farmers-market' })).toBe(
      18,
    );
  });
});
