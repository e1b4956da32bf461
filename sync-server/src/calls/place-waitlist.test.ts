import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api';
import type { ReserveResponse } from '#shared/cart';
import type { PlaceOrderResponse } from '#shared/order';
import type { PublicPickupSettings } from '#shared/pickup-settings';
import type { OwnerWaitlist, PlaceInLineView } from '#shared/waitlist';
import { tellEveryone } from '../services/announce';
import { momentOf } from '../services/moment';
import { offerPlacesToLines } from '../services/waitlist/place-offers';
import { orderPayload, setStock } from '../testing/orders';
import { asOwner, sentMail } from '../testing/owner';
import { setHomeCapacity, toMorningAfterPickup } from '../testing/slots';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * The waitlist for a full pickup or time (docs/waitlist.md): a place that comes back (a cancel,
 * a move) is the line's before anyone who reloads, offered in line order and kept for her
 * checkout, passed to the next when not taken in time, never offered twice.
 */
let server: TestServer;
let shoppers = 0;
const PRODUCT = 'raspberry-scone';

beforeAll(async () => {
  server = await startTestServer();
  await setStock(server, PRODUCT, 500);
  // Every cancel before its cutoff, whatever day the tests run.
  await toMorningAfterPickup(server);
  server.clock.freeze();
});
afterAll(() => server.stop());
beforeEach(async () => {
  await server.db('orders').delete();
  await server.db('place_waitlist_entries').delete();
  await setHomeCapacity(server, { slotMinutes: 30, ordersPerSlot: 1 }, { pickupEndTime: '16:00' });
});

type Answer = { entry: PlaceInLineView; token: string } & ApiError;
const session = () => `place-shopper-${++shoppers}`;

/** Puts `quantity` scones in her cart, as the shop does before she can wait for a place. */
const fillCart = (sessionId: string, quantity: number) =>
  server.request<ReserveResponse & ApiError>('POST', '/api/cart/reserve', { sessionId, productId: PRODUCT, quantity });
/** She joins the line with as many items in her cart as she says (none when it says none). */
async function join(sessionId: string, body: Record<string, unknown> = {}) {
  const items = typeof body.items === 'number' ? body.items : 1;
  if (items >= 1 && items <= 500) expect((await fillCart(sessionId, items)).status).toBe(201);
  return joinWithCart(sessionId, body);
}
const joinWithCart = (sessionId: string, body: Record<string, unknown> = {}) =>
  server.request<Answer>('POST', '/api/waitlist/places', {
    pickupLocation: 'home',
    pickupSlot: '15:00',
    items: 1,
    sessionId,
    email: `${sessionId}@example.com`,
    ...body,
  });
const place = (id: string, token: string) => server.request<Answer>('GET', `/api/waitlist/places/${id}?t=${token}`);
const statusOf = async (joined: { body: Answer }) =>
  (await place(joined.body.entry.id, joined.body.token)).body.entry.status;
/** A mail's text with its long header lines unfolded. */
const unfolded = (text: string) => text.replace(/\n[ \t]+/g, ' ');
/** The lines' turn, as the job runs it every second. */
const turn = async () =>
  tellEveryone(
    server.running.deps,
    await offerPlacesToLines(server.db, momentOf(server.running.deps, server.running.deps.clock.now())),
  );

async function order(sessionId: string, slot: string | undefined = '15:00', quantity = 1) {
  return server.request<PlaceOrderResponse & ApiError>('POST', '/api/orders', {
    ...(await orderPayload(server, sessionId, [{ productId: PRODUCT, quantity }])),
    ...(slot ? { pickupSlot: slot } : {}),
  });
}
async function cancel(placed: { body: PlaceOrderResponse }) {
  const page = new URL(placed.body.orderPage, server.url);
  const answer = await server.request('POST', `/api/orders/${placed.body.order.id}/cancel?${page.searchParams}`);
  expect(answer.status).toBe(200);
}
const home = async () =>
  (await server.request<PublicPickupSettings>('GET', '/api/pickup-settings')).body.nextPickups.find(
    (pickup) => pickup.pickupLocation === 'home',
  )!;

