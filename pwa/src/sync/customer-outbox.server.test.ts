import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../sync-server/src/testing/test-server';
import { BakeryDb } from '../db/bakery-db';
import { OutboxStore } from '../db/outbox-store';
import { OfflineError } from '../lib/api-client';
import { callerOf, type Caller } from '../lib/calls';
import type { CustomerMessage } from './customer-message';
import { createCustomerTransport } from './customer-outbox';
import { Outbox } from './outbox';

/**
 * A customer's outbox against the real server: what she wrote offline is kept as a call by name
 * and sent as that call once the connection is back, each once under its Idempotency-Key; an
 * entry this version cannot read is let go with nothing sent.
 */
let server: TestServer;
let db: BakeryDb;
const recipeId = crypto.randomUUID();

beforeAll(async () => {
  server = await startTestServer();
  db = new BakeryDb(`customer-outbox-${crypto.randomUUID()}`);
  const at = new Date().toISOString();
  await server.db('recipes').insert({
    id: recipeId,
    slug: 'outbox-focaccia',
    title: 'Outbox Focaccia',
    description: 'Crisp outside, soft inside.',
    content: 'Mix and bake.',
    tags: JSON.stringify(['bread']),
    difficulty: 'Easy',
    published: true,
    publishedAt: at,
    createdAt: at,
    updatedAt: at,
  });
});
afterAll(async () => {
  db.close();
  await server.stop();
});

/** The customer's calls to the test server, each name written down as it goes. */
function recordingCalls() {
  const sent: string[] = [];
  const call = callerOf({ baseUrl: server.url });
  const recording: Caller = (name, ...args) => {
    sent.push(name);
    return call(name, ...args);
  };
  return { sent, call: recording };
}

/** Keeps messages as the app does while offline (nothing is sent), then returns the online outbox. */
async function keptOffline(messages: CustomerMessage[], call: Caller): Promise<Outbox> {
  const store = new OutboxStore('customer', db);
  const offline = new Outbox(store, { send: () => Promise.reject(new OfflineError()) });
  for (const message of messages)
    await offline.add({ kind: message.call, payload: message, description: message.call });
  return new Outbox(store, createCustomerTransport(call));
}

describe("the customer's outbox against the server", () => {
  it('sends a comment to its recipe and gives back a hold, each as its call', async () => {
    const sessionId = `outbox-${crypto.randomUUID()}`;
    const hold = await server.request<{ reservation: { id: string } }>('POST', '/api/cart/reserve', {
      sessionId,
      productId: 'focaccia',
      quantity: 1,
    });
    const holdId = hold.body.reservation.id;
    const { sent, call } = recordingCalls();
    const outbox = await keptOffline(
      [
        {
          call: 'message.comment',
          request: { params: { id: recipeId }, body: { recipeId, authorName: 'Ann', commentText: 'Kept offline' } },
          sentNotice: 'Your comment was sent.',
        },
        { call: 'cart.release', request: { params: { id: holdId } }, sentNotice: '' },
      ],
      call,
    );
    await outbox.flush();

    expect(sent).toEqual(['message.comment', 'cart.release']);
    expect(await outbox.store.all()).toEqual([]);
    expect(await server.db('recipe_comments').where({ recipeId, commentText: 'Kept offline' })).toHaveLength(1);
    expect(await server.db('cart_reservations').where({ id: holdId })).toEqual([]);
  });

  it.each([
    ['a call it does not keep', { call: 'order.cancel', request: { params: { id: 'x' } }, sentNotice: '' }],
    [
      'a message its call would refuse',
      { call: 'message.contact', request: { body: { email: 'ann' } }, sentNotice: '' },
    ],
    ['a message of an older version', { url: '/api/contact', body: {}, sentNotice: '' }],
  ])('lets %s go, with nothing sent', async (_label, payload) => {
    const store = new OutboxStore('customer', db);
    const { sent, call } = recordingCalls();
    const outbox = new Outbox(store, createCustomerTransport(call));
    const { entry, outcome } = await outbox.add({ kind: 'message.contact', payload, description: 'Your message' });
    expect(await outcome).toMatchObject({ kind: 'refused', reason: 'unreadable-message' });
    expect(sent).toEqual([]);
    await outbox.discard(entry.seq!);
  });
});
