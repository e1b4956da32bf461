import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api';
import type { CustomerOrder } from '#shared/customer-order';
import type { PlaceOrderResponse } from '#shared/order';
import type { PublicPickupSettings } from '#shared/pickup-settings';
import { saveSettings } from '../testing/notices';
import { orderPayload, setStock, stockOf } from '../testing/orders';
import { asOwner, sentMail } from '../testing/owner';
import { setHomeCapacity, toMorningAfterPickup } from '../testing/slots';
import { startTestServer, type TestServer } from '../testing/test-server';
import { timeLimit } from '../testing/time-limits';

/**
 * Moving her order to another place's pickup of the same bake (docs/orders.md, "Moving an
 * order"): her door's Friday pickup to Saturday's market, from her order's page. At 8 on the
 * Sunday morning after a Friday pickup, whatever day the tests run: her door's next pickup is Friday,
 * five days off, and the market's the Saturday after, both of Friday's bake.
 */
let server: TestServer;
let shoppers = 0;
const PRODUCT = 'raspberry-scone';
let next: Record<'home' | 'farmers-market', string>;

beforeAll(async () => {
  server = await startTestServer();
  await setStock(server, PRODUCT, 500);
  await toMorningAfterPickup(server);
  // 8am: after the quiet hours, which hold her e-mail until 7.
  server.clock.advance(26 * 3_600_000);
  server.clock.freeze();
  next = (await server.request<PublicPickupSettings>('GET', '/api/pickup-settings')).body.nextPickupDates;
}, timeLimit(60_000));
afterAll(() => server?.stop());
beforeEach(async () => {
  await server.db('orders').delete();
  await setHomeCapacity(server, {}, { bakeDaysBefore: { home: 0, 'farmers-market': 1 } });
});

