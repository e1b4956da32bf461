import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api';
import { bakery } from '#shared/bakery';
import type { PlaceOrderResponse } from '#shared/order';
import type { PickupSettings } from '#shared/pickup-settings';
import { saveSettings } from '../testing/notices';
import { asOwner, sentMail } from '../testing/owner';
import { orderPayload, setStock } from '../testing/orders';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * Her places by name (issue 49, docs/orders.md, "Her places"): the market she names, and a note
 * for customers at each place, in the settings, her e-mail and her calendar entry.
 */
let server: TestServer;
const bogert = {
  marketName: 'Bogert Farmers Market',
  marketAddress: 'Bogert Park, 325 S Church Ave, Bozeman, MT 59715',
  marketNote: 'The green tent by the pavilion',
  pickupNote: 'Ring the side bell',
};
const settingsNow = async () => (await server.request<PickupSettings>('GET', '/api/pickup-settings')).body;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());
beforeEach(async () => {
  await saveSettings(server, {
    ordersOpen: true,
    autoManage: false,
    marketName: bakery.defaultMarket.name,
    marketAddress: bakery.defaultMarket.address,
    marketNote: '',
    pickupNote: '',
  });
  await setStock(server, 'sandwich-bread', 20);
});

describe('the market as she names it', () => {
  it('reads as the bakery wrote it before she names it', async () => {
    expect(await settingsNow()).toMatchObject({
      marketName: 'Bozeman Farmers Market',
      marketAddress: 'Gallatin County Fairgrounds, 901 N Black Ave, Bozeman, MT 59715',
      marketNote: '',
      pickupNote: '',
    });
  });

  it("is saved with its note, and a market order's e-mail and calendar entry name it", async () => {
    const saved = await saveSettings(server, { ...bogert, marketStartTime: '17:00', marketEndTime: '20:00' });
    expect(saved).toMatchObject(bogert);
    const payload = await orderPayload(server, 'place-names-market', [{ productId: 'sandwich-bread', quantity: 1 }]);
    const placed = await server.request<PlaceOrderResponse>('POST', '/api/orders', {
      ...payload,
      pickupLocation: 'farmers-market',
    });
    expect(placed.status).toBe(201);
    const { order, orderPage } = placed.body;
    const mail = (await sentMail(server)).find((each) => each.text.includes(`#${order.number} is confirmed`));
    expect(mail?.text).toContain(
      `5pm to 8pm at Bogert Farmers Market (${bogert.marketAddress})\nThe green tent by the pavilion\n`,
    );
    expect(mail?.text).not.toContain('Ring the side bell'); // the other place's note

    const page = new URL(orderPage, server.url);
    const ics = await (await fetch(`${server.url}/api/orders/${order.id}/calendar.ics${page.search}`)).text();
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
    expect(event.location).toBe(`Bogert Farmers Market, ${bogert.marketAddress}`);
  });

  it.each([
    ['an empty market name', { marketName: '  ' }, /Name the market/],
    ['an empty market address', { marketAddress: '' }, /market's address/],
    ['a note of a page', { marketNote: 'x'.repeat(301) }, /at most 300 characters/],
  ])('refuses %s, says why, and changes nothing', async (_what, change, message) => {
    await saveSettings(server, bogert);
    const before = await settingsNow();
    const answer = await asOwner<ApiError>(server, 'PUT', '/api/pickup-settings', {
      pickupDate: before.pickupDate,
      pickupAddress: before.pickupAddress,
      ordersOpen: before.ordersOpen,
      bannerMessage: before.bannerMessage,
      autoManage: before.autoManage,
      ...change,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    expect(await settingsNow()).toMatchObject(bogert);
  });
});
