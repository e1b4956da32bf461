import { open, stat } from 'node:fs/promises';
import knex, { type Knex } from 'knex';
import { migrations } from '../../migrations/index';
import { openDatabase, type Database } from './database';
import { raiseCounters, readCounters } from './order-numbers';
import { countRows, type RowCounts } from './row-counts';
import { schemaOfMigrations } from './schema-check';
import { missingFrom } from './schema-shape';
import { sqliteSchema } from './sqlite-schema';

/** What a copy of the bakery's database holds, read from the copy itself. */
export interface CopyContents {
  migrations: string[];
  /** Migrations the copy has that this code does not know: it comes from a newer version. */
  unknownMigrations: string[];
  orders: number;
  /** When the latest order was placed (ISO), or null for none. */
  lastOrderAt: string | null;
  serverEpoch: string | null;
  /** The number the next order will get (#1004), or null before the counter's migration. */
  nextOrderNumber: number | null;
}

/** What is at a SQLite path: nothing, a file with no bakery in it (empty, or made by mistake), a bakery. */
export type SqliteDatabaseAt = 'nothing' | 'no-bakery' | 'bakery';

/**
 * Looks at a SQLite path without making anything there: opening a path that is not there would
 * create an empty database, which a later command could take for the bakery's.
 */
export async function sqliteDatabaseAt(file: string): Promise<SqliteDatabaseAt> {
  const info = await stat(file).catch(() => null);
  if (!info) return 'nothing';
  if (info.size === 0) return 'no-bakery';
  return withPlainSqlite(file, async (db) => ((await db.schema.hasTable('knex_migrations')) ? 'bakery' : 'no-bakery'));
}

/** The rows of each table of a SQLite file, read without the server's pragmas (a copy stays as it is). */
export async function countSqliteRows(file: string): Promise<RowCounts> {
  return withPlainSqlite(file, (db) => countRows(db));
}

/** The counters of a database about to be replaced: the restored copy continues above them. */
export async function readSqliteCounters(file: string): Promise<Map<string, number>> {
  return withPlainSqlite(file, (db) => readCounters(db));
}

/**
 * A consistent copy of a live SQLite database into `into` (which must not exist), while servers
 * keep running: VACUUM INTO reads one snapshot in a read transaction of its own connection, so
 * the copy holds whole transactions only (an order with its stock and its mail, or none of
 * them). The copy is made a single self-contained file (rollback journal, not WAL) and flushed
 * to disk (VACUUM INTO does not fsync it).
 *
 * Answers the rows of each table in that same snapshot, for the check of the restored copy
 * (services/backups/backup-check.ts). SQLite cannot VACUUM inside a transaction, so the write
 * lock is held by another connection while the copy is read: nothing commits between its
 * count and the copy, and writers wait for the copy (milliseconds at a bakery's size) instead
 * of changing what the counts describe.
 *
 * Which connection holds it depends on where the copy is made:
 * - In the server's own process (the timed backup), `server` is the server's one connection,
 *   held in a transaction: its requests wait for the copy in Knex's queue, outside SQLite.
 *   Left to race a second connection for the lock, a write of the server's waited inside
 *   SQLite's busy handler on one of libuv's four threads, the statements sent with it waited
 *   for that connection on the others, and the copy's own next statement found no thread to
 *   run on until the busy timeout ran out: the shop stood still for 5 s, one backup in two of
 *   backup-check.test.ts's rush.
 * - From another process (`bakery backup`), a connection of its own takes the lock with BEGIN
 *   IMMEDIATE: the server's writes wait in its busy handler, on its own threads.
 */
export async function snapshotSqlite(sourceFile: string, into: string, server?: Database): Promise<RowCounts> {
  const source = openDatabase(sourceFile);
  let counts: RowCounts;
  try {
    const copy = () => source.raw('VACUUM INTO ?', [into]);
    counts = server ? await holdingTheServer(server, copy) : await holdingTheLock(sourceFile, copy);
  } finally {
    await source.destroy();
  }
  await withPlainSqlite(into, (copy) => copy.raw('PRAGMA journal_mode = DELETE'));
  await fsyncFile(into);
  return counts;
}

/** Any statement that may write takes SQLite's write lock, one that changes nothing included. */
const TAKE_THE_WRITE_LOCK = 'UPDATE server_meta SET value = value WHERE 0';

async function holdingTheServer(server: Database, copy: () => Promise<unknown>): Promise<RowCounts> {
  return server.transaction(async (trx) => {
    await trx.raw(TAKE_THE_WRITE_LOCK); // a writer of another process waits too
    const counts = await countRows(trx);
    await copy();
    return counts;
  });
}

async function holdingTheLock(sourceFile: string, copy: () => Promise<unknown>): Promise<RowCounts> {
  const guard = openDatabase(sourceFile);
  try {
    // One connection (knexfile's SQLite pool): these raw statements are one transaction.
    await guard.raw('BEGIN IMMEDIATE');
    try {
      const counts = await countRows(guard);
      await copy();
      return counts;
    } finally {
      await guard.raw('ROLLBACK');
    }
  } finally {
    await guard.destroy();
  }
}