describe('joining the line for a place', () => {
  it('is for a full time only, in the order people join, once per phone', async () => {
    const free = await join(session());
    expect(free.status).toBe(409);
    expect(free.body.reason).toBe('not-full');
    expect((await order(session())).status).toBe(201);
    const first = session();
    const a = await join(first);
    const b = await join(session());
    expect([a.status, b.status]).toEqual([201, 201]);
    expect([a.body.entry.position, b.body.entry.position]).toEqual([1, 2]);
    expect(a.body.entry.what).toMatch(/^a 3:00 to 3:30pm home pickup on \w+day, \w+ \d+$/);
    const again = await join(first);
    expect(again.status).toBe(200);
    expect(again.body.entry.id).toBe(a.body.entry.id);
    expect((await place(a.body.entry.id, 'x'.repeat(32))).status).toBe(404);
    const mail = await sentMail(server);
    expect(
      mail.some((each) => each.text.includes(`To: ${first}@example.com`) && /You're in line for a 3/.test(each.text)),
    ).toBe(true);
  });

  it('refuses what it cannot read, a time not offered, and a cart bigger than the oven', async () => {
    await order(session());
    expect((await join(session(), { email: '', push: false })).status).toBe(400);
    expect((await join(session(), { items: 0 })).status).toBe(400);
    expect((await join(session(), { pickupSlot: '3pm' })).status).toBe(400);
    const notOffered = await join(session(), { pickupSlot: '19:00' });
    expect([notOffered.status, notOffered.body.reason]).toEqual([400, 'unknown-slot']);
    await setHomeCapacity(server, { slotMinutes: 0, itemsPerPickup: 5 }, { pickupEndTime: '16:00' });
    const overOven = await join(session(), { pickupSlot: null, items: 6 });
    expect([overOven.status, overOven.body.reason]).toEqual([400, 'over-oven']);
    expect(await server.db('place_waitlist_entries').count({ n: '*' })).toEqual([{ n: 0 }]);
  });
});

describe('a place that comes back', () => {
  it('goes to the line before anyone who reloads; first in line first; taken by her order', async () => {
    const booked = await order(session());
    const firstSession = session();
    const first = await join(firstSession);
    const second = await join(session());
    await cancel(booked);
    // The place is free of orders, but the line's: a shopper who reloads at once cannot book it.
    expect((await home()).slots[0]).toMatchObject({ start: '15:00', left: 0 });
    const reloader = await order(session());
    expect([reloader.status, reloader.body.reason]).toEqual([409, 'slot-full']);
    await turn();
    expect((await place(first.body.entry.id, first.body.token)).body.entry).toMatchObject({
      status: 'offered',
      offer: { expiresAt: expect.any(String) },
    });
    expect((await place(second.body.entry.id, second.body.token)).body.entry).toMatchObject({
      status: 'waiting',
      position: 1,
    });
    const offers = (await sentMail(server)).filter((mail) => /is yours for 10 minutes/.test(unfolded(mail.text)));
    expect(offers.map((mail) => /^To: (.+)$/m.exec(mail.text)![1])).toEqual([`${firstSession}@example.com`]);
    expect(offers[0]!.text).toMatch(/\/\?place-offer=[\w-]+&t=/);
    // Her checkout takes the place kept for her; the order ends her place in line, served.
    const hers = await order(firstSession);
    expect(hers.status).toBe(201);
    expect(await statusOf(first)).toBe('taken');
    await turn();
    expect(await statusOf(second)).toBe('waiting');
    const lines = (await asOwner<OwnerWaitlist>(server, 'GET', '/api/admin/waitlist')).body;
    expect(lines.places).toEqual([
      expect.objectContaining({
        pickupLocation: 'home',
        pickupSlot: '15:00',
        served: 1,
        waiting: 1,
        line: [expect.objectContaining({ position: 1, contact: expect.stringMatching(/^p\*\*\*@example\.com$/) })],
      }),
    ]);
  });

  it('passes to the next when not taken in time, and is never offered twice', async () => {
    const booked = await order(session());
    const first = await join(session());
    const second = await join(session());
    await cancel(booked);
    await turn();
    await turn();
    expect([await statusOf(first), await statusOf(second)]).toEqual(['offered', 'waiting']);
    server.clock.advance(11 * 60 * 1000); // past the owner's 10 minutes
    await turn();
    expect([await statusOf(first), await statusOf(second)]).toEqual(['lapsed', 'offered']);
    const late = await server.request<Answer>(
      'POST',
      `/api/waitlist/places/${first.body.entry.id}/claim?t=${first.body.token}`,
      { sessionId: session() },
    );
    expect([late.status, late.body.reason]).toEqual([409, 'offer-ended']);
  });

  it('under concurrent cancels and shoppers goes only to the line, each place once, in line order', async () => {
    await setHomeCapacity(server, { slotMinutes: 30, ordersPerSlot: 3 }, { pickupEndTime: '16:00' });
    const booked = [];
    for (let i = 0; i < 3; i++) booked.push(await order(session()));
    const line = [];
    const lineSessions: string[] = [];
    for (let i = 0; i < 5; i++) {
      lineSessions.push(session());
      line.push(await join(lineSessions[i]!));
    }
    // The three cancel while twenty shoppers try the time, all at once: none gets a place.
    const [, shoppers] = await Promise.all([
      Promise.all(booked.map(cancel)),
      Promise.all(Array.from({ length: 20 }, () => order(session()))),
    ]);
    expect(shoppers.filter((answer) => answer.status === 201)).toEqual([]);
    await Promise.all([turn(), turn(), turn()]);
    await turn();
    expect(await Promise.all(line.map(statusOf))).toEqual(['offered', 'offered', 'offered', 'waiting', 'waiting']);
    const offered = (await sentMail(server)).filter((mail) => /is yours for/.test(unfolded(mail.text)));
    const toLine = offered
      .map((mail) => /^To: (.+)$/m.exec(mail.text)![1]!)
      .filter((to) => lineSessions.some((each) => to === `${each}@example.com`));
    // Sent side by side, in any order: the first three in line, once each.
    expect(toLine.sort()).toEqual(
      lineSessions
        .slice(0, 3)
        .map((each) => `${each}@example.com`)
        .sort(),
    );
  });

  it("waits for the oven's room in line order: a smaller cart behind her does not go first", async () => {
    await setHomeCapacity(server, { slotMinutes: 0, itemsPerPickup: 6 }, { pickupEndTime: '16:00' });
    const a = await order(session(), undefined, 3);
    const b = await order(session(), undefined, 3);
    const four = await join(session(), { pickupSlot: null, items: 4 });
    const two = await join(session(), { pickupSlot: null, items: 2 });
    expect([four.status, two.status]).toEqual([201, 201]);
    await cancel(a);
    await turn();
    expect([await statusOf(four), await statusOf(two)]).toEqual(['waiting', 'waiting']);
    await cancel(b);
    await turn();
    expect([await statusOf(four), await statusOf(two)]).toEqual(['offered', 'offered']);
  });
});

describe('what a place in line claims (issue 45, item 22)', () => {
  const itemsLeft = async () => (await home()).itemsLeft;

  it('is no more than her cart holds, whatever the join says', async () => {
    await setHomeCapacity(server, { slotMinutes: 0, itemsPerPickup: 6 }, { pickupEndTime: '16:00' });
    const booked = await order(session(), undefined, 3);
    await order(session(), undefined, 3);
    const sessionId = session();
    expect((await fillCart(sessionId, 1)).status).toBe(201);
    // She says the oven's whole cap; her cart holds 1: her place is for 1.
    const joined = await joinWithCart(sessionId, { pickupSlot: null, items: 6 });
    expect([joined.status, joined.body.entry.items]).toEqual([201, 1]);
    await cancel(booked);
    expect(await itemsLeft()).toBe(2);
    expect((await order(session(), undefined, 2)).status).toBe(201);
  });

  it('is nothing while her cart holds nothing, and an empty cart cannot join', async () => {
    await setHomeCapacity(server, { slotMinutes: 0, itemsPerPickup: 6 }, { pickupEndTime: '16:00' });
    const booked = await order(session(), undefined, 6);
    const empty = await joinWithCart(session(), { pickupSlot: null, items: 3 });
    expect([empty.status, empty.body.reason]).toEqual([409, 'empty-cart']);
    const sessionId = session();
    const cart = await fillCart(sessionId, 3);
    const joined = await joinWithCart(sessionId, { pickupSlot: null, items: 3 });
    expect(joined.status).toBe(201);
    // Her cart runs out while she waits: her place keeps its turn but claims nothing.
    await server.request('DELETE', `/api/cart/reserve/${cart.body.reservation.id}`);
    await cancel(booked);
    // The jobs' timer runs while the test's clock stands, so their turn may come between the cancel
    // and the count: the count is read between two reads of her place that agree. While she waits
    // she claims nothing (6 left); once her turn came, it keeps 3 for her.
    let seen: [string, number | null];
    for (;;) {
      const before = await statusOf(joined);
      seen = [before, await itemsLeft()];
      if ((await statusOf(joined)) === before) break;
    }
    expect(seen).toEqual(seen[0] === 'waiting' ? ['waiting', 6] : ['offered', 3]);
    // Her turn still comes: the turn keeps a place for her to fill her cart again.
    await turn();
    expect(await statusOf(joined)).toBe('offered');
    expect(await itemsLeft()).toBe(3);
  });
});

describe('the owner', () => {
  it('removes a place from a line: it no longer counts as booked (issue 45, item 22)', async () => {
    const booked = await order(session());
    const joined = await join(session());
    await cancel(booked);
    expect((await home()).slots[0]).toMatchObject({ start: '15:00', left: 0 });
    const removed = await asOwner<{ id: string; status: string }>(
      server,
      'POST',
      `/api/admin/waitlist/${joined.body.entry.id}/remove`,
    );
    expect([removed.status, removed.body.status]).toEqual([200, 'removed']);
    expect(await statusOf(joined)).toBe('removed');
    expect((await home()).slots[0]).toMatchObject({ start: '15:00', left: 1 });
    const lines = (await asOwner<OwnerWaitlist>(server, 'GET', '/api/admin/waitlist')).body;
    expect(lines.places.flatMap((pickup) => pickup.line)).toEqual([]);
  });
});

describe('her place in line', () => {
  it('is kept for the checkout of the phone that opened its link', async () => {
    const booked = await order(session());
    const joined = await join(session());
    await cancel(booked);
    await turn();
    const laptop = session();
    const claimed = await server.request<Answer>(
      'POST',
      `/api/waitlist/places/${joined.body.entry.id}/claim?t=${joined.body.token}`,
      { sessionId: laptop },
    );
    expect(claimed.status).toBe(200);
    expect(claimed.body.entry.offer).not.toBeNull();
    expect((await order(laptop)).status).toBe(201);
    expect(await statusOf(joined)).toBe('taken');
  });

  it('is left with one click, also from the mail client’s unsubscribe (RFC 8058); an offer left goes to the next', async () => {
    const booked = await order(session());
    const firstSession = session();
    const first = await join(firstSession);
    const second = await join(session());
    const mail = (await sentMail(server)).find((each) => each.text.includes(`To: ${firstSession}@example.com`))!;
    const headers = unfolded(mail.text);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    await cancel(booked);
    await turn();
    expect(await statusOf(first)).toBe('offered');
    const url = new URL(/^List-Unsubscribe: <([^>]+)>$/m.exec(headers)![1]!.replace(/\s/g, ''));
    const clicked = await fetch(new URL(url.pathname + url.search, server.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.status).toBe(200);
    expect(await statusOf(first)).toBe('left');
    await turn();
    expect(await statusOf(second)).toBe('offered');
  });

  it('ends when she orders at that pickup at another time: no place is offered to one who has hers', async () => {
    await setHomeCapacity(server, { slotMinutes: 30, ordersPerSlot: 1 }, { pickupEndTime: '16:00' });
    const booked = await order(session(), '15:00');
    const sessionId = session();
    const joined = await join(sessionId);
    expect((await order(sessionId, '15:30')).status).toBe(201);
    expect(await statusOf(joined)).toBe('left');
    await cancel(booked);
    await turn();
    expect(await statusOf(joined)).toBe('left');
    expect((await home()).slots[0]).toMatchObject({ start: '15:00', left: 1 });
  });
});
