import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../../sync-server/src/testing/test-server';
import { orderPayload, setStock, stockOf } from '../../../sync-server/src/testing/orders';
import { ApiRequestError, OfflineError, UnexpectedAnswerError } from './api-client';
import { callAddress } from './call-runner';
import { callerOf } from './calls';

/**
 * The app's calls by name against the real server: each reaches its entry's address (its path's
 * parameters and its query filled in), and its answer is read as the entry says for the status
 * it came with. What is not the bakery's answer (a proxy's page) is refused whole.
 */
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.adminToken();
});
afterAll(() => server.stop());

const customer = () => callerOf({ baseUrl: server.url });

/** An order placed as the shop places it, with the key of its link. */
async function placedOrder() {
  const call = customer();
  const payload = await orderPayload(server, `calls-${crypto.randomUUID()}`, [{ productId: 'focaccia', quantity: 1 }]);
  const { order, orderPage } = await call('shop.checkout', { body: payload });
  return { order, key: new URL(orderPage, server.url).searchParams.get('t')! };
}

describe('a call by name', () => {
  it("fills in its path's parameters and its query, and answers what its schema parsed", async () => {
    const { order, key } = await placedOrder();
    const { order: seen } = await customer()('order.view', { params: { id: order.id }, query: { t: key } });
    expect(seen).toMatchObject({ id: order.id, number: order.number, status: 'placed' });
  });

  it('answers a file as its text, and nothing for a 204', async () => {
    const { order, key } = await placedOrder();
    const calendar = await customer()('order.calendar', { params: { id: order.id }, query: { t: key } });
    expect(calendar).toMatch(/^BEGIN:VCALENDAR/);

    const sessionId = `calls-${crypto.randomUUID()}`;
    const before = await stockOf(server, 'focaccia');
    const { reservation } = await customer()('cart.reserve', {
      body: { sessionId, productId: 'focaccia', quantity: 1 },
    });
    expect(await customer()('cart.release', { params: { id: reservation.id } })).toBeUndefined();
    const free = await customer()('shop.inventory');
    expect(free.find((item) => item.id === 'focaccia')?.availableStock).toBe(before);
  });

  it("throws the server's refusal with its reason, and sends its body as JSON", async () => {
    await setStock(server, 'burger-buns', 4);
    const refused = await customer()('cart.reserve', {
      body: { sessionId: `calls-${crypto.randomUUID()}`, productId: 'burger-buns', quantity: 5 },
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiRequestError);
    expect(refused).toMatchObject({ status: 409, reason: 'insufficient-stock' });
  });

  it('is an OfflineError when nothing answers', async () => {
    const nowhere = callerOf({ baseUrl: 'http://127.0.0.1:9' });
    await expect(nowhere('shop.inventory')).rejects.toBeInstanceOf(OfflineError);
  });

  it('gives the address a link follows, with the key in its query', async () => {
    expect(await callAddress('order.calendar', { params: { id: 'a b' }, query: { t: 'key-1' } })).toBe(
      '/api/orders/a%20b/calendar.ics?t=key-1',
    );
  });
});

describe("the owner's calls", () => {
  it('carry her bearer token', async () => {
    const signedOut = vi.fn();
    const owner = callerOf({ baseUrl: server.url, session: { token: () => token, signedOut } });
    const stats = await owner('owner.stats');
    expect(stats.pickups).toBeInstanceOf(Array);
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('end her session on this device at a 401, and only then', async () => {
    const signedOut = vi.fn();
    const expired = callerOf({ baseUrl: server.url, session: { token: () => 'not-her-token', signedOut } });
    await expect(expired('owner.stats')).rejects.toMatchObject({ status: 401 });
    expect(signedOut).toHaveBeenCalledTimes(1);
    // A customer's call refused with a 401 (no session to end) is only a refusal.
    await expect(customer()('owner.stats')).rejects.toMatchObject({ status: 401 });
  });
});

describe('an answer that is not the bakery’s', () => {
  let proxy: Server;
  let answer: { status: number; body: string };
  const proxied = () => callerOf({ baseUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` });

  beforeAll(async () => {
    // Something between the phone and the bakery answering in its place (a captive portal).
    proxy = createServer((_request, response) => response.writeHead(answer.status).end(answer.body));
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

  it.each([
    ['a page, not JSON', 200, '<html>Sign in to the Wi-Fi</html>', 'not JSON'],
    // zod's words, or the server's own (http/issue-words.ts) when a test server runs in this process.
    ['JSON of another shape', 200, '{"products":"none"}', /expected array|should be a list/],
    ['a status the call does not answer with', 202, '[]', 'a 202 answer'],
  ])('is refused whole: %s', async (_label, status, body, problem) => {
    answer = { status, body };
    const error = await proxied()('shop.inventory').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(UnexpectedAnswerError);
    expect(error).toMatchObject({ problems: expect.arrayContaining([expect.stringMatching(problem)]) });
  });
});
