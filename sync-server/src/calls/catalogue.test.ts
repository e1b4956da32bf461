import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFlavors } from '#shared/flavors';
import type { InventoryItem } from '#shared/inventory';
import { inventoryItemSchema } from '#shared/inventory';
import { pickupSettingsSchema, type PickupSettings } from '#shared/pickup-settings';
import { healthSchema } from '#shared/api';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;

/**
 * A browser cache's revalidation: If-None-Match and nothing else (fetch() would add
 * Cache-Control: no-cache to a request with a hand-set If-None-Match, which forbids a 304).
 */
function revalidate(etag: string, path = '/api/inventory'): Promise<{ status: number; etag: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url}${path}`, { headers: { 'If-None-Match': etag } }, (response) => {
        response.resume();
        resolve({ status: response.statusCode!, etag: response.headers.etag });
      })
      .on('error', reject);
  });
}
/** A request as sent, its body as it came over the wire (fetch() would decompress it). */
function rawGet(
  path: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .request(`${server.url}${path}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('GET /api/inventory', () => {
  it('lists the seeded catalogue in the shared shape, prices as two-decimal strings', async () => {
    const answer = await server.request<InventoryItem[]>('GET', '/api/inventory');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    const items = answer.body.map((item) => inventoryItemSchema.parse(item));
    expect(items.map((item) => item.id)).toEqual([
      'focaccia',
      'bagels',
      'pumpkin-bagels',
      'blueberry-bagels',
      'sandwich-bread',
      'burger-buns',
      'raspberry-scone',
      'blueberry-scone',
      'pumpkin-scones',
      'pumpkin-cinnamon-rolls',
      'english-muffins',
      'salted-chocolate-cookie',
      'orange-biscotti',
      'pumpkin-oatmeal-cookies',
      'chocolate-babka',
    ]);
    for (const item of items) {
      expect(item.price).toMatch(/^\d+\.\d{2}$/);
      expect(item.availableStock).toBe(item.stock);
    }
  });

  it('gives focaccia its three priced flavors, and pesto-onion its nuts', async () => {
    const focaccia = (await server.request<InventoryItem[]>('GET', '/api/inventory')).body[0]!;
    const flavors = parseFlavors(focaccia.flavors)!;
    expect(Object.keys(flavors)).toEqual(['regular', 'pesto-onion', 'rosemary-garlic']);
    expect(flavors['pesto-onion']).toMatchObject({ price: '14.00', allergens: ['milk', 'nuts (pecans)'] });
    expect(focaccia.allergens).toEqual(['egg']);
  });

  it('answers 304 to a phone that has the current list, and the full list after a change', async () => {
    const first = await server.request('GET', '/api/inventory');
    const etag = first.headers.get('etag')!;
    expect(await revalidate(etag)).toEqual({ status: 304, etag });
    await server.request('POST', '/api/cart/reserve', {
      sessionId: 'etag-session',
      productId: 'focaccia',
      quantity: 1,
    });
    const changed = await revalidate(etag);
    expect(changed.status).toBe(200);
    expect(changed.etag).not.toBe(etag);
  });

  it('compresses the list for browsers that ask', async () => {
    const answer = await fetch(`${server.url}/api/inventory`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(((await answer.json()) as unknown[]).length).toBe(15);
  });

  // The list is written to Node's response by hand (http/send-prepared.ts): its length, its
  // encodings, HEAD and the headers every answer carries are its own to get right.
  it('sends the list whole in every encoding, with its length, and HEAD the same headers with no body', async () => {
    const text = await (await fetch(`${server.url}/api/inventory`)).text();
    const decoders = { identity: (bytes: Buffer) => bytes, gzip: gunzipSync, br: brotliDecompressSync };
    for (const [encoding, decode] of Object.entries(decoders)) {
      const answer = await rawGet('/api/inventory', { 'Accept-Encoding': encoding });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(decode(answer.body).toString()).toBe(text);
      expect(answer.headers).toMatchObject({
        'content-type': 'application/json; charset=utf-8',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        vary: 'Accept-Encoding',
        'cache-control': 'no-cache',
      });
      const head = await rawGet('/api/inventory', { 'Accept-Encoding': encoding }, 'HEAD');
      expect(head.body.length).toBe(0);
      expect(head.headers['content-length']).toBe(answer.headers['content-length']);
      expect(head.headers.etag).toBe(answer.headers.etag);
    }
  });

  it('leaves out hidden products', async () => {
    await server.db('inventory').where({ id: 'orange-biscotti' }).update({ visible: false });
    await server.catalogueChanged();
    const ids = (await server.request<InventoryItem[]>('GET', '/api/inventory')).body.map((item) => item.id);
    expect(ids).not.toContain('orange-biscotti');
    await server.db('inventory').where({ id: 'orange-biscotti' }).update({ visible: true });
  });
});

describe('GET /api/pickup-settings and /api/health', () => {
  it('answers the default pickup settings', async () => {
    const settings = pickupSettingsSchema.parse(
      (await server.request<PickupSettings>('GET', '/api/pickup-settings')).body,
    );
    expect(settings).toMatchObject({
      bannerMessage: 'Order now for pickup',
      pickupWeekday: 5,
      pickupTime: '15:00',
      cutoffHours: 48,
    });
    // The seeded auto-manage wrote the next Friday before the first request.
    expect(settings.pickupDate).toMatch(/^Friday, \w+ \d{1,2}(st|nd|rd|th) after 3:00 PM$/);
    expect(settings.pickupAddress).toMatch(/Bozeman, MT/);
  });

  it('answers 304 to a phone that has the current settings, and the new ones after the owner changes them', async () => {
    const first = await server.request<PickupSettings>('GET', '/api/pickup-settings');
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(await revalidate(etag, '/api/pickup-settings')).toEqual({ status: 304, etag });
    const token = await server.adminToken();
    const changed = await server.request(
      'PUT',
      '/api/pickup-settings',
      { ...first.body, bannerMessage: 'Fresh focaccia Friday' },
      { Authorization: `Bearer ${token}` },
    );
    expect(changed.status).toBe(200);
    const after = await revalidate(etag, '/api/pickup-settings');
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(etag);
  });

  it('names the methods of the two lists for OPTIONS, and answers another one 405', async () => {
    const options = await fetch(`${server.url}/api/inventory`, { method: 'OPTIONS' });
    expect(options.status).toBe(200);
    expect(options.headers.get('allow')).toBe('HEAD, GET');
    const post = await server.request<{ reason: string }>('POST', '/api/pickup-settings', {});
    expect(post.status).toBe(405);
    expect(post.body.reason).toBe('method-not-allowed');
  });

  it('reports health with the server epoch', async () => {
    const answer = await server.request('GET', '/api/health');
    expect(healthSchema.parse(answer.body).serverEpoch).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers /api/ready with 200 while the database answers, and 503 while it cannot be reached', async () => {
    expect((await server.request('GET', '/api/ready')).status).toBe(200);
    await server.db.destroy(); // every connection closed: as when the database is down
    try {
      const down = await server.request<{ message: string }>('GET', '/api/ready');
      expect(down.status).toBe(503);
      expect(down.body.message).toMatch(/cannot reach the database/);
    } finally {
      server.db.initialize(); // connections again, for the rest of the file
    }
    expect((await server.request('GET', '/api/ready')).status).toBe(200);
  });
});
