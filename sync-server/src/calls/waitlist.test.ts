import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api';
import type { ReserveResponse } from '#shared/cart';
import type { OwnerWaitlist, WaitlistEntryView } from '#shared/waitlist';
import { momentOf } from '../services/moment';
import { offerToLines } from '../services/waitlist/offers';
import { orderPayload, setStock } from '../testing/orders';
import { asOwner, sentMail } from '../testing/owner';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * The waitlist (docs/waitlist.md): a line for a sold-out product. Stock that comes back is the
 * line's before anyone else's, offered in line order as a hold in her cart, passed to the next
 * when not taken in time, and never offered twice.
 */
let server: TestServer;
let shoppers = 0;
const PRODUCT = 'chocolate-babka';

beforeAll(async () => {
  server = await startTestServer();
  server.clock.freeze();
});
afterAll(() => server.stop());

beforeEach(async () => {
  // Each test's line on its own.
  await server.db('waitlist_entries').delete();
  await server.db('cart_reservations').delete();
  await setStock(server, PRODUCT, 0);
});

type Answer = { entry: WaitlistEntryView; token: string } & ApiError;
const session = () => `waitlist-shopper-${++shoppers}`;

const join = (sessionId: string, body: Record<string, unknown> = {}) =>
  server.request<Answer>('POST', '/api/waitlist', {
    productId: PRODUCT,
    quantity: 1,
    sessionId,
    email: `${sessionId}@example.com`,
    ...body,
  });
const hold = (sessionId: string, quantity = 1) =>
  server.request<ReserveResponse & ApiError>('POST', '/api/cart/reserve', { sessionId, productId: PRODUCT, quantity });
const entry = (id: string, token: string) => server.request<Answer>('GET', `/api/waitlist/${id}?t=${token}`);
/** The waitlist's turn, as the job runs it every second. */
const turn = () => offerToLines(server.db, momentOf(server.running.deps, server.running.deps.clock.now()));

