import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api';
import { startTestServer, TEST_ADMIN, type TestServer } from '../testing/test-server';

/**
 * Every admin call of docs/api.md refuses a missing, wrong, expired or logged-out
 * token with 401, and changes nothing.
 */
let server: TestServer;
let expiredToken: string;
let loggedOutToken: string;

const someId = '3f2b9c1e-0000-4000-8000-000000000000';
const adminCalls: [method: string, path: string, body?: unknown][] = [
  ['GET', '/api/admin/verify'],
  ['GET', '/api/orders'],
  ['GET', '/api/admin/failed-orders'],
  ['GET', '/api/admin/inventory'],
  ['PATCH', '/api/inventory/focaccia/stock', { stock: 99 }],
  ['PATCH', '/api/inventory/focaccia/price', { price: '0.01' }],
  ['PATCH', '/api/inventory/focaccia/visibility', { visible: false }],
  [
    'PUT',
    '/api/pickup-settings',
    { pickupDate: 'x', pickupAddress: 'x', ordersOpen: false, bannerMessage: 'x', autoManage: false },
  ],
  ['POST', '/api/pickup-settings/auto-update'],
  ['GET', '/api/admin/reviews'],
  ['PATCH', `/api/admin/reviews/${someId}/approve`],
  ['DELETE', `/api/admin/reviews/${someId}`],
  ['GET', '/api/admin/recipes'],
  ['GET', '/api/admin/comments'],
  ['POST', '/api/admin/recipes', { title: 'Stolen', content: 'x' }],
  ['PUT', `/api/admin/recipes/${someId}`, { title: 'Stolen', content: 'x' }],
  ['DELETE', `/api/admin/recipes/${someId}`],
  ['PATCH', `/api/admin/recipes/${someId}/publish`, { published: true }],
  ['PATCH', `/api/admin/comments/${someId}/approve`],
  ['DELETE', `/api/admin/comments/${someId}`],
  ['POST', `/api/admin/comments/${someId}/reply`, { replyText: 'x' }],
  ['DELETE', `/api/admin/comments/${someId}/reply`],
  ['POST', '/api/admin/recipes/upload'],
  ['PUT', '/api/admin/recipes/photo', { photoURL: `/api/uploads/${someId}` }],
  ['GET', '/api/orders?pickupDate=2026-11-27'],
  ['GET', '/api/admin/pickups'],
  ['PATCH', `/api/admin/orders/${someId}/status`, { status: 'cancelled' }],
  ['PATCH', `/api/admin/orders/${someId}/payment`, { paid: true }],
  ['PATCH', `/api/admin/orders/${someId}/refund`, { refunded: true }],
  [
    'POST',
    '/api/admin/orders',
    { pickupLocation: 'home', paymentMethod: 'cash', paid: true, items: [{ product: 'focaccia', quantity: 1 }] },
  ],
  ['PATCH', '/api/inventory/focaccia/flavors/regular/price', { price: '0.01' }],
  ['GET', '/api/admin/bake-list?pickupDate=2026-11-27'],
  ['GET', '/api/admin/bake-days/2026-11-27'],
  ['GET', '/api/admin/orders.csv'],
  ['GET', '/api/admin/order-lines.csv'],
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/subscribers'],
  ['GET', '/api/admin/subscribers.csv'],
  [
    'POST',
    '/api/admin/pickups/notice/preview',
    { pickupDate: '2026-11-27', kind: 'other', subject: 'x', message: 'x' },
  ],
  ['POST', '/api/admin/pickups/notice', { pickupDate: '2026-11-27', kind: 'other', subject: 'x', message: 'x' }],
];

async function snapshot() {
  const tables = [
    'inventory',
    'pickup_settings',
    'reviews',
    'recipes',
    'recipe_comments',
    'idempotency_keys',
    'orders',
  ];
  return JSON.stringify(await Promise.all(tables.map((table) => server.db(table).select('*'))));
}

beforeAll(async () => {
  server = await startTestServer();
  const login = async () =>
    (await server.request<{ sessionToken: string }>('POST', '/api/admin/login', TEST_ADMIN)).body.sessionToken;
  expiredToken = await login();
  await server.db('admin_sessions').update({ expiresAt: new Date(Date.now() - 1000).toISOString() });
  loggedOutToken = await login();
  await server.request('POST', '/api/admin/logout', { sessionToken: loggedOutToken });
});
afterAll(() => server.stop());

describe.each([
  ['no token', () => ({})],
  ['a wrong token', () => ({ Authorization: 'Bearer not-a-session' })],
  ['an expired token', () => ({ Authorization: `Bearer ${expiredToken}` })],
  ['a logged-out token', () => ({ Authorization: `Bearer ${loggedOutToken}` })],
])('with %s', (_name, headers) => {
  it.each(adminCalls)('%s %s answers 401 and changes nothing', async (method, path, body) => {
    const before = await snapshot();
    const answer = await server.request<ApiError>(method, path, body, headers());
    expect(answer.status).toBe(401);
    expect(answer.body.reason).toBe('unauthorized');
    expect(await snapshot()).toBe(before);
  });
});
