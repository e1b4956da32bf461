import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '#shared/api';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { orderPayload } from '../testing/orders';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy';
import { createTestDatabase, testingOnPostgres, type TestDatabase } from '../testing/test-database';
import { startTestServerOn, type TestServer } from '../testing/test-server';
import { timeLimit } from '../testing/time-limits';

/**
 * PostgreSQL stopping under a running server (issue 24: 65 answers of 500 in a six-second
 * restart). The server reaches the database through a proxy the test cuts, so the cluster
 * the other test files use stays up. PostgreSQL's pass only: a SQLite file cannot go away.
 */
describe.skipIf(!testingOnPostgres())('while the database is unreachable', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let server: TestServer;
  let auth: Record<string, string>;
  const logged = vi.spyOn(console, 'error');
  const info = vi.spyOn(console, 'log');

  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.target.client !== 'postgres') throw new Error('PostgreSQL only');
    const url = new URL(database.target.url);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port) });
    url.host = `127.0.0.1:${proxy.port}`;
    const viaProxy = { ...database, env: { ...database.env, DATABASE_URL: url.toString() } };
    server = await startTestServerOn(viaProxy, mkdtempSync(path.join(tmpdir(), 'bakery-outage-')), {
      LOG_LEVEL: 'info',
    });
    auth = { Authorization: `Bearer ${await server.adminToken()}` };
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await database?.drop();
    logged.mockRestore();
    info.mockRestore();
  });

  it('answers 503 with Retry-After (never 500), logs it once, and serves again once it is back', async () => {
    const payload = await orderPayload(server, 'outage-shopper', [{ productId: 'focaccia', quantity: 1 }]);
    expect((await server.request('POST', '/api/orders', payload)).status).toBe(201);
    logged.mockClear();

    await proxy.cut();
    const calls = () => [
      server.request<ApiError>('POST', '/api/orders', { ...payload, sessionId: 'outage-shopper-2' }),
      server.request<ApiError>('POST', '/api/cart/reserve', {
        sessionId: 'outage-cart',
        productId: 'bagels',
        quantity: 1,
      }),
      server.request<ApiError>('GET', '/api/orders', undefined, auth),
      server.request<ApiError>('PATCH', '/api/inventory/bagels/stock', { stock: 3 }, auth),
      server.request<ApiError>('GET', '/api/ready'),
    ];
    const answers = [];
    for (let round = 0; round < 4; round++) answers.push(...(await Promise.all(calls())));
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      if (answer.body.reason) expect(answer.body.reason).toBe('database-unavailable');
    }
    expect(answers.filter((answer) => answer.headers.get('retry-after') === '5')).toHaveLength(16); // all but /api/ready
    const lines = logged.mock.calls.map((call) => String(call[0]));
    expect(lines.filter((line) => line.startsWith('database: unreachable'))).toHaveLength(1);
    expect(lines.filter((line) => !line.startsWith('database: unreachable'))).toEqual([]);

    await proxy.restore();
    await expect
      .poll(async () => (await server.request('GET', '/api/orders', undefined, auth)).status, {
        timeout: timeLimit(10_000),
      })
      .toBe(200);
    await expect
      .poll(() => info.mock.calls.filter((call) => String(call[0]).startsWith('database: reachable again')).length, {
        timeout: timeLimit(5000),
      })
      .toBe(1);
    expect(
      logged.mock.calls.map((call) => String(call[0])).filter((line) => !line.startsWith('database: unreachable')),
    ).toEqual([]);
  });
});
