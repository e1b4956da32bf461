import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Reservation } from '../db';
import { LiveClient } from '../testing/live-client';
import { placeOrder } from '../testing/owner';
import { setStock } from '../testing/orders';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * GET /metrics (docs/operations.md, "Metrics"): off without METRICS_TOKEN, refused without the
 * token, and each figure it gives equal to what the database and the sockets say, counted here by
 * hand.
 */
const TOKEN = 'metrics-token-for-the-test';

/** The value of one series, e.g. `bakery_orders{status="placed"}`. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  if (!line) throw new Error(`no ${series} in:\n${text.slice(0, 2000)}`);
  return Number(line.slice(series.length + 1));
}

describe('metrics', () => {
  let server: TestServer;
  let plain: TestServer;
  beforeAll(async () => {
    [server, plain] = await Promise.all([startTestServer({ METRICS_TOKEN: TOKEN }), startTestServer()]);
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), plain?.stop()]);
  });

  const scrape = (token?: string) =>
    fetch(`${server.url}/metrics`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

  it('are not there without METRICS_TOKEN, and refused without the token or with another', async () => {
    const off = await fetch(`${plain.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(await off.text()).not.toContain('bakery_http_requests_total');
    for (const token of [undefined, 'not-the-token-at-all-but-long']) {
      const refused = await scrape(token);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({
        error: 'The metrics need their token: Authorization: Bearer <METRICS_TOKEN>',
        reason: 'unauthorized',
      });
    }
  });

  it('count requests by route and status, and give holds, orders, the outbox, backups and sockets as the database has them', async () => {
    await setStock(server, 'focaccia', 20);
    const live = new LiveClient(server.url);
    await live.next((message) => message.type === 'snapshot');
    const holder = randomUUID();
    expect(
      (await server.request('POST', '/api/cart/reserve', { sessionId: holder, productId: 'focaccia', quantity: 3 }))
        .status,
    ).toBe(201);
    const refused = await server.request('POST', '/api/cart/reserve', {
      sessionId: holder,
      productId: 'focaccia',
      quantity: 99,
    });
    expect(refused.status).toBe(409);
    await placeOrder(server, randomUUID(), [{ productId: 'focaccia', quantity: 2 }]);
    await placeOrder(server, randomUUID(), [{ productId: 'focaccia', quantity: 1 }]);
    // The orders' mail delivered first: the mailer sending between the scrape and the count below
    // made them differ (CI run 50, on PostgreSQL).
    await server.running.deps.mailer.drain();

    const answer = await scrape(TOKEN);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    const text = await answer.text();

    // By hand, from what was asked above and from the database.
    expect(valueOf(text, 'bakery_http_requests_total{method="POST",route="/api/cart/reserve",status="201"}')).toBe(1);
    expect(valueOf(text, 'bakery_http_requests_total{method="POST",route="/api/cart/reserve",status="409"}')).toBe(1);
    expect(valueOf(text, 'bakery_http_requests_total{method="POST",route="/api/orders",status="201"}')).toBe(2);
    const held = (await server
      .db(Reservation.tableName)
      .where('expiresAt', '>', server.clock.now().toISOString())
      .sum({ units: 'quantity' })) as {
      units: unknown;
    }[];
    expect(valueOf(text, 'bakery_held_units')).toBe(Number(held[0]!.units));
    expect(valueOf(text, 'bakery_held_units')).toBe(3); // the holder's 3; the two orders used their own holds
    const placed = (await server.db('orders').where({ status: 'placed' }).count({ n: '*' })) as { n: unknown }[];
    expect(valueOf(text, 'bakery_orders{status="placed"}')).toBe(Number(placed[0]!.n));
    expect(Number(placed[0]!.n)).toBe(2);
    const waiting = (await server
      .db('mail_outbox')
      .where({ channel: 'mail', status: 'pending' })
      .count({ n: '*' })) as {
      n: unknown;
    }[];
    expect(valueOf(text, 'bakery_outbox{channel="mail",status="pending"}')).toBe(Number(waiting[0]!.n));
    expect(valueOf(text, 'bakery_outbox{channel="push",status="failed"}')).toBe(0);
    expect(valueOf(text, 'bakery_live_sockets{channel="shop"}')).toBe(1);
    expect(valueOf(text, 'bakery_live_sockets{channel="owner"}')).toBe(0);
    expect(valueOf(text, 'bakery_backups')).toBe(0);
    expect(valueOf(text, 'bakery_backup_last_taken_seconds')).toBe(0);
    // The process's own, from prom-client.
    expect(text).toContain('bakery_process_resident_memory_bytes');
    expect(text).toContain('bakery_nodejs_eventloop_lag_p99_seconds');
    live.socket.close();
  });

  it('label a path nobody has as not-found, never as itself', async () => {
    await fetch(`${server.url}/api/no-such-call-${randomUUID()}`);
    const text = await (await scrape(TOKEN)).text();
    expect(text).toMatch(/bakery_http_requests_total\{method="GET",route="not-found",status="404"\} \d+/);
    expect(text).not.toContain('no-such-call');
  });
});