describe('joining the line', () => {
  it('is for what cannot be held now, in the order people join, once per phone', async () => {
    await setStock(server, PRODUCT, 1);
    const free = await join(session());
    expect(free.status).toBe(409);
    expect(free.body.reason).toBe('not-sold-out');
    await setStock(server, PRODUCT, 0);
    const first = session();
    const a = await join(first);
    const b = await join(session());
    expect([a.status, b.status]).toEqual([201, 201]);
    expect([a.body.entry.position, b.body.entry.position]).toEqual([1, 2]);
    const again = await join(first);
    expect(again.status).toBe(200);
    expect(again.body.entry.id).toBe(a.body.entry.id);
    expect((await entry(a.body.entry.id, a.body.token)).body.entry.status).toBe('waiting');
    expect((await entry(a.body.entry.id, 'x'.repeat(32))).status).toBe(404);
    expect((await sentMail(server)).some((mail) => /You're in line for 1 Chocolate Babka/.test(mail.text))).toBe(true);
  });

  it('refuses what it cannot read, and asks how to tell her', async () => {
    expect((await join(session(), { email: '', push: false })).status).toBe(400);
    expect((await join(session(), { quantity: 0 })).status).toBe(400);
    expect((await join(session(), { productId: 'no-such-bread' })).status).toBe(404);
    expect((await join(session(), { flavor: 'anchovy' })).status).toBe(400);
    const byPhone = await join(session(), { email: undefined, push: true });
    expect(byPhone.status).toBe(201);
  });
});

describe('stock that comes back', () => {
  it('goes to the line before anyone who reloads the page, first in line first', async () => {
    await setStock(server, PRODUCT, 1);
    const holder = session();
    const held = await hold(holder);
    expect(held.status).toBe(201);
    const first = await join(session());
    const second = await join(session());
    // The loaf comes back: her cart gives it up. A shopper who reloads at once cannot have it.
    await server.request('DELETE', `/api/cart/reserve/${held.body.reservation.id}`);
    const reloader = await hold(session());
    expect(reloader.status).toBe(409);
    expect(
      (await server.request<{ availableStock: number }[]>('GET', '/api/inventory')).body.find((item) => item),
    ).toBeTruthy();
    await turn();
    const offered = (await entry(first.body.entry.id, first.body.token)).body.entry;
    expect(offered.status).toBe('offered');
    expect(offered.offer).toMatchObject({ unitPrice: '16.00' });
    expect((await entry(second.body.entry.id, second.body.token)).body.entry).toMatchObject({
      status: 'waiting',
      position: 1,
    });
    const mail = (await sentMail(server)).filter((each) => /is yours for 10 minutes/.test(each.text));
    expect(mail.map((each) => /^To: (.+)$/m.exec(each.text)![1])).toEqual([
      `${(await server.db('waitlist_entries').where({ id: first.body.entry.id }).first()).email}`,
    ]);
  });

  it('passes to the next when the offer is not taken in time, and is never offered twice', async () => {
    await setStock(server, PRODUCT, 0);
    const first = await join(session());
    const second = await join(session());
    await setStock(server, PRODUCT, 1);
    await turn();
    await turn();
    expect((await entry(first.body.entry.id, first.body.token)).body.entry.status).toBe('offered');
    expect((await entry(second.body.entry.id, second.body.token)).body.entry.status).toBe('waiting');
    server.clock.advance(11 * 60 * 1000); // past the owner's 10 minutes
    await turn();
    expect((await entry(first.body.entry.id, first.body.token)).body.entry.status).toBe('lapsed');
    expect((await entry(second.body.entry.id, second.body.token)).body.entry.status).toBe('offered');
    // One live hold: the new offer's. The lapsed one expired (it counts for nothing, swept or not:
    // the sweeper may or may not have deleted it yet, so it is not counted here).
    const live = (await server
      .db('cart_reservations')
      .where({ productId: PRODUCT })
      .where('expiresAt', '>', server.clock.now().toISOString())) as { sessionId: string }[];
    expect(live).toHaveLength(1);
  });

  it('is taken by checking out with the offer; the owner sees it served, at the price she agreed to', async () => {
    await setStock(server, PRODUCT, 0);
    const sessionId = session();
    const joined = await join(sessionId);
    await asOwner(server, 'PATCH', `/api/inventory/${PRODUCT}/price`, { price: '20.00' });
    await setStock(server, PRODUCT, 1);
    await turn();
    expect((await entry(joined.body.entry.id, joined.body.token)).body.entry.offer?.unitPrice).toBe('16.00');
    const payload = await orderPayload(server, sessionId, [{ productId: PRODUCT, quantity: 1 }]);
    // Her cart shows the price her hold keeps: 16.00, not today's 20.00.
    const placed = await server.request<{ order: { total: string } }>('POST', '/api/orders', {
      ...payload,
      total: '16.00',
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order.total).toBe('16.00');
    await turn();
    expect((await entry(joined.body.entry.id, joined.body.token)).body.entry.status).toBe('taken');
    const lines = (await asOwner<OwnerWaitlist>(server, 'GET', '/api/admin/waitlist')).body;
    expect(lines.products.find((product) => product.productId === PRODUCT)).toMatchObject({ served: 1, waiting: 0 });
    await asOwner(server, 'PATCH', `/api/inventory/${PRODUCT}/price`, { price: '16.00' });
  });

  it('under concurrent releases and shoppers goes only to the line, each loaf once, in line order', async () => {
    // Five loaves, all in other carts; eight in line behind them.
    await setStock(server, PRODUCT, 5);
    const carts = [];
    for (let i = 0; i < 5; i++) carts.push((await hold(session())).body.reservation.id);
    const line = [];
    for (let i = 0; i < 8; i++) line.push(await join(session()));
    // The five carts give them up; 30 other shoppers try to hold one at once, before the line's
    // turn comes round: none gets one. Then the turn runs three times at once.
    for (const id of carts) await server.request('DELETE', `/api/cart/reserve/${id}`);
    const shoppers = await Promise.all(Array.from({ length: 30 }, () => hold(session())));
    expect(shoppers.map((answer) => answer.status)).toEqual(Array.from({ length: 30 }, () => 409));
    await Promise.all([turn(), turn(), turn()]);
    await turn();
    const statuses = await Promise.all(
      line.map(async (joined) => (await entry(joined.body.entry.id, joined.body.token)).body.entry.status),
    );
    expect(statuses).toEqual(['offered', 'offered', 'offered', 'offered', 'offered', 'waiting', 'waiting', 'waiting']);
    const holds = (await server.db('cart_reservations').where({ productId: PRODUCT })) as { sessionId: string }[];
    const lineSessions = new Set(
      ((await server.db('waitlist_entries').select('sessionId')) as { sessionId: string }[]).map(
        (row) => row.sessionId,
      ),
    );
    expect(holds).toHaveLength(5);
    expect(holds.every((each) => lineSessions.has(each.sessionId))).toBe(true);
    expect(new Set(holds.map((each) => each.sessionId)).size).toBe(5);
  });

  it('leaves the line from the mail client’s own unsubscribe button (RFC 8058 one-click)', async () => {
    const sessionId = session();
    const joined = await join(sessionId);
    const mail = (await sentMail(server)).find((each) => each.text.includes(`To: ${sessionId}@example.com`))!;
    const headers = mail.text.replace(/\n[ \t]+/g, ' '); // long header lines are folded
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const url = new URL(/^List-Unsubscribe: <([^>]+)>$/m.exec(headers)![1]!.replace(/\s/g, ''));
    const clicked = await fetch(new URL(url.pathname + url.search, server.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.status).toBe(200);
    expect((await entry(joined.body.entry.id, joined.body.token)).body.entry.status).toBe('left');
  });

  it('leaves the line with one click; an offer left goes to the next', async () => {
    await setStock(server, PRODUCT, 0);
    const first = await join(session());
    const second = await join(session());
    await setStock(server, PRODUCT, 1);
    await turn();
    const left = await server.request<Answer>(
      'POST',
      `/api/waitlist/${first.body.entry.id}/leave?t=${first.body.token}`,
    );
    expect(left.body.entry.status).toBe('left');
    await turn();
    expect((await entry(second.body.entry.id, second.body.token)).body.entry.status).toBe('offered');
  });

  it('opens in the cart of the phone that opened its link', async () => {
    await setStock(server, PRODUCT, 0);
    const joined = await join(session());
    await setStock(server, PRODUCT, 1);
    await turn();
    const laptop = session();
    const claimed = await server.request<Answer>(
      'POST',
      `/api/waitlist/${joined.body.entry.id}/claim?t=${joined.body.token}`,
      { sessionId: laptop },
    );
    expect(claimed.status).toBe(200);
    const moved = (await server
      .db('cart_reservations')
      .where({ id: claimed.body.entry.offer!.reservationId })
      .first()) as {
      sessionId: string;
    };
    expect(moved.sessionId).toBe(laptop);
    server.clock.advance(11 * 60 * 1000);
    const late = await server.request<Answer>(
      'POST',
      `/api/waitlist/${joined.body.entry.id}/claim?t=${joined.body.token}`,
      {
        sessionId: laptop,
      },
    );
    expect(late.status).toBe(409);
    expect(late.body.reason).toBe('offer-ended');
  });
});

describe('what the line may claim (issue 45)', () => {
  const available = async () =>
    (await server.request<{ id: string; availableStock: number }[]>('GET', '/api/inventory')).body.find(
      (item) => item.id === PRODUCT,
    )!.availableStock;
  const statusOf = async (joined: { body: Answer }) =>
    (await entry(joined.body.entry.id, joined.body.token)).body.entry.status;

  it('lets the first in line take her whole offer while others wait behind her for more (item 1)', async () => {
    await setStock(server, PRODUCT, 4);
    const held = await hold(session(), 4);
    const sessionId = session();
    const first = await join(sessionId, { quantity: 3 });
    await join(session(), { quantity: 2 });
    await join(session(), { quantity: 1 });
    // The first cart gives its 4 back: 3 go to her as an offer; the 1 left is the line's.
    await server.request('DELETE', `/api/cart/reserve/${held.body.reservation.id}`);
    await turn();
    expect(await statusOf(first)).toBe('offered');
    expect(await available()).toBe(0);
    const placed = await server.request<ApiError>(
      'POST',
      '/api/orders',
      await orderPayload(server, sessionId, [{ productId: PRODUCT, quantity: 3 }]),
    );
    expect([placed.status, placed.body.message]).toEqual([201, undefined]);
    await turn();
    expect(await statusOf(first)).toBe('taken');
  });

  it('never makes what is free now unavailable: a join for one more than is free leaves it on sale (item 21)', async () => {
    await setStock(server, PRODUCT, 5);
    const joined = await join(session(), { quantity: 6 });
    expect(joined.status).toBe(201);
    expect(await available()).toBe(5);
    const shopper = await hold(session(), 5);
    expect(shopper.status).toBe(201);
  });

  it('still gives what comes back to the line first, once what was free has gone (item 21)', async () => {
    await setStock(server, PRODUCT, 3);
    const cart = await hold(session(), 2);
    const joined = await join(session(), { quantity: 2 }); // 1 free: it stays free
    expect(await available()).toBe(1);
    expect((await hold(session(), 1)).status).toBe(201); // a shopper takes it
    // The first cart gives its 2 back: they are the line's before anyone who reloads.
    await server.request('DELETE', `/api/cart/reserve/${cart.body.reservation.id}`);
    expect(await available()).toBe(0);
    expect((await hold(session(), 1)).status).toBe(409);
    await turn();
    expect(await statusOf(joined)).toBe('offered');
  });

  it('passes over a place today’s stock can never fill, which claims nothing (item 21)', async () => {
    await setStock(server, PRODUCT, 3);
    const tooMany = await join(session(), { quantity: 4 });
    const carts = await hold(session(), 3);
    const behind = await join(session(), { quantity: 1 });
    await server.request('DELETE', `/api/cart/reserve/${carts.body.reservation.id}`);
    // Only new stock can fill 4 of 3: the one behind her is served, and the rest stays on sale.
    expect(await available()).toBe(2);
    await turn();
    expect([await statusOf(tooMany), await statusOf(behind)]).toEqual(['waiting', 'offered']);
    expect(await available()).toBe(2);
    // The owner bakes more: she is first again, for her whole quantity.
    await setStock(server, PRODUCT, 7);
    await turn();
    expect(await statusOf(tooMany)).toBe('offered');
  });

  it('is the owner’s to remove: a place she removes claims nothing, and its offer goes to the next (item 21)', async () => {
    await setStock(server, PRODUCT, 0);
    const first = await join(session());
    const second = await join(session());
    await setStock(server, PRODUCT, 1);
    await turn();
    expect(await statusOf(first)).toBe('offered');
    const removed = await asOwner<{ id: string; status: string }>(
      server,
      'POST',
      `/api/admin/waitlist/${first.body.entry.id}/remove`,
    );
    expect(removed.body).toEqual({ id: first.body.entry.id, status: 'removed' });
    expect(await statusOf(first)).toBe('removed');
    await turn();
    expect(await statusOf(second)).toBe('offered');
    const lines = (await asOwner<OwnerWaitlist>(server, 'GET', '/api/admin/waitlist')).body;
    const babka = lines.products.find((product) => product.productId === PRODUCT)!;
    expect(babka.line.map((place) => place.id)).toEqual([second.body.entry.id]);
    // Removed twice (her outbox sent it again) is answered as it stands; an unknown place is a 404.
    const again = await asOwner(server, 'POST', `/api/admin/waitlist/${first.body.entry.id}/remove`);
    expect(again.status).toBe(200);
    const unknown = await asOwner<ApiError>(server, 'POST', `/api/admin/waitlist/${crypto.randomUUID()}/remove`);
    expect([unknown.status, unknown.body.reason]).toEqual([404, 'unknown-waitlist-entry']);
  });
});

describe("the line's e-mails (issue 45)", () => {
  const inLineMail = async (to: string) =>
    (await sentMail(server)).filter(
      (mail) => mail.text.toLowerCase().includes(`to: ${to}`) && /^Subject: You're in line/m.test(mail.text),
    );

  it('sends one address at most one “You’re in line” in ten minutes, however many joins name it (item 24)', async () => {
    const to = `flooded-${++shoppers}@example.com`;
    const joins = [];
    for (let i = 0; i < 6; i++) joins.push(await join(session(), { email: i % 2 ? to.toUpperCase() : to }));
    expect(joins.map((joined) => joined.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(await inLineMail(to)).toHaveLength(1);
    server.clock.advance(11 * 60 * 1000);
    expect((await join(session(), { email: to })).status).toBe(201);
    expect(await inLineMail(to)).toHaveLength(2);
  });

  it('says what her offer costs, with checking out as its button and leaving the line a quiet link (item 16)', async () => {
    const sessionId = session();
    await join(sessionId, { quantity: 2 });
    await setStock(server, PRODUCT, 2);
    await turn();
    const offer = (await sentMail(server)).find(
      (mail) => mail.text.includes(`To: ${sessionId}@example.com`) && /is yours for/.test(mail.text),
    )!;
    expect(offer.text).toMatch(/^ {2}2 Chocolate Babka {2}\$32\.00$/m);
    expect(offer.html).toMatch(/<td[^>]*>2 Chocolate Babka<\/td><td[^>]*>\$32\.00<\/td>/);
    // One button (Check out); Leave the line is a small link in the muted colour, as unsubscribing is.
    const links = [...offer.html.matchAll(/<a [^>]*style="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, style, inner]) => ({
      label: inner!.replace(/<[^>]+>|&#820[23];/g, '').trim(), // react-email pads a button with hair spaces
      button: /background-color/.test(style!),
    }));
    expect(links.filter((link) => link.button).map((link) => link.label)).toEqual(['Check out']);
    expect(links).toContainEqual({ label: 'Leave the line', button: false });
  });
});

describe('the owner', () => {
  it('sets the offer time, and sees each line in order with only what she needs of each', async () => {
    await asOwner(server, 'PUT', '/api/admin/waitlist-settings', { offerMinutes: 5 });
    const bad = await asOwner<ApiError>(server, 'PUT', '/api/admin/waitlist-settings', { offerMinutes: 1 });
    expect(bad.status).toBe(400);
    await join(session());
    await join(session(), { email: undefined, push: true });
    const lines = (await asOwner<OwnerWaitlist>(server, 'GET', '/api/admin/waitlist')).body;
    expect(lines.settings.offerMinutes).toBe(5);
    const babka = lines.products.find((product) => product.productId === PRODUCT)!;
    expect(babka.line.map((each) => [each.position, each.contact])).toEqual([
      [1, expect.stringMatching(/^w\*\*\*@example\.com$/)],
      [2, 'told on her phone'],
    ]);
    await asOwner(server, 'PUT', '/api/admin/waitlist-settings', { offerMinutes: 10 });
  });
});
