import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api';
import type { CustomerOrder } from '#shared/customer-order';
import type { LiveMessage } from '#shared/live';
import type { PlaceOrderResponse } from '#shared/order';
import { bakery } from '#shared/bakery';
import { LiveClient } from '../testing/live-client';
import { countRows, orderPayload, setStock, stockOf } from '../testing/orders';
import { asOwner, sentMail } from '../testing/owner';
import { setHomeCapacity, toMorningAfterPickup } from '../testing/slots';
import { startTestServer, type TestServer } from '../testing/test-server';

/** The customer's own order page's calls (docs/orders.md), opened by the key in her links. */
let server: TestServer;
let session = 0;

beforeAll(async () => {
  server = await startTestServer();
  await setStock(server, 'raspberry-scone', 500);
  // The cutoffs tested here are a day before her pickup.
  await toMorningAfterPickup(server);
});
afterAll(() => server.stop());
beforeEach(() => setHomeCapacity(server, { slotMinutes: 30, ordersPerSlot: 2 }, { pickupEndTime: '18:00' }));

async function place(slot = '15:00', extra: Record<string, unknown> = {}) {
  const payload = await orderPayload(server, `own-order-${++session}`, [{ productId: 'raspberry-scone', quantity: 3 }]);
  const answer = await server.request<PlaceOrderResponse>('POST', '/api/orders', {
    ...payload,
    pickupSlot: slot,
    ...extra,
  });
  expect(answer.status).toBe(201);
  const page = new URL(answer.body.orderPage, server.url);
  return {
    order: answer.body.order,
    id: answer.body.order.id,
    token: page.searchParams.get('t')!,
    path: page.pathname,
  };
}
const view = (id: string, token: string) =>
  server.request<{ order: CustomerOrder } & ApiError>('GET', `/api/orders/${id}?t=${token}`);

describe('the link to her order', () => {
  it('opens her order with its key, and a wrong, missing or other order key is a 404 like an unknown order', async () => {
    const mine = await place();
    const other = await place('15:30');
    expect(mine.path).toBe(`/orders/${mine.id}`);
    expect(mine.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const seen = await view(mine.id, mine.token);
    expect(seen.status).toBe(200);
    expect(seen.body.order).toMatchObject({
      number: mine.order.number,
      status: 'placed',
      pickupSlot: '15:00',
      total: mine.order.total,
      canChangeSlot: true,
    });
    expect(seen.body.order.pickupText).toMatch(/^Pickup: \w+day, \w+ \d+, 3:00 to 3:30pm at /);
    expect(seen.body.order).not.toHaveProperty('sessionId');
    expect(seen.body.order).not.toHaveProperty('email');
    const unknown = await view(crypto.randomUUID(), mine.token);
    for (const url of [
      `/api/orders/${mine.id}?t=${other.token}`,
      // One character off (never the one it is: a token ending in A once made this the key itself).
      `/api/orders/${mine.id}?t=${mine.token.slice(0, -1)}${mine.token.endsWith('A') ? 'B' : 'A'}`,
      `/api/orders/${mine.id}`,
      `/api/orders/${mine.id}?t=`,
      `/api/orders/${mine.id}?t=${'x'.repeat(5000)}`,
      `/api/orders/${mine.id}?t[]=${mine.token}`,
      `/api/orders/..%2F..%2Fadmin?t=${mine.token}`,
      `/api/orders/${mine.id}/calendar.ics?t=${other.token}`,
    ]) {
      const answer = await server.request<ApiError>('GET', url);
      expect(answer.status, url).toBe(404);
      expect(answer.body, url).toEqual(unknown.body);
    }
  });

  it('adds the pickup to a calendar: an event that parses, at her slot, at the right place', async () => {
    const { id, token, order } = await place('16:30');
    const answer = await fetch(`${server.url}/api/orders/${id}/calendar.ics?t=${token}`);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(await answer.text())).getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe(`Pick up ${bakery.name} order #${order.number}`);
    expect(event.location).toBe(bakery.defaultPickupAddress);
    // Named at the bakery's own web address (PUBLIC_URL's host): the same event for every download.
    expect(event.uid).toBe(`order-${id}@${new URL(server.running.deps.config.publicUrl).hostname}`);
    // 4:30pm in Bozeman (UTC-7 in winter, UTC-6 in summer) on her pickup day.
    expect(event.startDate.toJSDate().toISOString()).toMatch(new RegExp(`^${order.pickupDate}T2[23]:30:00`));
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(30 * 60_000);
    expect(event.description).toContain('3 x Raspberry Scone');
    expect(event.description).toContain(`/orders/${id}?t=${token}`);
  });

  it("puts a market pickup at the market's address", async () => {
    const payload = await orderPayload(server, `own-order-${++session}`, [
      { productId: 'raspberry-scone', quantity: 1 },
    ]);
    const placed = await server.request<PlaceOrderResponse>('POST', '/api/orders', {
      ...payload,
      pickupLocation: 'farmers-market',
    });
    const page = new URL(placed.body.orderPage, server.url);
    const ics = await (
      await fetch(`${server.url}/api/orders/${placed.body.order.id}/calendar.ics${page.search}`)
    ).text();
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
    // A place, not its hours (the event's times say those).
    expect(event.location).toBe(`${bakery.defaultMarket.name}, ${bakery.defaultMarket.address}`);
  });
});

