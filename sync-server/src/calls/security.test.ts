import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { ApiError } from '#shared/api';
import type { ReserveResponse } from '#shared/cart';
import type { FailedOrder } from '#shared/order';
import { SIGN_INS_PER_ADDRESS } from '../services/rate-limits';
import { MAX_KEPT_ITEMS_BYTES } from '../services/orders/failed-orders';
import { countRows, orderPayload, setStock } from '../testing/orders';
import { asOwner, sentMail } from '../testing/owner';
import { startTestServer, TEST_ADMIN, type TestServer } from '../testing/test-server';
import { timeLimit } from '../testing/time-limits';

/**
 * The findings of the probe of the server (issue "Hold the line"), one test each, against the
 * real server over HTTP. Each fails on the code as it was found.
 */
const login = (server: TestServer, email: string, password: string, headers: Record<string, string> = {}) =>
  server.request<ApiError>('POST', '/api/admin/login', { email, password }, headers);

describe('password guessing', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('counts a burst of wrong logins sent at once: at most 5 are checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => login(server, 'burst@bakery.test', 'guess-guess')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it(
    'limits one address whatever e-mails it makes up, and the right password refunds its try',
    async () => {
      await server.stop();
      server = await startTestServer(); // a fresh allowance for this address
      const right = await login(server, TEST_ADMIN.email, TEST_ADMIN.password);
      expect(right.status).toBe(200);
      const answers = await Promise.all(
        Array.from({ length: SIGN_INS_PER_ADDRESS + 5 }, (_, i) =>
          login(server, `made-up-${i}@bakery.test`, 'nope-nope'),
        ),
      );
      const limited = answers.filter((answer) => answer.status === 429);
      // The owner's own successful login above gave its attempt back: all 20 were left for these.
      expect(answers.filter((answer) => answer.status === 401)).toHaveLength(SIGN_INS_PER_ADDRESS);
      expect(limited).toHaveLength(5);
      expect(limited[0]!.headers.get('retry-after')).toMatch(/^\d+$/);
      // A server of its own started, and twenty password hashes checked: on two busy cores (the
      // whole suite at once) that is more than a test's usual 20 s.
    },
    timeLimit(60_000),
  );
});

describe('behind a proxy (TRUST_PROXY=1)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1', MESSAGES_PER_HOUR: '2' });
  });
  afterAll(() => server.stop());

  it('takes the address the proxy added, so a spoofed first entry does not reset the limits', async () => {
    const message = { name: 'Spoof', email: 'spoof@example.com', subject: 'Hi', message: 'Hello from nowhere' };
    const send = (spoofed: string) =>
      server.request('POST', '/api/contact', message, { 'X-Forwarded-For': `${spoofed}, 203.0.113.7` });
    expect((await send('1.1.1.1')).status).toBe(201);
    expect((await send('2.2.2.2')).status).toBe(201);
    expect((await send('3.3.3.3')).status).toBe(429);
    // Another client behind the same proxy has its own allowance.
    const other = await server.request('POST', '/api/contact', message, { 'X-Forwarded-For': '198.51.100.9' });
    expect(other.status).toBe(201);
  });
});

