import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api';
import type { OwnerEditInput, OwnerEditResults } from '#shared/owner-edits';
import type { LiveMessage } from '#shared/live';
import { LiveClient } from '../testing/live-client';
import { listedStock } from '../testing/orders';
import { asOwner } from '../testing/owner';
import { startTestServer, type TestServer } from '../testing/test-server';

/** POST /api/admin/edits: the owner's queued edits in batches, each applied once, in order. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/** One of her edits as her outbox sends it: with its own Idempotency-Key. */
const keyed = (edit: OwnerEditInput | { kind: string }) => ({ key: randomUUID(), edit });
const plusOne = (id: string, seen: number) => keyed({ kind: 'set-stock', id, stock: seen + 1, baseStock: seen });
/** A review waiting for the owner's approval; its id. */
async function pendingReview(customerName: string): Promise<string> {
  const id = randomUUID();
  await server.db('reviews').insert({
    id,
    customerName,
    rating: 5,
    reviewText: 'Lovely',
    approved: false,
    createdAt: new Date().toISOString(),
  });
  return id;
}
const send = (edits: unknown[]) => asOwner<OwnerEditResults & ApiError>(server, 'POST', '/api/admin/edits', { edits });

describe('a batch of edits', () => {
  it('applies each edit once, in order, and a batch sent again changes nothing more', async () => {
    await asOwner(server, 'PATCH', '/api/inventory/bagels/stock', { stock: 100 });
    const edits = Array.from({ length: 100 }, () => plusOne('bagels', 100));
    const first = await send(edits);
    expect(first.status).toBe(200);
    expect(first.body.results).toHaveLength(100);
    expect(first.body.results.every((result) => result.status === 200)).toBe(true);
    expect(await listedStock(server, 'bagels')).toBe(200); // each "+1 on the 100 I saw" merged once
    // Each answer is the product as its own edit left it, not as the batch did.
    const answers = first.body.results.map(
      (result) => result.body as { from: number; to: number; item: { stock: number } },
    );
    expect(answers.map(({ from, to, item }) => [from, to, item.stock])).toEqual(
      Array.from({ length: 100 }, (_, i) => [100 + i, 101 + i, 101 + i]),
    );
    const again = await send(edits);
    expect(again.body.results).toEqual(first.body.results);
    expect(await listedStock(server, 'bagels')).toBe(200);
  });

  it('shares keys with the single calls: an edit sent alone, then in a batch, applies once', async () => {
    const reviewId = await pendingReview('Kay');
    const approve = keyed({ kind: 'approve-review', id: reviewId });
    const remove = keyed({ kind: 'delete-review', id: reviewId });
    const approved = await asOwner(server, 'PATCH', `/api/admin/reviews/${reviewId}/approve`, undefined, approve.key);
    expect(approved.status).toBe(200);
    expect((await asOwner(server, 'DELETE', `/api/admin/reviews/${reviewId}`, undefined, remove.key)).status).toBe(200);
    const batch = await send([approve, remove]);
    expect(batch.body.results.map((result) => result.status)).toEqual([200, 200]);
    const keys = await server.db('idempotency_keys').whereIn('key', [approve.key, remove.key]);
    expect(keys).toHaveLength(2);
  });

  it('stops at a refused edit: those before it stay applied, it is answered, those after it are not applied', async () => {
    await asOwner(server, 'PATCH', '/api/inventory/focaccia/stock', { stock: 10 });
    await asOwner(server, 'PATCH', '/api/inventory/burger-buns/stock', { stock: 10 });
    const batch = await send([
      plusOne('focaccia', 10),
      keyed({ kind: 'set-price', id: 'focaccia', price: '-3' }),
      plusOne('burger-buns', 10),
    ]);
    expect(batch.status).toBe(200);
    expect(batch.body.results).toHaveLength(2);
    expect(batch.body.results[0]!.status).toBe(200);
    expect(batch.body.results[1]).toMatchObject({ status: 400, body: { reason: 'invalid-input' } });
    expect(await listedStock(server, 'focaccia')).toBe(11);
    expect(await listedStock(server, 'burger-buns')).toBe(10);
  });

  it('applies edits of products in the order sent, each finding what the one before left, with other edits between', async () => {
    await asOwner(server, 'PATCH', '/api/inventory/sandwich-bread/stock', { stock: 20 });
    const reviewId = await pendingReview('Lee');
    const twice = plusOne('sandwich-bread', 20);
    const batch = await send([
      plusOne('sandwich-bread', 20),
      keyed({ kind: 'set-price', id: 'sandwich-bread', price: '9.25' }),
      keyed({ kind: 'approve-review', id: reviewId }),
      twice,
      twice, // the same key again in the batch: its answer is replayed, nothing applies
      keyed({ kind: 'set-stock', id: 'sandwich-bread', stock: 5 }),
    ]);
    expect(batch.body.results.map((result) => result.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const bodies = batch.body.results.map((result) => result.body as { to?: number; price?: string });
    expect(bodies[0]!.to).toBe(21);
    expect(bodies[1]!.price).toBe('9.25');
    expect(bodies[3]!.to).toBe(22);
    expect(bodies[4]).toEqual(bodies[3]);
    expect(bodies[5]!.to).toBe(5);
    expect(await listedStock(server, 'sandwich-bread')).toBe(5);
    const stored = (await server.db('inventory').where({ id: 'sandwich-bread' }).first()) as { price: string | number };
    expect(Number(stored.price)).toBe(9.25);
    expect(
      ((await server.db('reviews').where({ id: reviewId }).first()) as { approved: unknown }).approved,
    ).toBeTruthy();
  });

  it('stops at an edit of a product that the product refuses: the edits before it in the run stay applied', async () => {
    await asOwner(server, 'PATCH', '/api/inventory/focaccia/stock', { stock: 30 });
    await asOwner(server, 'PATCH', '/api/inventory/burger-buns/stock', { stock: 30 });
    const batch = await send([
      plusOne('focaccia', 30),
      plusOne('burger-buns', 30),
      keyed({ kind: 'set-flavor-price', id: 'focaccia', flavor: 'no-such', price: '3' }),
      plusOne('focaccia', 30),
    ]);
    expect(batch.body.results.map((result) => result.status)).toEqual([200, 200, 404]);
    expect(batch.body.results[2]!.body).toMatchObject({ reason: 'unknown-flavor' });
    expect(await listedStock(server, 'focaccia')).toBe(31);
    expect(await listedStock(server, 'burger-buns')).toBe(31);
    const unknownProduct = await send([plusOne('focaccia', 31), plusOne('no-such-bread', 1)]);
    expect(unknownProduct.body.results.map((result) => result.status)).toEqual([200, 404]);
    expect(await listedStock(server, 'focaccia')).toBe(32);
  });

  it('answers an edit of no known kind, or one it cannot read, as 400 inside the batch, and refuses a bad batch whole', async () => {
    const unknown = await send([keyed({ kind: 'delete-everything' })]);
    expect(unknown.body.results).toEqual([{ status: 400, body: expect.objectContaining({ reason: 'invalid-input' }) }]);
    const unreadable = await send([
      plusOne('bagels', 1),
      { key: randomUUID(), edit: { kind: 'set-stock', id: 'bagels', stock: 'lots' } },
    ]);
    expect(unreadable.body.results.map((result) => result.status)).toEqual([200, 400]);
    for (const bad of [
      [],
      Array.from({ length: 101 }, () => plusOne('bagels', 1)),
      [{ edit: { kind: 'set-stock', id: 'bagels', stock: 1 } }],
      [{ key: 'k' }],
      // the earlier batch's shape (a method and a URL) is not an edit
      [{ key: 'k', method: 'PATCH', url: '/api/inventory/bagels/stock', body: { stock: 1 } }],
    ]) {
      expect((await send(bad)).status).toBe(400);
    }
    const anonymous = await server.request('POST', '/api/admin/edits', { edits: [plusOne('bagels', 1)] });
    expect(anonymous.status).toBe(401);
  });

  it('tells open storefronts of what it changed once it has committed', async () => {
    const client = new LiveClient(server.url);
    try {
      await client.next((message) => message.type === 'snapshot');
      await send([keyed({ kind: 'set-price', id: 'orange-biscotti', price: '3.10' })]);
      const change = (await client.next(
        (message) => message.type === 'inventory' && message.items.some((item) => item.id === 'orange-biscotti'),
      )) as Extract<LiveMessage, { type: 'inventory' }>;
      expect(change.items.find((item) => item.id === 'orange-biscotti')!.price).toBe('3.10');
    } finally {
      client.socket.close();
    }
  });
});