describe('moving her order to another slot', () => {
  it('moves it while the new slot has room, and refuses a full one changing nothing', async () => {
    const { id, token } = await place('15:00');
    await place('17:00');
    await place('17:00');
    const moved = await server.request<{ order: CustomerOrder }>('PATCH', `/api/orders/${id}/slot?t=${token}`, {
      pickupSlot: '16:00',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.order.pickupSlot).toBe('16:00');
    const full = await server.request<ApiError>('PATCH', `/api/orders/${id}/slot?t=${token}`, { pickupSlot: '17:00' });
    expect(full.status).toBe(409);
    expect(full.body.reason).toBe('slot-full');
    expect(full.body.pickup!.slots.find((slot) => slot.start === '17:00')!.left).toBe(0);
    expect((await server.db('orders').where({ id }).first()).pickupSlot).toBe('16:00');
    for (const bad of [{}, { pickupSlot: '4pm' }, { pickupSlot: '25:00' }]) {
      expect((await server.request('PATCH', `/api/orders/${id}/slot?t=${token}`, bad)).status).toBe(400);
    }
    expect(
      (await server.request('PATCH', `/api/orders/${id}/slot?t=bad-key-bad-key-bad`, { pickupSlot: '15:30' })).status,
    ).toBe(404);
  });
});

describe('moving her order tells her and the owner', () => {
  // Her orders here do not take the places the tests after count on.
  afterEach(() => server.db('orders').delete());
  it('mails her the new time with the calendar event again (same UID, a higher SEQUENCE), and tells the owner', async () => {
    const { id, token, order } = await place('15:00');
    const eventOf = (text: string) =>
      new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
    const first = eventOf(await (await fetch(`${server.url}/api/orders/${id}/calendar.ics?t=${token}`)).text());
    expect(first.sequence).toBe(0);
    const before = (await sentMail(server)).length;
    const moved = await server.request('PATCH', `/api/orders/${id}/slot?t=${token}`, { pickupSlot: '16:30' });
    expect(moved.status).toBe(200);

    const mail = (await sentMail(server)).slice(before);
    const toHer = mail.filter((each) => each.name.includes('new-pickup-time'));
    expect(toHer).toHaveLength(1);
    expect(toHer[0]!.text).toMatch(/^Subject: New pickup time for your .* order #\d+/m);
    expect(toHer[0]!.text).toMatch(/4:30 to 5:00pm/);
    const attached = eventOf(
      toHer[0]!.attachments.find((each) => each.filename === `bakery-order-${order.number}.ics`)!.content,
    );
    expect(attached.uid).toBe(first.uid);
    expect(attached.sequence).toBe(1);
    expect(attached.startDate.toJSDate().toISOString()).toMatch(new RegExp(`^${order.pickupDate}T2[23]:30:00`));
    const served = eventOf(await (await fetch(`${server.url}/api/orders/${id}/calendar.ics?t=${token}`)).text());
    expect(served.sequence).toBe(1);
    const toOwner = mail.filter((each) => each.name.includes('customer-slot-move'));
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]!.text).toContain(`moved order #${order.number} to another time (it was 3pm)`);

    // Cancelled, the event says so with a higher SEQUENCE still.
    await server.request('POST', `/api/orders/${id}/cancel?t=${token}`);
    const cancelled = eventOf(await (await fetch(`${server.url}/api/orders/${id}/calendar.ics?t=${token}`)).text());
    expect(cancelled.sequence).toBe(2);
    expect(cancelled.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('counts the cancel cutoff from the first slot of the pickup: a later slot does not move it', async () => {
    const early = await place('15:00');
    const late = await place('17:30');
    const until = async (order: { id: string; token: string }) =>
      (await view(order.id, order.token)).body.order.cancelUntil;
    expect(await until(late)).toBe(await until(early));
    await server.request('PATCH', `/api/orders/${early.id}/slot?t=${early.token}`, { pickupSlot: '17:00' });
    expect(await until(early)).toBe(await until(late));
  });
});

describe('her calendar event', () => {
  afterEach(() => server.db('orders').delete());
  it('folds its lines at 75 octets, not characters, with an address in accents', async () => {
    await setHomeCapacity(
      server,
      { slotMinutes: 30, ordersPerSlot: 2 },
      {
        pickupAddress:
          'Chez Renée Béaudoin-Ødegård, 1234 Éléphant Créek Rôad, Bozeman, Montaña 59715 (side door, ring twice)',
      },
    );
    const { id, token } = await place('15:00');
    const text = await (await fetch(`${server.url}/api/orders/${id}/calendar.ics?t=${token}`)).text();
    const lines = text.split('\r\n');
    expect(Math.max(...lines.map((line) => Buffer.byteLength(line)))).toBeLessThanOrEqual(75);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
    expect(event.location).toContain('Chez Renée Béaudoin-Ødegård, 1234 Éléphant Créek Rôad');
    await setHomeCapacity(server, { slotMinutes: 30, ordersPerSlot: 2 }, { pickupAddress: '' });
  });
});

describe('cancelling her order', () => {
  it('restocks and frees the place once, however often and however it is sent, and tells both', async () => {
    const { id, token, order } = await place('15:30');
    const stock = await stockOf(server, 'raspberry-scone');
    const leftAt = async () =>
      (
        await server.request<{ nextPickups: { pickupLocation: string; slots: { start: string; left: number }[] }[] }>(
          'GET',
          '/api/pickup-settings',
        )
      ).body.nextPickups
        .find((pickup) => pickup.pickupLocation === 'home')!
        .slots.find((slot) => slot.start === '15:30')!.left;
    const left = await leftAt();
    const mailBefore = (await sentMail(server)).length;
    const answers = await Promise.all([
      server.request<{ order: CustomerOrder }>('POST', `/api/orders/${id}/cancel?t=${token}`),
      server.request<{ order: CustomerOrder }>('POST', `/api/orders/${id}/cancel?t=${token}`, undefined, {
        'Idempotency-Key': 'cancel-a',
      }),
      server.request<{ order: CustomerOrder }>('POST', `/api/orders/${id}/cancel?t=${token}`, undefined, {
        'Idempotency-Key': 'cancel-b',
      }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.order).toMatchObject({ status: 'cancelled', cancelUntil: null, canChangeSlot: false });
    }
    expect(await stockOf(server, 'raspberry-scone')).toBe(stock + 3);
    const mail = (await sentMail(server)).slice(mailBefore);
    expect(mail.filter((m) => m.name.includes('customer-cancel'))).toHaveLength(1);
    expect(mail.filter((m) => m.name.includes('order-cancelled'))).toHaveLength(1);
    expect(mail.find((m) => m.name.includes('customer-cancel'))!.text).toContain(`order #${order.number}`);
    expect(await leftAt()).toBe(left + 1); // her place is free again
  });

  it('is refused past the cutoff (24 hours before her pickup), changing nothing', async () => {
    const { id, token } = await place('17:30');
    const stock = await stockOf(server, 'raspberry-scone');
    const seen = await view(id, token);
    const cutoff = new Date(seen.body.order.cancelUntil!).getTime();
    const pastCutoff = cutoff - server.clock.now().getTime() + 60_000;
    server.clock.advance(pastCutoff);
    try {
      expect((await view(id, token)).body.order.cancelUntil).toBeNull();
      const late = await server.request<ApiError>('POST', `/api/orders/${id}/cancel?t=${token}`);
      expect(late.status).toBe(409);
      expect(late.body.reason).toBe('past-cutoff');
      expect(late.body.message).toContain('24 hours');
      expect((await server.db('orders').where({ id }).first()).status).toBe('placed');
      expect(await stockOf(server, 'raspberry-scone')).toBe(stock);
    } finally {
      server.clock.advance(-pastCutoff);
    }
  });

  it('is refused for an order already collected, and the owner sees a customer cancel live', async () => {
    const { id, token } = await place('16:00');
    await asOwner(server, 'PATCH', `/api/admin/orders/${id}/status`, { status: 'ready' });
    await asOwner(server, 'PATCH', `/api/admin/orders/${id}/status`, { status: 'picked-up' });
    const refused = await server.request<ApiError>('POST', `/api/orders/${id}/cancel?t=${token}`);
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe('not-cancellable');
    expect(await countRows(server, 'orders')).toBeGreaterThan(0);
  });
});

describe("her changes and the owner's, at once", () => {
  afterEach(() => server.db('orders').delete());
  it("never overwrites the owner's no-show: whichever commits first stands, the other is refused", async () => {
    await setHomeCapacity(server, { slotMinutes: 30, ordersPerSlot: null });
    for (let i = 0; i < 8; i++) {
      const { id, token } = await place('15:00');
      const stock = await stockOf(server, 'raspberry-scone');
      const [owner, customer] = await Promise.all([
        asOwner<ApiError>(server, 'PATCH', `/api/admin/orders/${id}/status`, { status: 'no-show' }),
        server.request<ApiError>('POST', `/api/orders/${id}/cancel?t=${token}`),
      ]);
      const { status } = (await server.db('orders').where({ id }).first()) as { status: string };
      if (customer.status === 200) {
        expect([owner.status, owner.body.reason]).toEqual([409, 'invalid-transition']);
        expect(status).toBe('cancelled');
        expect(await stockOf(server, 'raspberry-scone')).toBe(stock + 3);
      } else {
        expect([customer.status, customer.body.reason]).toEqual([409, 'not-cancellable']);
        expect(owner.status).toBe(200);
        expect(status).toBe('no-show');
        expect(await stockOf(server, 'raspberry-scone')).toBe(stock);
      }
    }
  });
});

describe('following her order live', () => {
  it('tells the socket that showed the key when the owner marks it ready, and no other', async () => {
    const { id, token } = await place('15:00');
    const mine = new LiveClient(server.url);
    const stranger = new LiveClient(server.url);
    try {
      await Promise.all([mine, stranger].map((client) => client.next((message) => message.type === 'snapshot')));
      mine.socket.send(JSON.stringify({ type: 'follow-order', id, t: token }));
      // Another key, always: one ending in "xx" already (1 in 4,096) made this the real key.
      const wrongKey = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      stranger.socket.send(JSON.stringify({ type: 'follow-order', id, t: wrongKey }));
      stranger.socket.send('not json');
      await Promise.all([mine.roundTrip(), stranger.roundTrip()]); // the follows are read before the change
      await asOwner(server, 'PATCH', `/api/admin/orders/${id}/status`, { status: 'ready' });
      const moved = (await mine.next((message) => message.type === 'order')) as Extract<LiveMessage, { type: 'order' }>;
      expect(moved.order).toMatchObject({ id, status: 'ready' });
      expect(moved.order).not.toHaveProperty('email');
      // A public change after it reaches every socket: one that had the order would have had it first.
      await setStock(server, 'raspberry-scone', 499);
      await stranger.next((message) => message.type === 'inventory');
      expect(stranger.messages.some((message) => message.type === 'order')).toBe(false);
    } finally {
      mine.socket.close();
      stranger.socket.close();
    }
  });
});
