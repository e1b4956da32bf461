import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testingOnPostgres, type TestDatabase } from '../testing/test-database';
import { openDatabase, transactionRetried, type Database } from './database';

/**
 * Deadlocks are PostgreSQL's (SQLite runs one transaction at a time), so this runs on the
 * PostgreSQL pass of the suite (.ci/test-postgres).
 */
describe.skipIf(!testingOnPostgres())('transactionRetried', () => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = openDatabase(database.target);
    await db.schema.createTable('shelves', (table) => {
      table.string('id').primary();
      table.integer('loaves').notNullable();
    });
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('runs again a transaction PostgreSQL aborted to break a deadlock, so both commit', async () => {
    await db('shelves').insert([
      { id: 'a', loaves: 0 },
      { id: 'b', loaves: 0 },
    ]);
    // Each takes its first row, waits until the other has too, then asks for the other's row.
    let arrived = 0;
    let bothLocked!: () => void;
    const barrier = new Promise<void>((resolve) => (bothLocked = resolve));
    let attempts = 0;
    const crosswise = (first: string, second: string) =>
      transactionRetried(db, async (trx) => {
        attempts++;
        await trx('shelves').where({ id: first }).increment('loaves', 1);
        if (++arrived === 2) bothLocked();
        await barrier;
        await trx('shelves').where({ id: second }).increment('loaves', 1);
      });
    await Promise.all([crosswise('a', 'b'), crosswise('b', 'a')]);
    // One of them was chosen as the deadlock's victim and ran again (a loaded PostgreSQL can
    // take both as victims when their deadlock checks fire together: then both run again).
    expect(attempts).toBeGreaterThanOrEqual(3);
    expect(await db('shelves').orderBy('id').pluck('loaves')).toEqual([2, 2]);
  });
});

/**
 * A backup's copy holds SQLite's write lock on a connection of its own (db/sqlite-copies.ts). A
 * transaction that read before it wrote is then answered SQLITE_BUSY at once, without waiting
 * out the busy timeout: this runs on SQLite alone.
 */
describe.skipIf(testingOnPostgres())('transactionRetried on SQLite', () => {
  let database: TestDatabase;
  let db: Database;
  let backup: Database;
  beforeAll(async () => {
    database = await createTestDatabase(undefined, 'sqlite');
    db = openDatabase(database.target);
    backup = openDatabase(database.target);
    await db.schema.createTable('shelves', (table) => {
      table.string('id').primary();
      table.integer('loaves').notNullable();
    });
    await db('shelves').insert({ id: 'a', loaves: 0 });
  });
  afterAll(async () => {
    await Promise.all([db?.destroy(), backup?.destroy()]);
    await database?.drop();
  });

  /** Reads the shelf, lets `meanwhile` run (the backup takes or gives back its lock), then writes. */
  const readThenWrite = (meanwhile: (attempt: number) => Promise<unknown>) => {
    let attempts = 0;
    const done = transactionRetried(db, async (trx) => {
      await trx('shelves').select();
      await meanwhile(++attempts);
      await trx('shelves').where({ id: 'a' }).increment('loaves', 1);
    });
    return { done, attempts: () => attempts };
  };

  it('runs again a transaction that met a backup holding the write lock, once the backup is done', async () => {
    const order = readThenWrite((attempt) => backup.raw(attempt === 1 ? 'BEGIN IMMEDIATE' : 'ROLLBACK'));
    await order.done;
    expect(order.attempts()).toBe(2);
    expect(await db('shelves').pluck('loaves')).toEqual([1]);
  });

  it('gives up after five tries while the lock is still held, having written nothing', async () => {
    await backup.raw('BEGIN IMMEDIATE');
    try {
      const order = readThenWrite(async () => undefined);
      await expect(order.done).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
      expect(order.attempts()).toBe(5);
    } finally {
      await backup.raw('ROLLBACK');
    }
    expect(await db('shelves').pluck('loaves')).toEqual([1]);
  });
});
