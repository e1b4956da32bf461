import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api';
import { linkToken } from '../services/links';
import { momentOf } from '../services/moment';
import { ENDPOINT_REFUSED } from '../services/push/endpoint-check';
import { offerPlacesToLines } from '../services/waitlist/place-offers';
import { outboxRows, saveSettings } from '../testing/notices';
import { asOwner, placeOrder } from '../testing/owner';
import { startPushService, type TestPushService } from '../testing/push-service';
import { setHomeCapacity, toMorningAfterPickup } from '../testing/slots';
import { WEEK } from '../testing/standing';
import { startTestServer, type TestServer } from '../testing/test-server';
import { timeLimit } from '../testing/time-limits';

/**
 * Web Push end to end (docs/notices.md), against a push service on this machine that
 * decrypts what it receives as a phone would (testing/push-service.ts): the bakery runs with
 * PUSH_ALLOW_LOCAL=1, the test-only setting that lets it send over http to 127.0.0.1.
 */
let server: TestServer;
let push: TestPushService;
let owner: Record<string, string>;

beforeAll(async () => {
  [server, push] = await Promise.all([startTestServer({ PUSH_ALLOW_LOCAL: '1' }), startPushService()]);
  owner = { Authorization: `Bearer ${await server.adminToken()}` };
  await server.db('inventory').update({ stock: 500 });
  await server.catalogueChanged();
  // Quiet hours off, unless a test is about them: these run at any hour.
  await saveSettings(server, { notices: { quietHours: null } });
}, timeLimit(60_000));
afterAll(async () => {
  await server?.stop();
  await push?.close();
});

const subscribe = (phone: string, topics: string[], extra: Record<string, unknown> = {}, headers = {}) =>
  server.request<{ topics: string[] } & ApiError>(
    'POST',
    '/api/push/subscriptions',
    { subscription: push.subscribe(phone), topics, ...extra },
    headers,
  );

/** Delivers what is queued (as the server does right after a commit) and waits for it. */
async function delivered(): Promise<void> {
  server.running.deps.mailer.kick();
  await server.running.deps.mailer.drain();
}

describe('the bakery key', () => {
  it('is a P-256 public key made once and kept in the database', async () => {
    const { body } = await server.request<{ publicKey: string }>('GET', '/api/push/key');
    expect(Buffer.from(body.publicKey, 'base64url')).toHaveLength(65);
    const stored = (await server.db('server_meta').where({ key: 'vapidKeys' }).first()) as { value: string };
    expect(JSON.parse(stored.value)).toMatchObject({ publicKey: body.publicKey });
  });
});

