import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sqlite3 from 'sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './database';
import { keepStatementsPrepared, STATEMENTS_KEPT } from './prepared-statements';

type Context = { lastID?: number; changes?: number };

/**
 * The driver's callback style, as Knex calls it, answering the callback's `this` as it was given,
 * which Knex too reads only later (its lastID and changes).
 */
function call(db: sqlite3.Database, method: 'all' | 'run', sql: string, bindings: unknown[] = []) {
  return new Promise<{ result: unknown; context: Context }>((resolve, reject) => {
    db[method](sql, bindings, function (this: Context, error: Error | null, result?: unknown) {
      if (error) reject(error);
      else resolve({ result, context: this });
    });
  });
}

const open = (file: string) =>
  new Promise<sqlite3.Database>((resolve, reject) => {
    const db = new sqlite3.Database(file, (error) => (error ? reject(error) : resolve(db)));
  });
const close = (db: sqlite3.Database) =>
  new Promise<void>((resolve, reject) => db.close((error) => (error ? reject(error) : resolve())));

describe('statements kept prepared (SQLite)', () => {
  let dir: string;
  let db: sqlite3.Database;
  let prepared: { mock: { calls: unknown[][] } };
  /** How many times the driver was asked to prepare a text. */
  const timesPrepared = (sql: string) => prepared.mock.calls.filter(([text]) => text === sql).length;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'prepared-'));
    db = await open(path.join(dir, 'bakery.sqlite'));
    await call(db, 'all', 'PRAGMA journal_mode = WAL');
    prepared = vi.spyOn(db, 'prepare');
    keepStatementsPrepared(db);
    await call(db, 'run', 'create table loaves (id integer primary key, name text not null unique)');
  });
  afterEach(async () => {
    await close(db); // fails if a kept statement were left unfinalized
    rmSync(dir, { recursive: true, force: true });
  });

  it('prepares a text once and runs it again with other bindings', async () => {
    const insert = 'insert into loaves (name) values (?)';
    await call(db, 'run', insert, ['rye']);
    await call(db, 'run', insert, ['oat']);
    const select = 'select name from loaves where name = ?';
    expect((await call(db, 'all', select, ['rye'])).result).toEqual([{ name: 'rye' }]);
    expect((await call(db, 'all', select, ['oat'])).result).toEqual([{ name: 'oat' }]);
    expect(timesPrepared(insert)).toBe(1);
    expect(timesPrepared(select)).toBe(1);
  });

  it("gives each of the same statement's calls made at once its own lastID and changes", async () => {
    const insert = 'insert into loaves (name) values (?)';
    await call(db, 'run', insert, ['first']); // kept
    const names = Array.from({ length: 20 }, (_, i) => `loaf ${i}`);
    const answers = await Promise.all(names.map((name) => call(db, 'run', insert, [name])));
    const rows = (await call(db, 'all', 'select id, name from loaves')).result as { id: number; name: string }[];
    const idOf = new Map(rows.map((row) => [row.name, row.id]));
    answers.forEach((answer, i) => {
      expect(answer.context.lastID).toBe(idOf.get(names[i]!));
      expect(answer.context.changes).toBe(1);
    });
    const updated = await Promise.all([
      call(db, 'run', 'update loaves set name = name || ? where id <= ?', ['!', 3]),
      call(db, 'run', 'update loaves set name = name || ? where id <= ?', ['?', 10]),
    ]);
    expect(updated.map((answer) => answer.context.changes)).toEqual([3, 10]);
  });

  it('answers a bad statement with its own error, and keeps nothing of it', async () => {
    await expect(call(db, 'all', 'select flour from nowhere')).rejects.toThrow(/no such table: nowhere/);
    await expect(call(db, 'all', 'select flour from nowhere')).rejects.toThrow(/no such table: nowhere/);
    await call(db, 'run', 'insert into loaves (name) values (?)', ['rye']);
    await expect(call(db, 'run', 'insert into loaves (name) values (?)', ['rye'])).rejects.toThrow(/UNIQUE/);
    // The statement that failed is still good for the next call.
    expect((await call(db, 'run', 'insert into loaves (name) values (?)', ['oat'])).context.changes).toBe(1);
  });

  it('lets go of a statement SQLite refused (busy): nothing stays in progress, and the next transaction commits', async () => {
    const insert = 'insert into loaves (name) values (?)';
    await call(db, 'run', insert, ['rye']); // kept
    const other = await open(path.join(dir, 'bakery.sqlite'));
    try {
      await call(other, 'all', 'BEGIN IMMEDIATE'); // the write lock, as a backup's copy takes it
      db.configure('busyTimeout', 0); // refused at once, not after the driver's second of waiting
      await expect(call(db, 'run', insert, ['oat'])).rejects.toThrow(/SQLITE_BUSY/);
      await call(other, 'all', 'COMMIT');
    } finally {
      await close(other);
    }
    await call(db, 'all', 'BEGIN;');
    await call(db, 'all', 'COMMIT;'); // refused ("SQL statements in progress") were the busy one kept as it was
    await call(db, 'run', insert, ['oat']);
    expect(timesPrepared(insert)).toBe(2);
  });

  it('runs anything but a plain write through the driver when asked to run it (one step would leave it open)', async () => {
    await call(db, 'run', 'select 1');
    await call(db, 'run', 'insert into loaves (name) values (?) returning id', ['rye']);
    expect(timesPrepared('select 1')).toBe(0);
    expect(timesPrepared('insert into loaves (name) values (?) returning id')).toBe(0);
  });

  it('reads the new shape through a statement kept from before a migration changed the table', async () => {
    await call(db, 'run', 'insert into loaves (name) values (?)', ['rye']);
    const select = 'select * from loaves';
    expect((await call(db, 'all', select)).result).toEqual([{ id: 1, name: 'rye' }]);
    await call(db, 'run', "alter table loaves add column flour text not null default 'rice'");
    expect((await call(db, 'all', select)).result).toEqual([{ id: 1, name: 'rye', flour: 'rice' }]);
  });

  it('holds no lock once a call has answered: another connection writes, and the WAL is checkpointed', async () => {
    await call(db, 'run', 'insert into loaves (name) values (?)', ['rye']);
    await call(db, 'all', 'select * from loaves');
    const other = await open(path.join(dir, 'bakery.sqlite'));
    try {
      await call(other, 'run', 'insert into loaves (name) values (?)', ['oat']);
      const [checkpoint] = (await call(other, 'all', 'PRAGMA wal_checkpoint(TRUNCATE)')).result as { busy: number }[];
      expect(checkpoint!.busy).toBe(0);
    } finally {
      await close(other);
    }
    expect((await call(db, 'all', 'select * from loaves')).result).toHaveLength(2);
  });

  it(`keeps the ${STATEMENTS_KEPT} texts used last, preparing an older one again`, async () => {
    const texts = Array.from({ length: STATEMENTS_KEPT + 1 }, (_, i) => `select ${i} as n from loaves`);
    for (const sql of texts) await call(db, 'all', sql);
    await call(db, 'all', texts[1]!); // still kept
    await call(db, 'all', texts[0]!); // the oldest, finalized when the last one came
    expect(timesPrepared(texts[1]!)).toBe(1);
    expect(timesPrepared(texts[0]!)).toBe(2);
  });
});

describe('statements kept prepared, through Knex', () => {
  it("returns each insert's id and each update's count while the same statements run at once", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'prepared-knex-'));
    const db = openDatabase(path.join(dir, 'bakery.sqlite'));
    try {
      await db.schema.createTable('loaves', (table) => {
        table.increments('id');
        table.string('name').notNullable();
      });
      const ids = await Promise.all(Array.from({ length: 10 }, (_, i) => db('loaves').insert({ name: `loaf ${i}` })));
      const rows = (await db('loaves').select('id', 'name')) as { id: number; name: string }[];
      expect(ids.map(([id]) => rows.find((row) => row.id === id)?.name)).toEqual(
        Array.from({ length: 10 }, (_, i) => `loaf ${i}`),
      );
      const counts = await db.transaction((trx) =>
        Promise.all([
          trx('loaves').where('id', '<=', 2).update({ name: 'rye' }),
          trx('loaves').where('id', '<=', 7).update({ name: 'oat' }),
        ]),
      );
      expect(counts).toEqual([2, 7]);
    } finally {
      await db.destroy(); // closes the connection: fails if a kept statement were left unfinalized
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
