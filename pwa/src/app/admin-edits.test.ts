import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { bakeryDb, type OutboxEntry } from '../db/bakery-db';
import { ApiRequestError } from '../lib/api-client';
import { droppedWith } from '../sync/admin-edit-kind';
import { createAdminTransport, dropAdminEdit, submitAdminEdit } from '../sync/admin-outbox';
import { adminEdits } from './admin-edits';

/**
 * The owner's edits are checked with the shared schema before they are queued: a value the
 * server would refuse is never kept, so it cannot stop the queue behind it. An entry read back
 * from IndexedDB is parsed with its kind's schema, never cast.
 */
const queued = () => bakeryDb.outbox.where('queue').equals('admin').toArray();

describe('an edit the owner types', () => {
  it('is not queued when the server would refuse it (a stock of 250000)', async () => {
    const outcome = await submitAdminEdit(
      new QueryClient(),
      { kind: 'set-stock', id: 'focaccia', stock: 250_000, baseStock: 4 },
      'Stock of Focaccia to 250000',
    );
    expect(outcome).toEqual({
      kind: 'invalid',
      error: 'Stock above 100000 is surely a typo',
      issues: [{ path: 'stock', message: 'Stock above 100000 is surely a typo' }],
    });
    expect(await queued()).toEqual([]);
  });

  it.each([
    ['a negative price', { kind: 'set-price', id: 'focaccia', price: '-1' }],
    ['a price with three decimals', { kind: 'set-price', id: 'focaccia', price: '1.005' }],
    [
      'a flavor price for a made-up product id',
      { kind: 'set-flavor-price', id: 'Focaccia!', flavor: 'regular', price: '9' },
    ],
  ] as const)('is not queued with %s', async (_label, edit) => {
    const outcome = await submitAdminEdit(new QueryClient(), edit, 'x');
    expect(outcome.kind).toBe('invalid');
    expect(await queued()).toEqual([]);
  });

  it('is queued when valid, and kept while the server cannot be reached', async () => {
    const outcome = await submitAdminEdit(
      new QueryClient(),
      { kind: 'set-stock', id: 'focaccia', stock: 12, baseStock: 4 },
      'Stock of Focaccia to 12',
    );
    expect(outcome).toEqual({ kind: 'queued' });
    // Kept as the shared union's edit, by its name.
    expect((await queued()).map((entry) => [entry.kind, entry.payload])).toEqual([
      ['set-stock', { kind: 'set-stock', id: 'focaccia', stock: 12, baseStock: 4 }],
    ]);
    await bakeryDb.outbox.clear();
  });
});

describe('an entry read back from IndexedDB', () => {
  const entry = (kind: string, payload: unknown): OutboxEntry => ({
    queue: 'admin',
    idempotencyKey: 'key-1',
    kind,
    payload,
    description: 'x',
    status: 'pending',
    attempts: 0,
    createdAt: 0,
  });
  const transport = createAdminTransport({
    registry: adminEdits,
    call: async () => {
      throw new Error('must not be sent');
    },
  });

  it.each([
    ['an unknown kind', entry('burn-the-toast', { kind: 'burn-the-toast' })],
    ['a kind named like an Object member', entry('constructor', { kind: 'constructor' })],
    ['an edit that does not fit its kind', entry('set-stock', { kind: 'set-stock', id: 'focaccia', stock: 'lots' })],
    ["an earlier version's entry no upgrade carried across", entry('setStock', { id: 'focaccia', stock: 3 })],
  ])('is refused, not sent, when it is %s', async (_label, stored) => {
    await expect(transport.send(stored)).rejects.toBeInstanceOf(ApiRequestError);
  });
});

describe('a refused stall sale she drops', () => {
  const date = '2026-12-05';
  const saleA = '7b0c5a34-6f0e-4d7c-9a43-2f7e0c1d5a01';
  const saleB = '7b0c5a34-6f0e-4d7c-9a43-2f7e0c1d5a02';
  const sale = (id: string) => ({
    kind: 'record-stall-sale' as const,
    date,
    id,
    lines: [{ product: 'bagels', flavor: 'plain', quantity: 2 }],
    paymentMethod: 'venmo' as const,
    total: '7.00',
    soldAt: '2026-12-05T16:00:00.000Z',
  });
  const undo = (id: string, on = date) => ({ kind: 'undo-stall-sale' as const, date: on, id });
  const stored = (
    seq: number,
    payload: { kind: string; [field: string]: unknown },
    status: OutboxEntry['status'] = 'pending',
  ): OutboxEntry => ({
    seq,
    queue: 'admin',
    idempotencyKey: `key-${seq}`,
    kind: payload.kind,
    payload,
    description: payload.kind,
    status,
    attempts: 0,
    createdAt: seq,
  });
  const queue = [
    stored(1, sale(saleA), 'failed'),
    stored(2, sale(saleB)),
    stored(3, { kind: 'set-stock', id: 'focaccia', stock: 4, baseStock: 6 }),
    stored(4, undo(saleB)),
    stored(5, undo(saleA)),
    stored(6, undo(saleA, '2026-12-12')), // another day's sale of that id: not this one
  ];

  it.each([
    ['the refused sale: its undo goes with it', 1, [1, 5]],
    ['a sale still waiting: its undo goes with it, the other sale stays', 2, [2, 4]],
    ['an edit nothing needs: it alone', 3, [3]],
    ['an undo: it alone, the sale stays', 5, [5]],
  ])('drops %s', (_label, seq, dropped) => {
    expect(droppedWith(queue, seq, adminEdits)).toEqual(dropped);
  });

  it('leaves nothing behind that the server could only refuse again', async () => {
    await bakeryDb.outbox.bulkAdd(queue);
    await dropAdminEdit(new QueryClient(), 1);
    // The rest waits for the connection, in order, the sale's undo no longer among them.
    expect((await queued()).map((entry) => entry.seq)).toEqual([2, 3, 4, 6]);
    await bakeryDb.outbox.clear();
  });
});
