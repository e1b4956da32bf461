import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { OWNER_SOCKET_UNAUTHORIZED, type OwnerLiveMessage } from '#shared/owner-live';
import { asOwner, placeOrder } from '../testing/owner';
import { startTestServer, type TestServer } from '../testing/test-server';
import { timeLimit } from '../testing/time-limits';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/** A socket that keeps every message and can wait for one, or for its close code. */
function connect(path: string) {
  const socket = new WebSocket(server.url.replace('http', 'ws') + path);
  const messages: OwnerLiveMessage[] = [];
  const listeners = new Set<() => void>();
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as OwnerLiveMessage);
    for (const listener of listeners) listener();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const opened = new Promise<void>((resolve) => socket.on('open', () => resolve()));
  const next = (test: (m: OwnerLiveMessage) => boolean, timeoutMs = timeLimit(4000)) =>
    new Promise<OwnerLiveMessage>((resolve, reject) => {
      const check = () => {
        const found = messages.find(test);
        if (found) {
          listeners.delete(check);
          clearTimeout(timer);
          resolve(found);
        }
      };
      const timer = setTimeout(() => reject(new Error('no such message')), timeoutMs);
      listeners.add(check);
      check();
    });
  return { socket, messages, closed, opened, next };
}

async function signedIn() {
  const owner = connect('/ws/admin');
  await owner.opened;
  owner.socket.send(JSON.stringify({ type: 'auth', token: await server.adminToken() }));
  await owner.next((m) => m.type === 'ready');
  return owner;
}

describe('the owner channel at /ws/admin', () => {
  it('tells her other phone that a market day changed: a day started, a sale over the table', async () => {
    const owner = await signedIn();
    const date = '2031-06-07';
    await asOwner(server, 'POST', '/api/admin/market-days', {
      date,
      brought: [{ product: 'orange-biscotti', quantity: 2 }],
      openingCash: '0',
      releaseAfter: null,
    });
    await owner.next((m) => m.type === 'market-day' && m.date === date);
    owner.messages.length = 0;
    await asOwner(server, 'POST', `/api/admin/market-days/${date}/sales`, {
      id: crypto.randomUUID(),
      lines: [{ product: 'orange-biscotti', quantity: 1 }],
      paymentMethod: 'cash',
      total: '3.00',
      soldAt: new Date().toISOString(),
    });
    expect(await owner.next((m) => m.type === 'market-day')).toEqual({ type: 'market-day', date });
    owner.socket.close();
  });

  it('brings a new order and its status and payment changes to a signed-in owner', async () => {
    const owner = await signedIn();
    const order = await placeOrder(server, 'live-owner-1', [{ productId: 'sandwich-bread', quantity: 1 }]);
    const arrived = await owner.next((m) => m.type === 'order' && m.order.id === order.id);
    expect(arrived).toMatchObject({ type: 'order', order: { number: order.number, status: 'placed' } });

    await asOwner(server, 'PATCH', `/api/admin/orders/${order.id}/status`, { status: 'ready' });
    await owner.next((m) => m.type === 'order' && m.order.id === order.id && m.order.status === 'ready');
    await asOwner(server, 'PATCH', `/api/admin/orders/${order.id}/payment`, { paid: true });
    await owner.next((m) => m.type === 'order' && m.order.id === order.id && m.order.paymentStatus === 'paid');
    owner.socket.close();
  });

  it('closes a socket with a wrong token or no auth message with 4401, telling it nothing', async () => {
    const stranger = connect('/ws/admin');
    await stranger.opened;
    stranger.socket.send(JSON.stringify({ type: 'auth', token: 'not-a-session' }));
    expect(await stranger.closed).toBe(OWNER_SOCKET_UNAUTHORIZED);

    const junk = connect('/ws/admin');
    await junk.opened;
    junk.socket.send('hello');
    expect(await junk.closed).toBe(OWNER_SOCKET_UNAUTHORIZED);
    expect([...stranger.messages, ...junk.messages]).toEqual([]);
  });

  it('ends the channel after the owner logs out', async () => {
    const owner = await signedIn();
    const token = await server.adminToken();
    await server.request('POST', '/api/admin/logout', undefined, { Authorization: `Bearer ${token}` });
    await placeOrder(server, 'live-owner-2', [{ productId: 'sandwich-bread', quantity: 1 }]);
    expect(await owner.closed).toBe(OWNER_SOCKET_UNAUTHORIZED);
    expect(owner.messages.filter((m) => m.type === 'order')).toEqual([]);
  });

  it('never carries an order on the public socket', async () => {
    const shopper = connect('/ws');
    await shopper.opened;
    await placeOrder(server, 'live-owner-3', [{ productId: 'sandwich-bread', quantity: 1 }]);
    // The inventory message of that order proves the public socket heard of it.
    await shopper.next((m) => (m as { type: string }).type === 'inventory');
    expect(JSON.stringify(shopper.messages)).not.toContain('live-owner-3');
    expect(shopper.messages.some((m) => m.type === 'order')).toBe(false);
    shopper.socket.close();
  });
});