describe('pushes through the outbox to a push service that decrypts them', () => {
  it("buzzes the owner's phone with a new order, signed with the bakery's key", async () => {
    expect((await subscribe('owner-phone', ['owner'], {}, owner)).status).toBe(201);
    const order = await placeOrder(server, 'push-new-order', [{ productId: 'focaccia', quantity: 2 }]);
    await expect.poll(() => push.received('owner-phone').length, { timeout: timeLimit(5000) }).toBe(1);
    const [received] = push.received('owner-phone');
    expect(received!.payload).toEqual({
      title: `New order #${order.number}: $${order.total}`,
      body: `${order.firstName} ${order.lastName}, 2 items`,
      url: '/admin-orders',
      tag: `order-${order.number}`,
    });
    const { body } = await server.request<{ publicKey: string }>('GET', '/api/push/key');
    expect(received!.vapidKey).toBe(body.publicKey);
    expect(received!.audience).toBe(push.url);
    expect(received!.headers['content-encoding']).toBe('aes128gcm');
    // The push service may answer before the server has written down that it was sent.
    await delivered();
    const [row] = await outboxRows(server, 'push-new-order');
    expect(row).toMatchObject({ channel: 'push', status: 'sent', attempts: 0 });
  });

  it("tells the customer's phone her order is ready, naming her order page (with its key) to open", async () => {
    const order = await placeOrder(server, 'push-ready', [{ productId: 'focaccia', quantity: 1 }]);
    const key = server.running.deps.orderLinkKey;
    const answer = await subscribe('customer-phone', [`order:${order.id}`], {
      orderToken: linkToken(key, 'order', order.id),
    });
    expect(answer.status).toBe(201);
    expect(answer.body.topics).toEqual([`order:${order.id}`]);
    expect((await asOwner(server, 'PATCH', `/api/admin/orders/${order.id}/status`, { status: 'ready' })).status).toBe(
      200,
    );
    await delivered();
    expect(push.received('customer-phone').map((each) => each.payload)).toEqual([
      expect.objectContaining({
        title: `Order #${order.number} is ready`,
        url: momentOf(server.running.deps, new Date()).links.orderPath(order.id),
      }),
    ]);
  });

  it('tells every phone that asked when the owner opens orders', async () => {
    await saveSettings(server, { ordersOpen: false });
    expect((await subscribe('opening-phone', ['orders-open'])).status).toBe(201);
    // A week on: the next pickup, and so the opening, is a new one (this week's was announced,
    // to nobody, when the test opened orders in beforeAll).
    server.clock.advance(7 * 24 * 60 * 60 * 1000);
    await saveSettings(server, { ordersOpen: true });
    await delivered();
    expect(push.received('opening-phone').map((each) => each.payload)).toEqual([
      expect.objectContaining({ title: 'Orders are open', url: '/' }),
    ]);
  });

  it('drops a subscription the push service says is gone (410), and does not try it again', async () => {
    await subscribe('gone-phone', ['owner'], {}, owner);
    push.answer('gone-phone', 410);
    await placeOrder(server, 'push-gone', [{ productId: 'focaccia', quantity: 1 }]);
    await expect.poll(() => push.requests('gone-phone'), { timeout: timeLimit(5000) }).toBe(1);
    await server.running.deps.mailer.drain();
    const endpoint = push.subscribe('gone-phone').endpoint;
    expect(await server.db('push_subscriptions').where({ endpoint })).toEqual([]);
    const rows = (await outboxRows(server, 'push-new-order')).filter((row) => row.lastError?.includes('410'));
    expect(rows).toEqual([expect.objectContaining({ status: 'failed', attempts: 1 })]);
    // Tried again later? It is failed, not pending: a retry pass finds nothing for that phone.
    server.clock.advance(10 * 60_000);
    await delivered();
    expect(push.requests('gone-phone')).toBe(1);
  });

  it('holds pushes in the quiet hours and sends them when they end (bakery time)', async () => {
    const now = DateTime.fromJSDate(server.clock.now(), { zone: server.running.deps.config.bakeryTimeZone });
    const hhmm = (time: DateTime) => time.toFormat('HH:mm');
    await saveSettings(server, {
      notices: { quietHours: { from: hhmm(now.minus({ hours: 1 })), to: hhmm(now.plus({ hours: 1 })) } },
    });
    try {
      await subscribe('night-phone', ['owner'], {}, owner);
      const order = await placeOrder(server, 'push-night', [{ productId: 'focaccia', quantity: 1 }]);
      await delivered();
      expect(push.received('night-phone')).toEqual([]);
      const held = (await outboxRows(server, 'push-new-order')).filter((row) => row.status === 'pending');
      const morning = now.plus({ hours: 1 }).set({ second: 0, millisecond: 0 });
      expect(held.length).toBeGreaterThan(0);
      expect(new Set(held.map((row) => new Date(row.nextAttemptAt).toISOString()))).toEqual(
        new Set([morning.toUTC().toISO()]),
      );
      server.clock.advance(morning.toMillis() - now.toMillis() + 1000);
      await delivered();
      expect(push.received('night-phone').map((each) => each.payload.title)).toEqual([
        `New order #${order.number}: $${order.total}`,
      ]);
    } finally {
      await saveSettings(server, { notices: { quietHours: null } });
    }
  });

  it('sends nothing of a kind the owner turned off', async () => {
    await saveSettings(server, { notices: { ownerNewOrder: false } });
    try {
      await subscribe('quiet-owner', ['owner'], {}, owner);
      await placeOrder(server, 'push-off', [{ productId: 'focaccia', quantity: 1 }]);
      await delivered();
      expect(push.requests('quiet-owner')).toBe(0);
    } finally {
      await saveSettings(server, { notices: { ownerNewOrder: true } });
    }
  });

  it('stops when the phone turns a topic off', async () => {
    const { endpoint } = push.subscribe('leaving-phone');
    await server.request(
      'POST',
      '/api/push/subscriptions',
      {
        subscription: push.subscribe('leaving-phone'),
        topics: ['owner'],
      },
      owner,
    );
    expect((await server.request('POST', '/api/push/unsubscribe', { endpoint, topics: ['owner'] })).status).toBe(204);
    await placeOrder(server, 'push-left', [{ productId: 'focaccia', quantity: 1 }]);
    await delivered();
    expect(push.requests('leaving-phone')).toBe(0);
    expect(await server.db('push_subscriptions').where({ endpoint })).toEqual([]);
  });
});

