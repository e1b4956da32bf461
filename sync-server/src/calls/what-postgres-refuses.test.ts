import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api';
import { linkToken } from '../services/links';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * What PostgreSQL refuses and SQLite keeps, each a 500 on PostgreSQL found by the fuzzer's
 * PostgreSQL pass (docs/testing.md, "The fuzzer"): an id that is no uuid reaching a uuid column,
 * a NUL character in text, and a key's scope longer than its column. Both databases now answer
 * the same; on SQLite the first and last pass either way, and the PostgreSQL pass is where they guard.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const junk = ['not-a-uuid', 'sandwich-bread', 'null', '..%2F..%2Fetc'];
const keyOf = (purpose: 'order' | 'standing', id: string) =>
  linkToken(server.running.deps.orderLinkKey, purpose, decodeURIComponent(id));

describe('a junk id with a key signed for it', () => {
  it.each(junk)('%s: her order page, its calendar, a move and a cancel are 404', async (id) => {
    const t = keyOf('order', id);
    const answers = await Promise.all([
      server.request<ApiError>('GET', `/api/orders/${id}?t=${t}`),
      server.request<ApiError>('GET', `/api/orders/${id}/calendar.ics?t=${t}`),
      server.request<ApiError>('PATCH', `/api/orders/${id}/slot?t=${t}`, { pickupSlot: '15:00' }),
      server.request<ApiError>('POST', `/api/orders/${id}/cancel?t=${t}`, {}),
      server.request<ApiError>('GET', `/api/orders/${id}/standing?t=${t}`),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404]);
    expect(answers[0]!.body.reason).toBe('unknown-order');
  });

  it.each(junk)('%s: her standing order page is 404, and the owner finds no such standing order', async (id) => {
    const seen = await server.request<ApiError>('GET', `/api/standing/${id}?t=${keyOf('standing', id)}`);
    expect(seen.status).toBe(404);
    expect(seen.body.reason).toBe('unknown-standing-order');
    const owner = { Authorization: `Bearer ${await server.adminToken()}` };
    const approved = await server.request<ApiError>('PATCH', `/api/admin/standing-orders/${id}/approve`, {}, owner);
    expect(approved.status).toBe(404);
  });
});

describe('a NUL character anywhere in a call', () => {
  it("is refused in words, in the owner's search and in a review, and nothing is kept", async () => {
    const owner = { Authorization: `Bearer ${await server.adminToken()}` };
    const searched = await server.request<ApiError>('GET', '/api/admin/order-lines.csv?q=%00', undefined, owner);
    expect(searched.status).toBe(400);
    expect(searched.body.reason).toBe('nul-character');
    const review = { customerName: 'Nul', rating: 5, reviewText: 'Lovely bread\u0000 every week' };
    const written = await server.request<ApiError>('POST', '/api/reviews', review);
    expect(written.status).toBe(400);
    expect(written.body.message).toMatch(/^The request holds a NUL character/);
    expect(await server.db('reviews').where({ customerName: 'Nul' })).toHaveLength(0);
  });
});

describe("an Idempotency-Key's scope", () => {
  it('fits its column when the id in the path is long and escaped: a 404, never a 500', async () => {
    const owner = { Authorization: `Bearer ${await server.adminToken()}`, 'Idempotency-Key': 'long-scope-1' };
    const id = encodeURIComponent('\u{1F35E}'.repeat(30));
    const stopped = await server.request<ApiError>('PATCH', `/api/admin/standing-orders/${id}/stop`, {}, owner);
    expect(stopped.status).toBe(404);
  });
});