describe('the cart', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The production allowance: 120 cart writes a minute per cart, ten times that per address.
    server = await startTestServer({ RESERVATION_TTL: '15m', CART_MAX_LIFETIME: '40m', CART_WRITES_PER_MINUTE: '120' });
  });
  afterAll(() => server.stop());
  const hold = (sessionId: string, productId: string, quantity: number, flavor?: string) =>
    server.request<ReserveResponse & ApiError>('POST', '/api/cart/reserve', { sessionId, productId, quantity, flavor });

  it('keeps its holds at most CART_MAX_LIFETIME from its first hold, however often it re-holds', async () => {
    await setStock(server, 'chocolate-babka', 10);
    const before = server.clock.now().getTime();
    const first = await hold('lifetime-cart-1', 'chocolate-babka', 1);
    const startedAt = new Date(first.body.reservation.expiresAt).getTime() - 15 * 60_000;
    expect(startedAt).toBeGreaterThanOrEqual(before);
    for (let minutes = 10; minutes <= 30; minutes += 10) {
      server.clock.advance(10 * 60_000);
      const again = await hold('lifetime-cart-1', 'chocolate-babka', 1);
      expect(again.status).toBe(201);
      expect(new Date(again.body.reservation.expiresAt).getTime()).toBeLessThanOrEqual(startedAt + 40 * 60_000 + 1000);
    }
    server.clock.advance(11 * 60_000); // 41 minutes after the first hold
    const babka = (await server.request<{ id: string; availableStock: number }[]>('GET', '/api/inventory')).body.find(
      (item) => item.id === 'chocolate-babka',
    )!;
    expect(babka.availableStock).toBe(10);
  });

  it("obeys the owner's limit per order in holds and in orders, with one reason", async () => {
    await setStock(server, 'pumpkin-cinnamon-rolls', 30);
    expect(
      (await asOwner(server, 'PATCH', '/api/inventory/pumpkin-cinnamon-rolls/max-per-order', { maxPerOrder: 4 }))
        .status,
    ).toBe(200);
    expect((await hold('limit-cart-1', 'pumpkin-cinnamon-rolls', 3)).status).toBe(201);
    const more = await hold('limit-cart-1', 'pumpkin-cinnamon-rolls', 2);
    expect(more.status).toBe(409);
    expect(more.body.reason).toBe('over-limit');
    const order = await server.request<ApiError>(
      'POST',
      '/api/orders',
      await orderPayload(server, 'limit-cart-2', [{ productId: 'pumpkin-cinnamon-rolls', quantity: 6 }]),
    );
    expect([order.status, order.body.reason]).toEqual([409, 'over-limit']);
    await asOwner(server, 'PATCH', '/api/inventory/pumpkin-cinnamon-rolls/max-per-order', { maxPerOrder: null });
    expect((await hold('limit-cart-1', 'pumpkin-cinnamon-rolls', 2)).status).toBe(201);
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'treats the flavor %s as unknown, in a hold and in an order',
    async (flavor) => {
      const held = await hold(`proto-cart-${flavor}`, 'focaccia', 1, flavor);
      expect([400, 404]).toContain(held.status);
      const order = await server.request<ApiError>('POST', '/api/orders', {
        ...(await orderPayload(server, `proto-order-${flavor}`, [{ productId: 'sandwich-bread', quantity: 1 }])),
        items: JSON.stringify([{ product: 'focaccia', flavor, quantity: 1, unitPrice: '12.00', totalPrice: '12.00' }]),
        total: '12.00',
      });
      expect(order.status).toBe(400);
      expect(await server.db('cart_reservations').where({ flavor })).toEqual([]);
    },
  );

  it.each(['constructor', '__proto__', 'toString'])('treats the product id %s as unknown', async (productId) => {
    const held = await hold(`proto-product-${productId}`, productId, 1);
    expect([400, 404]).toContain(held.status);
  });

  it('lets 60 shoppers behind one address each hold 3 items in a minute', async () => {
    await setStock(server, 'english-muffins', 500);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, shopper) =>
        Promise.all([1, 2, 3].map(() => hold(`market-wifi-${shopper}`, 'english-muffins', 1))),
      ),
    );
    expect(answers.flat().map((answer) => answer.status)).toEqual(Array(180).fill(201));
    // One noisy cart still meets its own limit, 120 a minute.
    const noisy = await Promise.all(Array.from({ length: 125 }, () => hold('noisy-cart', 'english-muffins', 1)));
    expect(noisy.filter((answer) => answer.status === 429)).toHaveLength(5);
  });
});

describe('refused checkouts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('keep at most a few KB of what was sent', async () => {
    const junk = JSON.stringify(
      Array.from({ length: 400 }, () => ({
        product: 'x'.repeat(200),
        quantity: 1,
        unitPrice: '1',
        totalPrice: '1',
        extra: 'y'.repeat(100),
      })),
    ).slice(0, 95_000);
    for (let i = 0; i < 5; i++) {
      await server.request('POST', '/api/orders', { firstName: 'Junk', items: junk, total: '1.00' });
    }
    const kept = (await asOwner<FailedOrder[]>(server, 'GET', '/api/admin/failed-orders')).body;
    expect(kept).toHaveLength(5);
    expect(JSON.stringify(kept).length).toBeLessThan(5 * (MAX_KEPT_ITEMS_BYTES + 2000));
  });
});

describe('password reset links', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it("stand until used: a stranger's request does not cancel the one the owner is about to open", async () => {
    const ask = () => server.request('POST', '/api/admin/password-reset-request', { email: TEST_ADMIN.email });
    await ask();
    const hers = await latestResetToken(server);
    await ask(); // anyone can ask: the address is public
    const answer = await server.request('POST', '/api/admin/password-reset', {
      token: hers,
      newPassword: 'a-new-password-1',
    });
    expect(answer.status).toBe(200);
    expect(await countRows(server, 'password_reset_links')).toBe(0); // all spent with the change
  });
});

async function latestResetToken(server: TestServer): Promise<string> {
  const mail = (await sentMail(server)).filter((message) => message.name.includes('password-reset')).at(-1)!;
  return /token=([\w-]+)/.exec(mail.text)![1]!;
}