describe('who may hear of what', () => {
  it("refuses another order's topic with a wrong key, or an unknown order, as a 404", async () => {
    const order = await placeOrder(server, 'push-topic-a', [{ productId: 'focaccia', quantity: 1 }]);
    const other = await placeOrder(server, 'push-topic-b', [{ productId: 'focaccia', quantity: 1 }]);
    const key = server.running.deps.orderLinkKey;
    for (const extra of [{ orderToken: linkToken(key, 'order', other.id) }, { orderToken: 'x'.repeat(32) }, {}]) {
      const answer = await subscribe('snoop', [`order:${order.id}`], extra);
      expect(answer.status).toBe(404);
      expect(answer.body.reason).toBe('unknown-order');
    }
    const unknown = '3f2b9c1e-0000-4000-8000-000000000000';
    expect(
      (await subscribe('snoop', [`order:${unknown}`], { orderToken: linkToken(key, 'order', unknown) })).status,
    ).toBe(404);
    expect(
      await server
        .db('push_topics')
        .where('topic', 'like', 'order:%')
        .where({ topic: `order:${order.id}` }),
    ).toEqual([]);
  });

  it('refuses the owner topic without her session, or with an ended one', async () => {
    expect((await subscribe('stranger', ['owner'])).status).toBe(401);
    expect((await subscribe('stranger', ['owner'], {}, { Authorization: 'Bearer not-a-session' })).status).toBe(401);
    expect((await subscribe('stranger', ['orders-open', 'owner'])).status).toBe(401);
    expect(await server.db('push_subscriptions').where('endpoint', 'like', '%/stranger')).toEqual([]);
  });

  it("no longer buzzes a phone once the owner's session there ended (logout)", async () => {
    const login = await server.request<{ sessionToken: string }>('POST', '/api/admin/login', {
      email: 'owner@bakery.test',
      password: 'flour-and-butter-42',
    });
    const session = { Authorization: `Bearer ${login.body.sessionToken}` };
    expect((await subscribe('signed-out-phone', ['owner'], {}, session)).status).toBe(201);
    await server.request('POST', '/api/admin/logout', { sessionToken: login.body.sessionToken }, session);
    await placeOrder(server, 'push-logged-out', [{ productId: 'focaccia', quantity: 1 }]);
    await delivered();
    expect(push.requests('signed-out-phone')).toBe(0);
  });
});

