import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../sync-server/src/testing/test-server';
import { OfflineError } from '../lib/api-client';
import { callerOf } from '../lib/calls';
import { readCustomerMessage } from '../sync/customer-message';
import { createCustomerTransport } from '../sync/customer-outbox';
import { Outbox } from '../sync/outbox';
import { BakeryDb, type OutboxEntry } from './bakery-db';
import { OutboxStore } from './outbox-store';

/**
 * A phone that queued a customer's messages with version 2 of the app opens version 3: each is
 * carried across as the call it was, by name, with its Idempotency-Key, readable by this version's
 * union (so it is sent as the same call); one it cannot read is dropped, so nothing of it is sent.
 */
const recipeId = '3f2b9c1e-1111-4222-8333-444455556666';
const contact = { email: 'ann@example.com', subject: 'Saturday', message: 'Do you have rye this week?' };
const review = { customerName: 'Ann', rating: 5, reviewText: 'The focaccia is the best in town.' };
const comment = { recipeId, authorName: 'Ann', authorEmail: 'no-reply@bridgerglutenfree.com', commentText: 'Lovely!' };

/** Version 2's entries (as its outbox wrote them) and what each must become. */
const carried: [version2: object, version3: object][] = [
  [
    { url: '/api/contact', body: contact, sentNotice: 'Your message reached the bakery.' },
    { call: 'message.contact', request: { body: contact }, sentNotice: 'Your message reached the bakery.' },
  ],
  [
    { url: '/api/reviews', body: review, sentNotice: 'Your review was sent.' },
    { call: 'message.review', request: { body: review }, sentNotice: 'Your review was sent.' },
  ],
  [
    { url: `/api/recipes/${recipeId}/comments`, body: comment, sentNotice: 'Your comment was sent.' },
    {
      call: 'message.comment',
      request: { params: { id: recipeId }, body: comment },
      sentNotice: 'Your comment was sent.',
    },
  ],
  [
    { method: 'DELETE', url: '/api/cart/reserve/hold%201', body: undefined, sentNotice: '' },
    { call: 'cart.release', request: { params: { id: 'hold 1' } }, sentNotice: '' },
  ],
];

/** What version 3 cannot read: each is dropped. */
const unreadable: [label: string, payload: unknown][] = [
  ['an address no call of the outbox has', { url: '/api/orders', body: {}, sentNotice: '' }],
  ['a method its address is not sent with', { method: 'GET', url: '/api/reviews', body: review, sentNotice: '' }],
  ['a message without its body', { url: '/api/contact', sentNotice: 'Sent' }],
  ['a release with a body', { method: 'DELETE', url: '/api/cart/reserve/h1', body: review, sentNotice: '' }],
  ['an id that is not an encoded one', { method: 'DELETE', url: '/api/cart/reserve/%E0%A4%A', sentNotice: '' }],
  ['no address at all', { body: contact, sentNotice: 'Sent' }],
  ['not an object', 'POST /api/contact'],
];

const queued = (
  queue: OutboxEntry['queue'],
  kind: string,
  payload: unknown,
  key: string,
): Omit<OutboxEntry, 'seq'> => ({
  queue,
  idempotencyKey: key,
  kind,
  payload,
  description: kind,
  status: 'pending',
  attempts: 1,
  createdAt: 1,
});

/** A database as version 2 of the app left it: its versions, its tables, these rows. */
async function versionTwo(name: string, outbox: Omit<OutboxEntry, 'seq'>[]) {
  const old = new Dexie(name);
  old.version(1).stores({ cache: 'key', outbox: '++seq, queue, [queue+status]', files: 'id', meta: 'key' });
  old.version(2);
  await old.table('outbox').bulkAdd(outbox);
  old.close();
}

async function openedEntries(name: string): Promise<OutboxEntry[]> {
  const db = new BakeryDb(name);
  const entries = await db.outbox.orderBy('seq').toArray();
  db.close();
  return entries;
}

describe('a phone updated from version 2', () => {
  it("carries the customer's queued messages across by their call's name, in order, keys kept", async () => {
    const name = `upgrade-3-${crypto.randomUUID()}`;
    const kinds = ['contact', 'review', 'comment', 'release'];
    await versionTwo(
      name,
      carried.map(([payload], index) => queued('customer', kinds[index]!, payload, `key-${index}`)),
    );
    const entries = await openedEntries(name);
    expect(entries.map((entry) => entry.payload)).toEqual(carried.map(([, named]) => named));
    expect(entries.map((entry) => entry.idempotencyKey)).toEqual(['key-0', 'key-1', 'key-2', 'key-3']);
    for (const entry of entries) {
      expect(entry.kind).toBe(readCustomerMessage(entry.payload)?.call); // this version reads and sends it
    }
  });

  it.each(unreadable)('drops a message it cannot read: %s', async (_label, payload) => {
    const name = `upgrade-3-${crypto.randomUUID()}`;
    await versionTwo(name, [queued('customer', 'contact', payload, 'key-0')]);
    expect(await openedEntries(name)).toEqual([]);
  });

  it("leaves the owner's edits as they were, beside the messages it carries", async () => {
    const name = `upgrade-3-${crypto.randomUUID()}`;
    const edit = { kind: 'set-stock', id: 'focaccia', stock: 10, baseStock: 8 };
    await versionTwo(name, [
      queued('admin', 'set-stock', edit, 'key-edit'),
      queued('customer', 'review', carried[1]![0], 'key-review'),
      queued('customer', 'contact', { url: '/api/nowhere', body: {}, sentNotice: '' }, 'key-dropped'),
      queued('admin', 'burnTheToast', { id: 'x' }, 'key-unknown'),
    ]);
    const entries = await openedEntries(name);
    expect(entries.map((entry) => [entry.idempotencyKey, entry.kind, entry.payload])).toEqual([
      ['key-edit', 'set-stock', edit],
      ['key-review', 'message.review', carried[1]![1]],
      ['key-unknown', 'burnTheToast', { id: 'x' }],
    ]);
  });
});

describe('a message a phone kept with version 2, after the update', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('reaches the bakery once, even when the answer to its first try was lost', async () => {
    const name = `upgrade-3-${crypto.randomUUID()}`;
    const text = `Kept on a phone since version 2 (${crypto.randomUUID()})`;
    await versionTwo(name, [
      queued(
        'customer',
        'review',
        { url: '/api/reviews', body: { ...review, reviewText: text }, sentNotice: '' },
        'k-1',
      ),
    ]);
    const db = new BakeryDb(name);
    let lose = 1;
    const call = callerOf({
      baseUrl: server.url,
      afterAnswer: () => {
        if (lose-- > 0) throw new OfflineError(); // the bakery kept it; the phone never heard
      },
    });
    const outbox = new Outbox(new OutboxStore('customer', db), createCustomerTransport(call));
    await outbox.flush();
    expect(await outbox.store.all()).toHaveLength(1); // waiting: no answer came
    await outbox.flush();
    expect(await outbox.store.all()).toEqual([]);
    db.close();
    expect(await server.db('reviews').where({ reviewText: text })).toHaveLength(1);
  });
});
