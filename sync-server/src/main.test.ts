import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { InventoryItem } from '#shared/inventory';
import { seedIfEmpty } from '../seeds/seed';
import { migrateToLatest, openDatabase } from './db';
import {
  exited,
  serverCommand,
  startServerProcess,
  withoutDatabase,
  type ServerProcess,
} from './testing/server-process';
import { createTestDatabase } from './testing/test-database';
import { timeLimit } from './testing/time-limits';

/**
 * The real `npm start` entry point as a child process: killed without warning, it must come
 * back with every committed order and hold; asked to stop, it must exit cleanly.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'bakery-main-'));
/** SQLite in this folder, or a PostgreSQL database of its own on the PostgreSQL pass. */
const database = await createTestDatabase(dir);
/**
 * How long a start may take: seconds alone, but the suite runs two files at a time and some
 * (backups, the mail kill test) start processes of their own, so a loaded machine needs more.
 */
const START_TIMEOUT_MS = timeLimit(20_000);
/** Every server started here, so none outlives a test that failed or timed out. */
const children = new Set<ChildProcess>();

/** `npm start`'s process on this file's database, with orders open (prepareDatabase). */
const start = (): Promise<ServerProcess> =>
  startServerProcess(
    {
      ...database.env,
      MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
      STATIC_DIR: path.join(dir, 'no-pwa'),
      ADMIN_PASSWORD: 'restart-test-password',
    },
    (child) => children.add(child),
    START_TIMEOUT_MS,
  );

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** A database made ready before the first start, with orders open whatever the hour. */
async function prepareDatabase() {
  const db = openDatabase(database.target);
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db, new Date());
    await db('pickup_settings').update({ autoManage: false, ordersOpen: true });
  } finally {
    await db.destroy();
  }
}

describe('npm start', () => {
  it(
    'keeps every committed order and hold through a kill -9',
    async () => {
      await prepareDatabase();
      const first = await start();
      const held = await post(`${first.url}/api/cart/reserve`, {
        sessionId: 'restart-session-1',
        productId: 'chocolate-babka',
        quantity: 1,
      });
      expect(held.status).toBe(201);
      const order = await post(`${first.url}/api/orders`, {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '406-555-0100',
        paymentMethod: 'venmo',
        pickupLocation: 'farmers-market',
        sessionId: 'restart-session-2',
        items: JSON.stringify([{ product: 'sandwich-bread', quantity: 1, unitPrice: '11.00', totalPrice: '11.00' }]),
        total: '11.00',
      });
      expect(order.status).toBe(201);
      const { order: placed } = (await order.json()) as { order: { id: string } };

      // The process that answered is the one killed: the one `npm start` started, nothing under it.
      expect(first.pid).toBe(first.child.pid);
      const killed = exited(first.child);
      first.child.kill('SIGKILL');
      await killed;
      expect(() => process.kill(first.pid, 0)).toThrow(/ESRCH/);
      await expect(fetch(`${first.url}/api/health`)).rejects.toThrow();

      const second = await start();
      try {
        expect(second.output()).not.toMatch(/seeded|applied/); // nothing re-seeded or re-migrated
        const inventory = (await (await fetch(`${second.url}/api/inventory`)).json()) as InventoryItem[];
        const babka = inventory.find((item) => item.id === 'chocolate-babka')!;
        expect(babka.stock - babka.availableStock!).toBe(1); // the hold survived
      } finally {
        const stopped = exited(second.child);
        second.child.kill('SIGTERM');
        expect(await stopped).toBe(0);
      }

      const db = openDatabase(database.target);
      try {
        expect(await db('orders').where({ id: placed.id })).toHaveLength(1);
        // Seeded 8, 1 sold, from the bake of its pickup (docs/orders.md, "Stock of a bake day"),
        // which on a market morning is yesterday's, not the shop's.
        expect(await db('bake_stock').where({ productId: 'sandwich-bread' }).select('stock')).toEqual([{ stock: 7 }]);
      } finally {
        await db.destroy();
      }
    },
    START_TIMEOUT_MS * 3,
  );

  it(
    'prints a generated admin password once, on the first start only',
    async () => {
      const fresh = mkdtempSync(path.join(tmpdir(), 'bakery-admin-'));
      const freshDatabase = await createTestDatabase(fresh);
      const env = {
        ...withoutDatabase(process.env),
        ...freshDatabase.env,
        PORT: '0',
        HOST: '127.0.0.1',
        STATIC_DIR: path.join(fresh, 'no-pwa'),
        MAIL_OUTBOX_DIR: path.join(fresh, 'outbox'),
        BACKUP_INTERVAL: 'off',
        ADMIN_PASSWORD: '',
      };
      const run = () =>
        new Promise<string>((resolve, reject) => {
          const child = spawn(serverCommand[0], serverCommand[1], { env, stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (chunk: Buffer) => {
            output += chunk.toString();
            if (output.includes('serving on')) child.kill('SIGTERM');
          });
          child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(output))));
        });
      try {
        expect(await run()).toMatch(/admin: created .* with the password \S{16} \(shown only now\)/);
        expect(await run()).not.toContain('password');
      } finally {
        await freshDatabase.drop();
        rmSync(fresh, { recursive: true, force: true });
      }
    },
    START_TIMEOUT_MS * 3,
  );
});