describe('live sockets', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ LIVE_SOCKETS_PER_ADDRESS: '3' });
  });
  afterAll(() => server.stop());
  const open = (headers: Record<string, string> = {}) =>
    new Promise<{ socket: WebSocket; status: number }>((resolve) => {
      const socket = new WebSocket(server.url.replace('http', 'ws') + '/ws', { headers });
      socket.once('open', () => resolve({ socket, status: 101 }));
      socket.once('unexpected-response', (_request, response) => resolve({ socket, status: response.statusCode ?? 0 }));
      socket.once('error', () => undefined);
    });

  it('refuse a page of another site', async () => {
    expect((await open({ Origin: 'https://evil.example' })).status).toBe(403);
    const own = await open({ Origin: server.url });
    expect(own.status).toBe(101);
    own.socket.close();
  });

  it('cap the sockets of one address and free a slot when one closes', async () => {
    const first = await Promise.all([open(), open(), open()]);
    expect(first.map((each) => each.status)).toEqual([101, 101, 101]);
    expect((await open()).status).toBe(429);
    first[0]!.socket.close();
    await new Promise((resolve) => first[0]!.socket.once('close', resolve));
    // The server frees the slot when it sees the close: asked until it has (a refused try holds none).
    let again: Awaited<ReturnType<typeof open>> | undefined;
    await expect
      .poll(async () => {
        again = await open();
        return again.status;
      })
      .toBe(101);
    for (const each of [...first, again!]) each.socket.close();
  });
});

describe('the headers every answer carries (http/security-headers.ts)', () => {
  // On plain http: the server every test here reads, beside an https one for HSTS.
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('HSTS is sent when the public address is https, and not on plain http', async () => {
    const https = await startTestServer({ PUBLIC_URL: 'https://bakery.example' });
    try {
      const secure = await https.request('GET', '/api/health');
      expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect((await server.request('GET', '/api/health')).headers.get('strict-transport-security')).toBeNull();
    } finally {
      await https.stop();
    }
  });

  it('are on a page, a prepared list, an API answer and an error; an API answer is not to be kept unless it says so', async () => {
    const answers = {
      page: await fetch(`${server.url}/`, { headers: { Accept: 'text/html' } }),
      list: await fetch(`${server.url}/api/inventory`),
      call: await fetch(`${server.url}/api/health`),
      error: await fetch(`${server.url}/api/no-such-call`),
    };
    for (const answer of Object.values(answers)) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('referrer-policy')).toBe('same-origin');
    }
    expect(answers.error.status).toBe(404);
    expect(answers.call.headers.get('cache-control')).toBe('no-store');
    expect(answers.error.headers.get('cache-control')).toBe('no-store');
    // The catalogue says how it is kept: revalidated by its ETag.
    expect(answers.list.headers.get('cache-control')).toBe('no-cache');
  });
});

describe("the owner's lists", () => {
  it.each(['/api/admin/failed-orders', '/api/admin/reviews', '/api/admin/comments'])(
    '%s answers a page and says where the next begins',
    async (url) => {
      const server = await startTestServer({ MESSAGES_PER_HOUR: '1000' });
      try {
        await server.db('failed_order_attempts').insert(
          Array.from({ length: 5 }, (_, i) => ({
            id: crypto.randomUUID(),
            failureReason: 'invalid-order',
            createdAt: new Date(Date.UTC(2026, 10, 1 + i)).toISOString(),
          })),
        );
        await server.db('reviews').insert(
          Array.from({ length: 5 }, (_, i) => ({
            id: crypto.randomUUID(),
            customerName: `R${i}`,
            rating: 5,
            reviewText: 'Lovely',
            approved: false,
            createdAt: new Date(Date.UTC(2026, 10, 1 + i)).toISOString(),
          })),
        );
        const recipe = crypto.randomUUID();
        const at = new Date().toISOString();
        await server
          .db('recipes')
          .insert({ id: recipe, title: 'Bread', content: 'Bake it', published: true, createdAt: at, updatedAt: at });
        await server.db('recipe_comments').insert(
          Array.from({ length: 5 }, (_, i) => ({
            id: crypto.randomUUID(),
            recipeId: recipe,
            authorName: `C${i}`,
            commentText: 'Yum',
            approved: false,
            createdAt: new Date(Date.UTC(2026, 10, 1 + i)).toISOString(),
          })),
        );
        const first = await asOwner<{ createdAt: string }[]>(server, 'GET', `${url}?limit=2`);
        expect(first.body).toHaveLength(2);
        const before = first.headers.get('X-Next-Before')!;
        const rest = await asOwner<{ createdAt: string }[]>(
          server,
          'GET',
          `${url}?limit=10&before=${encodeURIComponent(before)}`,
        );
        expect(rest.body).toHaveLength(3);
        expect(rest.headers.get('X-Next-Before')).toBeNull();
        expect((await asOwner(server, 'GET', `${url}?limit=0`)).status).toBe(400);
      } finally {
        await server.stop();
      }
    },
  );
});
