import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api';
import type { LoginResponse } from '#shared/admin-auth';
import type { AdminInventoryItem, InventoryItem, StockUpdateResult } from '#shared/inventory';
import { SESSION_LIFETIME_MS } from '../services/session/auth';
import { orderPayload, stockOf } from '../testing/orders';
import { toMorningAfterPickup } from '../testing/slots';
import { startTestServer, TEST_ADMIN, type TestServer } from '../testing/test-server';

let server: TestServer;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const login = (email: string, password: string, headers?: Record<string, string>) =>
  server.request<LoginResponse & ApiError>('POST', '/api/admin/login', { email, password }, headers);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('POST /api/admin/login', () => {
  it('answers a session token that is stored only as a hash', async () => {
    const answer = await login(TEST_ADMIN.email.toUpperCase(), TEST_ADMIN.password);
    expect(answer.status).toBe(200);
    expect(answer.body.sessionToken.length).toBeGreaterThanOrEqual(43); // 32 bytes, base64url
    const lifetime = new Date(answer.body.expiresAt).getTime() - server.clock.now().getTime();
    expect(lifetime).toBeGreaterThan(SESSION_LIFETIME_MS - 60_000);
    const stored = await server.db('admin_sessions').pluck('sessionToken');
    expect(stored).not.toContain(answer.body.sessionToken);
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const wrongPassword = await login(TEST_ADMIN.email, 'not-it');
    const unknownEmail = await login('someone@else.test', TEST_ADMIN.password);
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: 'Invalid email or password', reason: 'invalid-credentials' });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('locks one e-mail out after 5 failures in 15 minutes, with Retry-After', async () => {
    const email = 'lockout@bakery.test';
    for (let attempt = 1; attempt <= 5; attempt++) expect((await login(email, 'guess')).status).toBe(401);
    const sixth = await login(email, 'guess');
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('Retry-After'))).toBeGreaterThan(800);
    // Another e-mail from the same address is not locked out with it.
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(200);
  });
});

describe('bearer sessions', () => {
  it('verifies a valid token and refuses missing, wrong and logged-out ones with 401', async () => {
    const { sessionToken } = (await login(TEST_ADMIN.email, TEST_ADMIN.password)).body;
    expect((await server.request('GET', '/api/admin/verify', undefined, bearer(sessionToken))).status).toBe(200);
    expect((await server.request('GET', '/api/admin/verify')).status).toBe(401);
    expect((await server.request('GET', '/api/admin/verify', undefined, bearer('forged-token'))).status).toBe(401);

    expect((await server.request('POST', '/api/admin/logout', { sessionToken })).status).toBe(200);
    const after = await server.request<ApiError>('GET', '/api/admin/verify', undefined, bearer(sessionToken));
    expect(after.status).toBe(401);
    expect(after.body.reason).toBe('unauthorized');
  });

  it('expires a session left unused for 30 days, and slides one that is used', async () => {
    const unused = (await login(TEST_ADMIN.email, TEST_ADMIN.password)).body.sessionToken;
    const used = (await login(TEST_ADMIN.email, TEST_ADMIN.password)).body.sessionToken;
    for (let day = 0; day < 4; day++) {
      server.clock.advance(10 * 24 * 60 * 60 * 1000);
      expect((await server.request('GET', '/api/admin/verify', undefined, bearer(used))).status).toBe(200);
    }
    expect((await server.request('GET', '/api/admin/verify', undefined, bearer(unused))).status).toBe(401);
  });
});