describe('endpoints: https to a public host only', () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer();
    // As for the first server: an opening's notices wait out quiet hours (21:00 to 07:00 in
    // the bakery's zone), and these tests run at any hour.
    await saveSettings(strict, { notices: { quietHours: null } });
  }, timeLimit(60_000));
  afterAll(() => strict?.stop());

  const keys = () => push.subscribe('endpoint-probe').keys;
  const tryEndpoint = (via: TestServer, endpoint: string) =>
    via.request<ApiError>('POST', '/api/push/subscriptions', {
      subscription: { endpoint, keys: keys() },
      topics: ['orders-open'],
    });

  it.each([
    'http://push.example.com/send/abc',
    'https://localhost/send/abc',
    'https://127.0.0.1/send/abc',
    'https://10.1.2.3/send/abc',
    'https://192.168.1.1/send/abc',
    'https://172.16.0.1/send/abc',
    'https://100.64.0.1/send/abc',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/send/abc',
    'https://[::ffff:127.0.0.1]/send/abc',
    'https://[fd00::1]/send/abc',
    'https://[fe80::1]/send/abc',
    'https://0.0.0.0/send/abc',
    'https://user:secret@8.8.8.8/send/abc',
    'ftp://8.8.8.8/send/abc',
    'not a url',
    'https:///p',
    'https://printer/send/abc',
    'https://no-such-name.invalid/send/abc',
  ])('refuses %s with 400 bad-endpoint, in the same words whatever is wrong', async (endpoint) => {
    const answer = await tryEndpoint(strict, endpoint);
    expect(answer.status).toBe(400);
    expect(answer.body.reason).toBe('bad-endpoint');
    expect(answer.body.message).toBe(ENDPOINT_REFUSED);
  });

  it('refuses the local test push service unless PUSH_ALLOW_LOCAL is set, and then only on loopback', async () => {
    expect((await tryEndpoint(strict, `${push.url}/push/x`)).body.reason).toBe('bad-endpoint');
    expect((await tryEndpoint(server, `${push.url}/push/x`)).status).toBe(201);
    expect((await tryEndpoint(server, 'http://10.0.0.1/push/x')).body.reason).toBe('bad-endpoint');
    expect(await strict.db('push_subscriptions')).toEqual([]);
  });

  it('checks again when sending: a stored endpoint that is not allowed (any more) gets nothing', async () => {
    // As if written before a change of rules: http to this machine, on a server without PUSH_ALLOW_LOCAL.
    const { endpoint, keys: phoneKeys } = push.subscribe('sneaky-phone');
    const id = '3f2b9c1e-1111-4000-8000-000000000000';
    const at = new Date().toISOString();
    await strict.db('push_subscriptions').insert({
      id,
      endpointHash: 'x'.repeat(64),
      endpoint,
      p256dh: phoneKeys.p256dh,
      auth: phoneKeys.auth,
      createdAt: at,
      updatedAt: at,
    });
    await strict.db('push_topics').insert({ subscriptionId: id, topic: 'orders-open', createdAt: at });
    // A week on: this server announced its opening already, to nobody, as beforeAll saved its settings.
    strict.clock.advance(7 * 24 * 60 * 60 * 1000);
    await saveSettings(strict, { ordersOpen: false });
    await saveSettings(strict, { ordersOpen: true });
    strict.running.deps.mailer.kick();
    await strict.running.deps.mailer.drain();
    expect(push.requests('sneaky-phone')).toBe(0);
    const [row] = await outboxRows(strict, 'push-orders-open');
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('follows no redirect from a push service', async () => {
    await subscribe('moved-phone', ['owner'], {}, owner);
    push.answer('moved-phone', 301);
    await placeOrder(server, 'push-moved', [{ productId: 'focaccia', quantity: 1 }]);
    await delivered();
    expect(push.requests('moved-phone')).toBe(1);
    const failed = (await outboxRows(server, 'push-new-order')).filter((row) => row.lastError?.includes('301'));
    expect(failed).toEqual([expect.objectContaining({ status: 'failed', attempts: 1 })]);
  });
});

describe('a place in line', () => {
  // Last in this file: it moves the clock to a morning after a pickup, and caps the home pickup.
  it('is followed by the phone that joined, by its key, in either line, and its turn buzzes that phone', async () => {
    await toMorningAfterPickup(server);
    // And a week on: from a Friday evening, the next pickup is the one this file's earlier orders are for.
    server.clock.advance(WEEK);
    await setHomeCapacity(server, { slotMinutes: 0, itemsPerPickup: 2 });
    try {
      await placeOrder(server, 'push-place-full', [{ productId: 'focaccia', quantity: 2 }]);
      const sessionId = 'push-place-waiting';
      const held = await server.request('POST', '/api/cart/reserve', { sessionId, productId: 'focaccia', quantity: 1 });
      expect(held.status).toBe(201);
      const joined = await server.request<{ entry: { id: string }; token: string } & ApiError>(
        'POST',
        '/api/waitlist/places',
        { pickupLocation: 'home', pickupSlot: null, items: 1, sessionId, push: true },
      );
      expect(joined.status).toBe(201);
      const { entry, token } = joined.body;
      const wrongKey = await subscribe('place-snoop', [`waitlist:${entry.id}`], { waitlistToken: 'x'.repeat(32) });
      expect([wrongKey.status, wrongKey.body.reason]).toEqual([404, 'unknown-waitlist-entry']);
      expect((await subscribe('place-phone', [`waitlist:${entry.id}`], { waitlistToken: token })).status).toBe(201);

      // A place comes back (the owner makes room in the oven): the line's turn offers it to her.
      await setHomeCapacity(server, { slotMinutes: 0, itemsPerPickup: 3 });
      const moment = momentOf(server.running.deps, server.clock.now());
      await offerPlacesToLines(server.db, moment);
      await delivered();
      await expect.poll(() => push.received('place-phone').length, { timeout: timeLimit(5000) }).toBe(1);
      expect(push.received('place-phone')[0]!.payload).toMatchObject({
        url: moment.links.offerPath('place', entry.id),
      });
      expect(push.requests('place-snoop')).toBe(0);
    } finally {
      await setHomeCapacity(server, {});
    }
  });
});
