import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BakeryDb } from '../db/bakery-db';
import { OutboxStore } from '../db/outbox-store';
import { OfflineError } from '../lib/api-client';
import { callerOf, type Caller } from '../lib/calls';
import { startTestServer, type TestServer } from '../../../sync-server/src/testing/test-server';
import { orderPayload, stockOf } from '../../../sync-server/src/testing/orders';
import { adminEdits } from './admin-edits';
import { createAdminTransport } from '../sync/admin-outbox';
import { Outbox } from '../sync/outbox';

/**
 * The owner's outbox against the real server over HTTP: edits made offline reach it once,
 * a replay after a lost answer changes nothing more, and a stock edit merges with an order
 * placed online meanwhile.
 */
let server: TestServer;
let db: BakeryDb;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.adminToken();
  db = new BakeryDb(`outbox-server-${crypto.randomUUID()}`);
});
afterAll(async () => {
  db.close();
  await server.stop();
});

/** The owner's calls, pointed at the test server; `afterAnswer` may lose the answer (throw) after the server did it. */
const ownerCalls = (afterAnswer?: () => void) =>
  callerOf({ baseUrl: server.url, session: { token: () => token }, afterAnswer });

/** The real admin transport, pointed at the test server; `loseAnswers` drops that many answers. */
function transport(loseAnswers = 0) {
  return createAdminTransport({
    registry: adminEdits,
    call: ownerCalls(() => {
      if (loseAnswers-- > 0) throw new OfflineError(); // the server did it; the phone never heard
    }),
  });
}

describe('the admin outbox against the server', () => {
  it('applies an edit once when its answer was lost and it is sent again', async () => {
    const outbox = new Outbox(new OutboxStore('admin', db), transport(1));
    const before = await stockOf(server, 'bagels');
    const { outcome } = await outbox.add({
      kind: 'set-stock',
      payload: { kind: 'set-stock', id: 'bagels', stock: before + 5, baseStock: before },
      description: 'Bagels +5',
    });
    expect(await outcome).toEqual({ kind: 'queued' });
    await outbox.flush();
    expect(await outbox.store.all()).toEqual([]);
    expect(await stockOf(server, 'bagels')).toBe(before + 5);
    const keys = await server.db('idempotency_keys').where('scope', 'like', '%/api/inventory/bagels/stock');
    expect(keys).toHaveLength(1);
  });

  it('merges a stock edit made offline with an order placed online meanwhile', async () => {
    await server.request('PATCH', '/api/inventory/focaccia/stock', { stock: 10 }, { Authorization: `Bearer ${token}` });
    const outbox = new Outbox(new OutboxStore('admin', db), {
      send: () => Promise.reject(new OfflineError()), // the market: no signal
    });
    await (
      await outbox.add({
        kind: 'set-stock',
        payload: { kind: 'set-stock', id: 'focaccia', stock: 10, baseStock: 10 },
        description: 'Focaccia to 10',
      })
    ).outcome;

    const sold = await server.request(
      'POST',
      '/api/orders',
      await orderPayload(server, 'online-shopper', [{ productId: 'focaccia', quantity: 2 }]),
    );
    expect(sold.status).toBe(201);

    const answers: unknown[] = [];
    const online = new Outbox(outbox.store, transport(), { sent: (_entry, answer) => answers.push(answer) });
    await online.flush();
    // The answer as its kind's schema reads it: the merge, and the product as it now stands.
    expect(answers).toEqual([
      expect.objectContaining({ merged: true, from: 8, to: 8, item: expect.objectContaining({ name: 'Focaccia' }) }),
    ]);
    expect(await stockOf(server, 'focaccia')).toBe(8);
  });

  it('sends a day of edits in order, each once', async () => {
    const outbox = new Outbox(new OutboxStore('admin', db), transport());
    const offline = new Outbox(outbox.store, { send: () => Promise.reject(new OfflineError()) });
    for (const price of ['3.10', '3.20', '3.30']) {
      await (
        await offline.add({
          kind: 'set-price',
          payload: { kind: 'set-price', id: 'burger-buns', price },
          description: price,
        })
      ).outcome;
    }
    await offline.add({
      kind: 'set-visibility',
      payload: { kind: 'set-visibility', id: 'burger-buns', visible: false },
      description: 'hide',
    });
    await outbox.flush();
    const row = (await server.db('inventory').where({ id: 'burger-buns' }).first()) as {
      price: number;
      visible: number;
    };
    expect(row).toMatchObject({ price: 3.3, visible: 0 });
    expect(await outbox.store.all()).toEqual([]);
  });

  it("sends a day of queued edits in batches, each once even when a batch's answer was lost", async () => {
    const store = new OutboxStore('admin', db);
    await server.request(
      'PATCH',
      '/api/inventory/burger-buns/stock',
      { stock: 100 },
      { Authorization: `Bearer ${token}` },
    );
    const offline = new Outbox(store, { send: () => Promise.reject(new OfflineError()) });
    for (let i = 0; i < 150; i++) {
      await offline.add({
        kind: 'set-stock',
        payload: { kind: 'set-stock', id: 'burger-buns', stock: 101, baseStock: 100 },
        description: `Burger Buns +1 (${i})`,
      });
    }
    await offline.add({
      kind: 'set-price',
      payload: { kind: 'set-price', id: 'burger-buns', price: '2.75' },
      description: 'price',
    });
    await offline.flush();
    const requests: string[] = [];
    const call = ownerCalls(() => {
      if (requests.length === 1) throw new OfflineError(); // the first batch applied, its answer lost
    });
    const counting: Caller = (name, ...args) => {
      requests.push(name);
      return call(name, ...args);
    };
    const online = new Outbox(store, createAdminTransport({ registry: adminEdits, call: counting }));
    while ((await store.first()) !== undefined) await online.flush();
    expect(await stockOf(server, 'burger-buns')).toBe(250);
    expect((await server.db('inventory').where({ id: 'burger-buns' }).first()).price).toBe(2.75);
    // 100, the same 100 again (replayed, not applied), then the last 51: batches, not 151 calls.
    expect(requests).toEqual(['owner.edits', 'owner.edits', 'owner.edits']);
  });
});