describe('admin inventory calls', () => {
  // The morning after a pickup: her stock edits set the shop's bake, which is then the bake of her
  // door's next pickup, where these orders go. (The session test above moved the clock 40 days,
  // and on a Friday afternoon her door's next pickup is next week's bake while the market's is
  // this week's: docs/orders.md, "Stock of a bake day".)
  beforeAll(() => toMorningAfterPickup(server));

  it.each([
    ['no token', {}],
    ['a wrong token', bearer('wrong')],
    ['a malformed header', { Authorization: 'Basic b3duZXI6cGFzcw==' }],
  ])('refuse %s with 401 and change nothing', async (_name, headers) => {
    const before = await stockOf(server, 'focaccia');
    const patch = await server.request<ApiError>('PATCH', '/api/inventory/focaccia/stock', { stock: 99 }, headers);
    expect(patch.status).toBe(401);
    expect((await server.request('GET', '/api/admin/inventory', undefined, headers)).status).toBe(401);
    expect(await stockOf(server, 'focaccia')).toBe(before);
  });

  it('sets stock, and the public inventory follows', async () => {
    const token = await server.adminToken();
    const answer = await server.request<StockUpdateResult>(
      'PATCH',
      '/api/inventory/focaccia/stock',
      { stock: 9 },
      bearer(token),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ merged: false, to: 9, item: { id: 'focaccia', stock: 9, availableStock: 9 } });
    const items = (await server.request<InventoryItem[]>('GET', '/api/inventory')).body;
    expect(items.find((item) => item.id === 'focaccia')?.stock).toBe(9);
  });

  it('merges an offline stock edit with an order placed meanwhile', async () => {
    const token = await server.adminToken();
    await server.request('PATCH', '/api/inventory/sandwich-bread/stock', { stock: 10 }, bearer(token));
    const sold = await server.request(
      'POST',
      '/api/orders',
      await orderPayload(server, 'online-buyer-1', [{ productId: 'sandwich-bread', quantity: 2 }]),
    );
    expect(sold.status).toBe(201);
    // The owner saw 10 while offline and set 12: +2 on today's 8.
    const answer = await server.request<StockUpdateResult>(
      'PATCH',
      '/api/inventory/sandwich-bread/stock',
      { stock: 12, baseStock: 10 },
      bearer(token),
    );
    expect(answer.body).toMatchObject({ merged: true, from: 8, to: 10 });
    expect(await stockOf(server, 'sandwich-bread')).toBe(10);
  });

  it('applies a replayed edit once for one Idempotency-Key', async () => {
    const token = await server.adminToken();
    await server.request('PATCH', '/api/inventory/bagels/stock', { stock: 20 }, bearer(token));
    const edit = { stock: 15, baseStock: 20 };
    const headers = { ...bearer(token), 'Idempotency-Key': 'outbox-edit-0001' };
    const first = await server.request<StockUpdateResult>('PATCH', '/api/inventory/bagels/stock', edit, headers);
    await server.request('PATCH', '/api/inventory/bagels/stock', { stock: 18 }, bearer(token)); // a later online edit
    const replay = await server.request<StockUpdateResult>('PATCH', '/api/inventory/bagels/stock', edit, headers);
    expect(replay.body).toEqual(first.body);
    expect(await stockOf(server, 'bagels')).toBe(18);
  });

  it.each([
    [{ stock: -1 }, 'Stock cannot be negative'],
    [{ stock: 2.5 }, 'Stock must be a whole number'],
    [{ stock: '7' }, 'Stock must be a whole number'],
    [{}, 'Stock must be a whole number'],
  ])('refuses the stock %j', async (body, message) => {
    const answer = await server.request<ApiError>(
      'PATCH',
      '/api/inventory/focaccia/stock',
      body,
      bearer(await server.adminToken()),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('answers 404 for an unknown product', async () => {
    const answer = await server.request<ApiError>(
      'PATCH',
      '/api/inventory/rye-bread/stock',
      { stock: 1 },
      bearer(await server.adminToken()),
    );
    expect(answer.status).toBe(404);
  });

  it('lists every product for the owner, hidden ones too', async () => {
    await server.db('inventory').where({ id: 'chocolate-babka' }).update({ visible: false });
    await server.catalogueChanged();
    const admin = await server.request<AdminInventoryItem[]>(
      'GET',
      '/api/admin/inventory',
      undefined,
      bearer(await server.adminToken()),
    );
    expect(admin.body).toHaveLength(15);
    expect(admin.body.find((item) => item.id === 'chocolate-babka')?.visible).toBe(false);
    const publicItems = (await server.request<InventoryItem[]>('GET', '/api/inventory')).body;
    expect(publicItems.map((item) => item.id)).not.toContain('chocolate-babka');
  });
});
