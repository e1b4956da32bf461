import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredOrder } from '#shared/order';
import { orderPayload } from '../testing/orders';
import { createTestDatabase, testingOnPostgres, type TestDatabase } from '../testing/test-database';
import { startTestServer, startTestServerOn, type TestServer } from '../testing/test-server';
import { copySqliteToPostgres } from './copy-database';
import { migrateToLatest, openDatabase } from './database';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * `npm run db:copy-to-postgres`: a bakery that ran on SQLite, moved into PostgreSQL, opens on
 * PostgreSQL with everything it had. Runs on the PostgreSQL pass (.ci/test-postgres), which has
 * a cluster to copy into; the SQLite pass has none.
 */
describe.skipIf(!testingOnPostgres())('copying a SQLite bakery into PostgreSQL', () => {
  let before: TestServer;
  let target: TestDatabase;
  let order: StoredOrder;
  let photoPath: string;

  beforeAll(async () => {
    before = await startTestServer({}, { database: 'sqlite' });
    const auth = { Authorization: `Bearer ${await before.adminToken()}` };
    const payload = await orderPayload(before, 'copied-shopper', [{ productId: 'focaccia', quantity: 2 }]);
    order = (await before.request<{ order: StoredOrder }>('POST', '/api/orders', payload)).body.order;
    const link = await before.request<{ uploadURL: string }>('POST', '/api/admin/recipes/upload', undefined, auth);
    await fetch(before.url + link.body.uploadURL, { method: 'PUT', body: new Uint8Array(png) });
    photoPath = (
      await before.request<{ objectPath: string }>(
        'PUT',
        '/api/admin/recipes/photo',
        { photoURL: link.body.uploadURL },
        auth,
      )
    ).body.objectPath;
    target = await createTestDatabase();
  });
  afterAll(async () => {
    await before?.stop();
    await target?.drop();
  });

  it('copies every row and photo, and a server on PostgreSQL opens with them', async () => {
    const source = openDatabase(path.join(before.dir, 'bakery.sqlite'));
    const into = openDatabase(target.target);
    try {
      const report = await copySqliteToPostgres(source, into, {
        uploadDir: path.join(before.dir, 'uploads'),
        now: new Date(),
      });
      expect(report.tables.find((row) => row.table === 'orders')?.rows).toBe(1);
      expect(report.photos).toBe(1);
      // Copying again into a bakery that has data is refused and changes nothing.
      await expect(
        copySqliteToPostgres(source, into, { uploadDir: path.join(before.dir, 'uploads'), now: new Date() }),
      ).rejects.toThrow(/already has data in inventory/);
      expect(await into('orders').count({ n: '*' })).toEqual([{ n: 1 }]);
    } finally {
      await source.destroy();
      await into.destroy();
    }

    const after = await startTestServerOn(target, mkdtempSync(path.join(tmpdir(), 'bakery-copied-')), {});
    try {
      // The owner's password came along (the hash was copied), and her orders.
      const orders = await after.request<StoredOrder[]>('GET', '/api/orders', undefined, {
        Authorization: `Bearer ${await after.adminToken()}`,
      });
      expect(orders.body.map((row) => [row.id, row.number, row.total])).toEqual([
        [order.id, order.number, order.total],
      ]);
      const stock = (await after.db('inventory').where({ id: 'focaccia' }).first()) as { stock: number };
      const stockBefore = (await before.db('inventory').where({ id: 'focaccia' }).first()) as { stock: number };
      expect(stock.stock).toBe(stockBefore.stock);
      expect(after.running.deps.serverEpoch).toBe(before.running.deps.serverEpoch);
      const served = await fetch(after.url + photoPath);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
    } finally {
      await after.stop();
    }
  });

  it('refuses a target with a row in any table it would copy (one review, no products), and leaves it alone', async () => {
    const other = await createTestDatabase();
    const source = openDatabase(path.join(before.dir, 'bakery.sqlite'));
    const into = openDatabase(other.target);
    try {
      await migrateToLatest(into);
      const review = {
        id: '7d1f3c4e-8a55-4b8e-9c1e-2f3a4b5c6d7e',
        customerName: 'Kept',
        rating: 5,
        reviewText: 'The only row in this database',
        approved: true,
        createdAt: new Date().toISOString(),
      };
      await into('reviews').insert(review);
      await expect(
        copySqliteToPostgres(source, into, { uploadDir: path.join(before.dir, 'uploads'), now: new Date() }),
      ).rejects.toThrow(/already has data in reviews/);
      expect(await into('reviews').pluck('customerName')).toEqual(['Kept']);
      expect(await into('inventory').count({ n: '*' })).toEqual([{ n: 0 }]);
    } finally {
      await source.destroy();
      await into.destroy();
      await other.drop();
    }
  });
});
