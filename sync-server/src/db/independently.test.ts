import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testingOnPostgres, type TestDatabase } from '../testing/test-database';
import { independently, openDatabase, type Database } from './database';

/** Runs on SQLite, and on PostgreSQL in the suite's PostgreSQL pass (.ci/test-postgres). */
describe('independently', () => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = openDatabase(database.target);
    await db.schema.createTable('loaves', (table) => {
      table.string('name').primary();
    });
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });
  beforeEach(() => db('loaves').delete());

  it("answers each statement's result in the order given", async () => {
    await db('loaves').insert([{ name: 'rye' }, { name: 'oat' }]);
    const [count, names, first] = await db.transaction((trx) =>
      independently(trx, [
        () => trx('loaves').count({ n: '*' }).first(),
        () => trx('loaves').orderBy('name').pluck('name'),
        () => trx('loaves').min({ name: 'name' }).first(),
      ]),
    );
    expect(Number(count?.n)).toBe(2);
    expect(names).toEqual(['oat', 'rye']);
    expect(first?.name).toBe('oat');
  });

  it(
    testingOnPostgres()
      ? 'runs them one after another on PostgreSQL, each sent once the one before has answered'
      : 'sends them all before the first has answered on SQLite',
    async () => {
      // What the three INSERTs did, in order (the transaction's BEGIN and COMMIT left out).
      const events: string[] = [];
      const inserts = new Set<string>();
      const sent = (query: { sql: string; __knexQueryUid: string }) => {
        if (!query.sql.startsWith('insert')) return;
        inserts.add(query.__knexQueryUid);
        events.push('sent');
      };
      const answered = (_response: unknown, query: { __knexQueryUid: string }) => {
        if (inserts.has(query.__knexQueryUid)) events.push('answered');
      };
      db.on('query', sent).on('query-response', answered);
      try {
        await db.transaction((trx) =>
          independently(trx, [
            () => trx('loaves').insert({ name: 'rye' }),
            () => trx('loaves').insert({ name: 'oat' }),
            () => trx('loaves').insert({ name: 'corn' }),
          ]),
        );
      } finally {
        db.off('query', sent).off('query-response', answered);
      }
      expect(events).toEqual(
        testingOnPostgres()
          ? ['sent', 'answered', 'sent', 'answered', 'sent', 'answered']
          : ['sent', 'sent', 'sent', 'answered', 'answered', 'answered'],
      );
    },
  );

  it('throws a failed statement only once every other one has finished, and nothing of them stays', async () => {
    await db('loaves').insert({ name: 'oat' });
    let slowFinished = false;
    const failure = db.transaction((trx) =>
      independently(trx, [
        async () => {
          await trx('loaves').insert({ name: 'rye' });
          await new Promise((resolve) => setTimeout(resolve, 50));
          await trx('loaves').insert({ name: 'corn' });
          slowFinished = true;
        },
        () => trx('loaves').insert({ name: 'oat' }), // a second 'oat' breaks the primary key
      ]),
    );
    await expect(failure).rejects.toThrow(/UNIQUE|unique constraint/);
    expect(slowFinished).toBe(true);
    expect(await db('loaves').pluck('name')).toEqual(['oat']);
  });
});
