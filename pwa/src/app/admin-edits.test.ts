import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { bakeryDb, type OutboxEntry } from '../db/bakery-db';
import { inventoryEdits } from '../features/admin-inventory/edits';
import { ApiRequestError } from '../lib/api-client';
import { createAdminTransport, submitAdminEdit } from '../sync/admin-outbox';
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
      inventoryEdits,
      'setStock',
      { id: 'focaccia', name: 'Focaccia', stock: 250_000, baseStock: 4 },
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
    ['a negative price', 'setPrice', { id: 'focaccia', name: 'Focaccia', price: '-1' }],
    ['a price with three decimals', 'setPrice', { id: 'focaccia', name: 'Focaccia', price: '1.005' }],
    [
      'a flavor price for a made-up product id',
      'setFlavorPrice',
      { id: 'Focaccia!', name: 'F', flavor: 'regular', price: '9' },
    ],
  ] as const)('is not queued with %s', async (_label, kind, payload) => {
    const outcome = await submitAdminEdit(new QueryClient(), inventoryEdits, kind, payload as never, 'x');
    expect(outcome.kind).toBe('invalid');
    expect(await queued()).toEqual([]);
  });

  it('is queued when valid, and kept while the server cannot be reached', async () => {
    const outcome = await submitAdminEdit(
      new QueryClient(),
      inventoryEdits,
      'setStock',
      { id: 'focaccia', name: 'Focaccia', stock: 12, baseStock: 4 },
      'Stock of Focaccia to 12',
    );
    expect(outcome).toEqual({ kind: 'queued' });
    expect((await queued()).map((entry) => [entry.kind, entry.payload])).toEqual([
      ['setStock', { id: 'focaccia', name: 'Focaccia', stock: 12, baseStock: 4 }],
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
    request: async () => {
      throw new Error('must not be sent');
    },
  });

  it.each([
    ['an unknown kind', entry('burnTheToast', {})],
    ['a kind named like an Object member', entry('constructor', {})],
    ['a payload that does not fit its kind', entry('setStock', { id: 'focaccia', stock: 'lots' })],
  ])('is refused, not sent, when it is %s', async (_label, stored) => {
    await expect(transport.send(stored)).rejects.toBeInstanceOf(ApiRequestError);
  });
});
