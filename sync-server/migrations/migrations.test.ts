import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { seedProducts } from '../seeds/catalogue-data';
import { seedIfEmpty } from '../seeds/seed';
import { openDatabase } from '../src/db';
import { createTestDatabase, testingOnPostgres } from '../src/testing/test-database';
import { migrations } from './index';

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'bakery-migrations-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('migrations', () => {
  it('lists every migration file of this folder, in name order', () => {
    const files = readdirSync(here)
      .filter((name) => /^\d{14}_.+\.ts$/.test(name))
      .map((name) => name.replace(/\.ts$/, ''));
    expect(Object.keys(migrations)).toEqual(files.sort());
  });

  it('creates the stored data model, rolls all the way back, and up again', async () => {
    const database = await createTestDatabase(mkdtempSync(path.join(dir, 'roundtrip-')));
    const db = openDatabase(database.target);
    try {
      await db.migrate.latest();
      for (const table of [
        'orders',
        'inventory',
        'pickup_settings',
        'reviews',
        'admin_users',
        'admin_sessions',
        'recipes',
        'recipe_comments',
        'cart_reservations',
        'failed_order_attempts',
        'contact_messages',
        'idempotency_keys',
        'mail_outbox',
        'subscribers',
        'push_subscriptions',
        'push_topics',
        'drop_notices',
        'drop_notice_recipients',
      ]) {
        expect(await db.schema.hasTable(table), table).toBe(true);
      }
      await db.migrate.rollback(undefined, true);
      expect(await db.schema.hasTable('orders')).toBe(false);
      await db.migrate.latest();
      expect(await db.schema.hasTable('orders')).toBe(true);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });

  // PRAGMAs are SQLite's own; it runs on the SQLite pass, the PostgreSQL pass has no such settings.
  it.skipIf(testingOnPostgres())(
    'runs SQLite in WAL mode with full sync, a busy timeout and foreign keys on',
    async () => {
      const db = openDatabase(path.join(dir, 'pragmas.sqlite'));
      try {
        const pragma = async (name: string) => Object.values(((await db.raw(`PRAGMA ${name}`)) as object[])[0]!)[0];
        expect(await pragma('journal_mode')).toBe('wal');
        expect(await pragma('synchronous')).toBe(2); // FULL
        expect(await pragma('busy_timeout')).toBe(5000);
        expect(await pragma('foreign_keys')).toBe(1);
      } finally {
        await db.destroy();
      }
    },
  );

  it('refuses negative stock and ratings outside 1 to 5 in the database itself', async () => {
    const database = await createTestDatabase(mkdtempSync(path.join(dir, 'checks-')));
    const db = openDatabase(database.target);
    try {
      await db.migrate.latest();
      await seedIfEmpty(db, new Date());
      await expect(db('inventory').where({ id: 'focaccia' }).update({ stock: -1 })).rejects.toThrow(
        /CHECK|check constraint/,
      );
      await expect(
        db('reviews').insert({
          id: '9b2f3c1e-6d4a-4f8b-9c2d-1e5f7a8b9c0d',
          customerName: 'x',
          rating: 6,
          reviewText: 'x',
          createdAt: new Date().toISOString(),
        }),
      ).rejects.toThrow(/CHECK|check constraint/);
    } finally {
      await db.destroy();
    }
  });

  it('counts everyone due an opening already announced as told of it, when notices become per recipient', async () => {
    const database = await createTestDatabase(mkdtempSync(path.join(dir, 'recipients-')));
    const db = openDatabase(database.target);
    try {
      await db.migrate.latest();
      // Back to notices claimed once per opening (and the migrations after it undone with it).
      while ((await db.migrate.currentVersion()) >= '20261126100000') await db.migrate.down();
      const subscriber = (id: string, confirmedAt: string) => ({
        id,
        email: `${id.slice(-2)}@example.com`,
        status: 'confirmed',
        confirmNonce: 'x',
        requestedAt: confirmedAt,
        createdAt: confirmedAt,
        confirmedAt,
      });
      const told = '00000000-0000-4000-8000-0000000000a1';
      const later = '00000000-0000-4000-8000-0000000000a2';
      await db('subscribers').insert([
        subscriber(told, '2026-11-20T10:00:00.000Z'),
        subscriber(later, '2026-11-22T10:00:00.000Z'),
      ]);
      const phone = '00000000-0000-4000-8000-0000000000b1';
      await db('push_subscriptions').insert({
        id: phone,
        endpointHash: 'f'.repeat(64),
        endpoint: 'https://push.example.com/x',
        p256dh: 'k',
        auth: 'a',
        createdAt: '2026-11-20T10:00:00.000Z',
        updatedAt: '2026-11-20T10:00:00.000Z',
      });
      await db('push_topics').insert({
        subscriptionId: phone,
        topic: 'orders-open',
        createdAt: '2026-11-20T10:00:00.000Z',
      });
      await db('drop_notices').insert([
        { kind: 'orders-open', opening: '2026-11-20', emails: 1, pushes: 1, createdAt: '2026-11-13T10:00:00.000Z' },
        { kind: 'orders-open', opening: '2026-11-27', emails: 1, pushes: 1, createdAt: '2026-11-21T10:00:00.000Z' },
      ]);
      await db.migrate.latest();
      const rows = (await db('drop_notice_recipients').orderBy('recipient')) as {
        opening: string;
        recipient: string;
      }[];
      expect(rows.map((row) => [row.opening, row.recipient])).toEqual([
        ['2026-11-27', `phone:${phone}`],
        ['2026-11-27', `subscriber:${told}`],
      ]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });

  it('gives each recipe already written an address of its own, oldest first, numbered where titles read the same', async () => {
    const database = await createTestDatabase(mkdtempSync(path.join(dir, 'slugs-')));
    const db = openDatabase(database.target);
    try {
      await db.migrate.latest();
      while ((await db.migrate.currentVersion()) >= '20261127100000') await db.migrate.down();
      const recipe = (id: string, title: string, createdAt: string) => ({
        id,
        title,
        content: 'Mix and bake.',
        tags: '[]',
        difficulty: 'Easy',
        published: true,
        createdAt,
        updatedAt: createdAt,
      });
      await db('recipes').insert([
        recipe('00000000-0000-4000-8000-0000000000b2', 'Focaccia!', '2026-11-02T10:00:00.000Z'),
        recipe('00000000-0000-4000-8000-0000000000b1', 'Focaccia', '2026-11-01T10:00:00.000Z'),
        recipe('00000000-0000-4000-8000-0000000000b3', 'Crème Scones', '2026-11-03T10:00:00.000Z'),
      ]);
      await db.migrate.latest();
      expect(await db('recipes').select('title', 'slug').orderBy('createdAt')).toEqual([
        { title: 'Focaccia', slug: 'focaccia' },
        { title: 'Focaccia!', slug: 'focaccia-2' },
        { title: 'Crème Scones', slug: 'creme-scones' },
      ]);
      await expect(db('recipes').where({ title: 'Focaccia!' }).update({ slug: 'focaccia' })).rejects.toThrow(
        /UNIQUE|unique/,
      );
    } finally {
      await db.destroy();
    }
  });

  it('gives each order the bake its place\u2019s bake day gives it, and none to a sale with no day', async () => {
    const database = await createTestDatabase(mkdtempSync(path.join(dir, 'order-bake-')));
    const db = openDatabase(database.target);
    try {
      await db.migrate.latest();
      while ((await db.migrate.currentVersion()) >= '20261206100000') await db.migrate.down();
      const order = (number: number, pickupLocation: string, pickupDate: string) => ({
        id: `00000000-0000-4000-8000-00000000000${number}`,
        number,
        sessionId: 'before-the-upgrade',
        firstName: 'Ada',
        lastName: 'Lee',
        email: '',
        phone: '',
        paymentMethod: 'cash',
        pickupLocation,
        items: '[]',
        total: '0.00',
        pickupDate,
        itemCount: 0,
        status: 'placed',
        paymentStatus: 'unpaid',
        source: 'online',
        createdAt: '2026-12-01T10:00:00.000Z',
        updatedAt: '2026-12-01T10:00:00.000Z',
      });
      // Her door is baked on its day, the market the day before (the places as migrated).
      await db('orders').insert([
        order(1, 'home', '2026-12-04'),
        order(2, 'farmers-market', '2026-12-05'),
        order(3, 'farmers-market', '2027-01-01'),
        order(4, 'farmers-market', ''),
      ]);
      await db.migrate.latest();
      expect(await db('orders').select('number', 'bakeDay').orderBy('number')).toEqual([
        { number: 1, bakeDay: '2026-12-04' },
        { number: 2, bakeDay: '2026-12-04' },
        { number: 3, bakeDay: '2026-12-31' },
        { number: 4, bakeDay: null },
      ]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });

  it('seeds the fifteen products once and never over an owner\u2019s edits', async () => {
    const database = await createTestDatabase(mkdtempSync(path.join(dir, 'seed-')));
    const db = openDatabase(database.target);
    try {
      await db.migrate.latest();
      expect(await seedIfEmpty(db, new Date())).toEqual({ products: 15, settings: true });
      await db('inventory').where({ id: 'focaccia' }).update({ stock: 1 });
      expect(await seedIfEmpty(db, new Date())).toEqual({ products: 0, settings: false });
      expect(((await db('inventory').where({ id: 'focaccia' }).first()) as { stock: number }).stock).toBe(1);
      expect(seedProducts.map((product) => product.id)).toHaveLength(15);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
