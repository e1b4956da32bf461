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