/**
 * Checks a copy before anything relies on it: SQLite's integrity_check and foreign_key_check,
 * and its migrations, which must all be known to this code. Throws with a sentence a person
 * can act on; answers what the copy holds.
 */
export async function checkSqliteCopy(file: string): Promise<CopyContents> {
  return withPlainSqlite(file, async (copy) => {
    let integrity: { integrity_check: string }[];
    try {
      integrity = (await copy.raw('PRAGMA integrity_check')) as { integrity_check: string }[];
    } catch (error) {
      throw new Error(`${file} is not a readable SQLite database (${(error as Error).message})`);
    }
    const problems = integrity.map((row) => row.integrity_check).filter((line) => line !== 'ok');
    if (problems.length > 0) throw new Error(`${file} is damaged: ${problems.slice(0, 3).join('; ')}`);
    const broken = (await copy.raw('PRAGMA foreign_key_check')) as unknown[];
    if (broken.length > 0) throw new Error(`${file} has ${broken.length} row(s) whose foreign key points nowhere`);
    return readContents(copy, file);
  });
}

/**
 * Gives a copy about to be restored its own serverEpoch, so clients drop what they cached, and
 * counters at least those of the database it replaces (`counterFloor`), so no order number is
 * given twice: one transaction, so a copy is never put in place with one and not the other.
 */
export async function prepareSqliteForRestore(
  file: string,
  serverEpoch: string,
  counterFloor: ReadonlyMap<string, number>,
): Promise<void> {
  await withPlainSqlite(file, async (copy) => {
    await copy.transaction(async (trx) => {
      await trx('server_meta').where({ key: 'serverEpoch' }).update({ value: serverEpoch });
      // The leases of the servers that ran when the copy was taken: they are gone.
      await trx('job_leases').delete();
      await raiseCounters(trx, counterFloor);
    });
  });
  await fsyncFile(file);
}

/**
 * The server holding this database's job lease now, if any (every running server renews it or
 * waits for it every few seconds, jobs.ts). Read without the server's pragmas, which would
 * switch a file in rollback mode to WAL: a refused restore must leave the file as it was.
 */
export async function sqliteLeaseHolder(file: string, now: Date): Promise<string | null> {
  return withPlainSqlite(file, async (db) => {
    if (!(await db.schema.hasTable('job_leases'))) return null;
    const held = (await db('job_leases').where('expiresAt', '>', now.toISOString()).first()) as
      { holder: string } | undefined;
    return held?.holder ?? null;
  });
}

async function readContents(db: Knex, file: string): Promise<CopyContents> {
  const hasTable = async (name: string) => db.schema.hasTable(name);
  if (!(await hasTable('knex_migrations')) || !(await hasTable('orders'))) {
    throw new Error(`${file} is not a bakery database (it has no migrations or orders table)`);
  }
  const names = (await db('knex_migrations').orderBy('id').pluck('name')) as string[];
  const [{ n, last }] = (await db('orders').count({ n: '*' }).max({ last: 'createdAt' })) as [
    { n: number; last: string | null },
  ];
  const unknownMigrations = names.filter((name) => !(name in migrations));
  // Every table and column its migrations make must be there: a copy with one dropped by hand
  // would start a server that fails on the first call that needs it.
  if (unknownMigrations.length === 0) {
    const missing = missingFrom(await sqliteSchema(db), await schemaOfMigrations(names));
    if (missing.length > 0) throw new Error(notWhole(file, missing));
  }
  const epoch = (await db('server_meta').where({ key: 'serverEpoch' }).first()) as { value: string } | undefined;
  return {
    migrations: names,
    unknownMigrations,
    orders: Number(n),
    lastOrderAt: last,
    serverEpoch: epoch?.value ?? null,
    nextOrderNumber: (await readCounters(db)).get('order-number') ?? null,
  };
}

/** Why a copy lacking some of its tables or columns is refused. */
export const notWhole = (file: string, missing: readonly string[]) =>
  `${file} is not a whole bakery database: it lacks ${missing.slice(0, 3).join(', ')}` +
  `${missing.length > 3 ? ` and ${missing.length - 3} more` : ''} (changed by hand, or damaged)`;

/**
 * Folds a WAL file beside a copy into it (a live database's file, restored on purpose with its
 * WAL), so the copy is one self-contained file again, its committed transactions all in it.
 */
export async function foldWalIn(file: string): Promise<void> {
  await withPlainSqlite(file, (copy) => copy.raw('PRAGMA journal_mode = DELETE'));
}

/** A connection without the server's pragmas: reading a copy must not turn it into WAL mode. */
async function withPlainSqlite<T>(file: string, work: (db: Knex) => Promise<T>): Promise<T> {
  const db = knex({
    client: 'sqlite3',
    connection: { filename: file },
    useNullAsDefault: true,
    pool: { min: 1, max: 1 },
  });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

export async function fsyncFile(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