async function place(pickupLocation: 'home' | 'farmers-market', extra: Record<string, unknown> = {}) {
  const payload = await orderPayload(server, `moving-shopper-${++shoppers}`, [{ productId: PRODUCT, quantity: 2 }]);
  const answer = await server.request<PlaceOrderResponse>('POST', '/api/orders', {
    ...payload,
    pickupLocation,
    ...extra,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const token = new URL(answer.body.orderPage, server.url).searchParams.get('t')!;
  return { order: answer.body.order, id: answer.body.order.id, token };
}
type Answer = { order: CustomerOrder } & ApiError;
const move = (placed: { id: string; token: string }, body: unknown) =>
  server.request<Answer>('PATCH', `/api/orders/${placed.id}/pickup?t=${placed.token}`, body);
const view = async (placed: { id: string; token: string }) =>
  (await server.request<{ order: CustomerOrder }>('GET', `/api/orders/${placed.id}?t=${placed.token}`)).body.order;

describe('moving her order to another place of the same bake', () => {
  it('moves her door order to the market: the order, her calendar, her e-mail and the owner’s say so; no stock moves', async () => {
    expect(next['farmers-market']).toBe(new Date(Date.parse(next.home) + 86_400_000).toISOString().slice(0, 10));
    const placed = await place('home');
    expect((await view(placed)).movesTo).toEqual(['farmers-market']);
    const stock = await stockOf(server, PRODUCT);

    const moved = await move(placed, { pickupLocation: 'farmers-market' });
    expect(moved.status).toBe(200);
    expect(moved.body.order).toMatchObject({
      pickupLocation: 'farmers-market',
      pickupDate: next['farmers-market'],
      pickupSlot: null,
      movesTo: ['home'],
    });
    expect(moved.body.order.pickupText).toContain('Farmers Market');
    expect(await stockOf(server, PRODUCT)).toBe(stock);
    const row = (await server.db('orders').where({ id: placed.id }).first()) as Record<string, unknown>;
    expect(row).toMatchObject({ pickupLocation: 'farmers-market', pickupDate: next['farmers-market'] });

    // The clock stands still here, so every mail's file has the same time: read them by kind.
    const mail = await sentMail(server);
    const toHer = mail.filter((each) => each.name.includes('new-pickup-time'));
    expect(toHer).toHaveLength(1);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(toHer[0]!.attachments[0]!.content)).getFirstSubcomponent('vevent')!,
    );
    expect(event.location).toContain('Farmers Market');
    expect(event.sequence).toBe(1);
    const toOwner = mail.filter((each) => each.name.includes('customer-slot-move'));
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]!.text).toMatch(/^Subject: New pickup from the customer: order #\d+/m);
    expect(toOwner[0]!.text).toContain(`moved order #${placed.order.number} to another pickup (it was `);

    // Sent again, its answer lost: answered as it stands, and nobody is told twice.
    const again = await move(placed, { pickupLocation: 'farmers-market' });
    expect(again.status).toBe(200);
    expect(again.body.order).toMatchObject({ pickupLocation: 'farmers-market', pickupDate: next['farmers-market'] });
    const after = await sentMail(server);
    expect(after.filter((each) => each.name.includes('new-pickup-time'))).toHaveLength(1);
    expect(after.filter((each) => each.name.includes('customer-slot-move'))).toHaveLength(1);
  });

  it('refuses what it cannot do, with a sentence, changing nothing', async () => {
    const placed = await place('home');
    const refusals: [unknown, number, string][] = [
      [{ pickupLocation: 'home', pickupSlot: '16:00' }, 409, 'same-pickup'],
      [{ pickupLocation: 'The Moon!' }, 400, 'invalid'],
      // A place that could be one, but is none of hers: not a pickup of her order's bake.
      [{ pickupLocation: 'the-moon' }, 409, 'not-movable'],
      [{ pickupLocation: 'farmers-market', pickupSlot: '9am' }, 400, 'invalid'],
      [{}, 400, 'invalid'],
    ];
    for (const [body, status, reason] of refusals) {
      const refused = await move(placed, body);
      expect([refused.status, refused.body.reason?.startsWith(reason)]).toEqual([status, true]);
      expect(refused.body.message.length).toBeGreaterThan(10);
    }
    expect(
      (
        await server.request('PATCH', `/api/orders/${placed.id}/pickup?t=not-her-key-at-all`, {
          pickupLocation: 'farmers-market',
        })
      ).status,
    ).toBe(404);
    // The market baked the same day is another bake: not offered, and refused.
    await saveSettings(server, { bakeDaysBefore: { home: 0, 'farmers-market': 0 } });
    expect((await view(placed)).movesTo).toEqual([]);
    const otherBake = await move(placed, { pickupLocation: 'farmers-market' });
    expect([otherBake.status, otherBake.body.reason]).toEqual([409, 'not-movable']);
    expect(otherBake.body.message).toBe(
      'Your order can move only to a pickup its bake serves, before that pickup or yours begins',
    );
    const row = (await server.db('orders').where({ id: placed.id }).first()) as Record<string, unknown>;
    expect(row).toMatchObject({ pickupLocation: 'home', pickupDate: next.home });
  });

  it('stays within the bake her order kept when she moves a place’s bake day afterwards', async () => {
    const friday = next.home;
    const thursday = new Date(Date.parse(friday) - 86_400_000).toISOString().slice(0, 10);
    const baked = await place('home');
    expect(baked.order.bakeDay).toBe(friday);
    // Her door is baked the day before from now on: Thursday's bake serves it, Friday's the market.
    await saveSettings(server, { bakeDaysBefore: { home: 1, 'farmers-market': 1 } });

    // Placed before: its loaves are Friday's, which serves the market still.
    expect((await view(baked)).movesTo).toEqual(['farmers-market']);
    const moved = await move(baked, { pickupLocation: 'farmers-market' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const row = (await server.db('orders').where({ id: baked.id }).first()) as Record<string, unknown>;
    expect(row).toMatchObject({ pickupLocation: 'farmers-market', bakeDay: friday });

    // Placed after: Thursday's loaves, which no other pickup draws on.
    const later = await place('home');
    expect(later.order.bakeDay).toBe(thursday);
    expect((await view(later)).movesTo).toEqual([]);
    const refused = await move(later, { pickupLocation: 'farmers-market' });
    expect([refused.status, refused.body.reason]).toEqual([409, 'not-movable']);
  });

  it('asks the new pickup for a time where it has slots, and a time with room', async () => {
    await setHomeCapacity(
      server,
      { slotMinutes: 60, ordersPerSlot: 1 },
      { pickupEndTime: '17:00', bakeDaysBefore: { home: 0, 'farmers-market': 1 } },
    );
    await place('home', { pickupSlot: '15:00' });
    const placed = await place('farmers-market');
    const noTime = await move(placed, { pickupLocation: 'home' });
    expect([noTime.status, noTime.body.reason]).toEqual([409, 'slot-full']);
    const full = await move(placed, { pickupLocation: 'home', pickupSlot: '15:00' });
    expect([full.status, full.body.reason]).toEqual([409, 'slot-full']);
    const moved = await move(placed, { pickupLocation: 'home', pickupSlot: '16:00' });
    expect(moved.status).toBe(200);
    expect(moved.body.order).toMatchObject({ pickupLocation: 'home', pickupDate: next.home, pickupSlot: '16:00' });
  });

  it('is not offered while the market’s table is set for its day: the stall has her loaves', async () => {
    const placed = await place('farmers-market');
    const started = await asOwner<{ results: { status: number }[] }>(server, 'POST', '/api/admin/edits', {
      edits: [
        {
          key: `start-${next['farmers-market']}`,
          edit: {
            kind: 'start-market-day',
            date: next['farmers-market'],
            brought: [{ product: PRODUCT, quantity: 10 }],
            openingCash: '0',
            releaseAfter: null,
          },
        },
      ],
    });
    expect(started.body.results[0]!.status).toBeLessThan(300);
    const refused = await move(placed, { pickupLocation: 'home' });
    expect([refused.status, refused.body.reason]).toEqual([409, 'market-started']);
    expect(
      ((await server.db('orders').where({ id: placed.id }).first()) as { pickupLocation: string }).pickupLocation,
    ).toBe('farmers-market');
  });
});
