import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupStatus } from '#shared/backups';
import { openDatabase, snapshotSqlite, type Database } from '../../db';
import { setStock } from '../../testing/orders';
import { asOwner, placeOrder } from '../../testing/owner';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { checkBackup, FAILED_NOTE, keepApart } from './backup-check';
import { listBackups, takeBackup, type Backup } from './backups';
import { timeLimit } from '../../testing/time-limits';

/** A SQLite copy changed behind the backup's back, as a disk or a hand might change it. */
async function withCopy(backup: Backup, work: (db: Database) => Promise<unknown>): Promise<void> {
  const db = openDatabase(path.join(backup.dir, 'bakery.sqlite'));
  try {
    await work(db);
  } finally {
    await db.destroy();
  }
}

describe('each backup is restored into a scratch file and checked', () => {
  let server: TestServer;
  let file: string;
  let backupDir: string;
  let taken = 0;
  // As the server's timed backup takes them (jobs.ts), holding its connection while it copies.
  const backUp = () =>
    takeBackup(
      { database: { client: 'sqlite', file }, server: server.running.deps.db },
      backupDir,
      new Date(Date.UTC(2026, 10, 28, 12, 0, taken++)),
    );

  beforeAll(async () => {
    server = await startTestServer({}, { database: 'sqlite' });
    const { database } = server.running.deps.config;
    if (database.client !== 'sqlite') throw new Error('a SQLite test');
    file = database.file;
    backupDir = path.join(server.dir, 'checked-backups');
    await setStock(server, 'focaccia', 5000);
    for (let i = 0; i < 3; i++)
      await placeOrder(server, `check-session-${i}`, [{ productId: 'focaccia', quantity: 1 }]);
  });
  afterAll(() => server?.stop());

  it('finds a backup whole: it restores, and holds every table as many rows as the live database had', async () => {
    const backup = await backUp();
    const orders = Number(((await server.db('orders').count({ n: '*' })) as [{ n: number }])[0].n);
    expect(backup.manifest.rows?.orders).toBe(orders);
    expect(backup.manifest.rows?.inventory).toBeGreaterThan(0);
    expect(await checkBackup(backup, new Date())).toEqual([]);
    // The scratch copy is gone, and the live database was never the target.
    expect(readdirSync(backupDir).filter((name) => name.startsWith('.'))).toEqual([]);
    expect(Number(((await server.db('orders').count({ n: '*' })) as [{ n: number }])[0].n)).toBe(orders);
  });

  it("holds the server's own connection while it copies: the writes sent meanwhile wait for the copy and are not in it", async () => {
    const db = server.running.deps.db;
    const into = path.join(server.dir, 'held-while-copied.sqlite');
    // Sent the moment the copy has the server's connection and its write lock, and at once, as
    // a busy shop's are: as many as libuv has threads. Had they waited for the lock inside
    // SQLite, the copy's own statements would have found no thread to run on.
    const keys = [0, 1, 2, 3].map((i) => `written-during-copy-${i}`);
    let writes: Promise<unknown>[] = [];
    const holding = new Promise<void>((resolve) => {
      const onQuery = (query: { sql: string }) => {
        if (!/where 0/i.test(query.sql)) return;
        db.off('query', onQuery);
        writes = keys.map((key) => db('server_meta').insert({ key, value: 'x' }));
        resolve();
      };
      db.on('query', onQuery);
    });
    const copying = snapshotSqlite(file, into, db);
    await holding;
    const [counts] = await Promise.all([copying, ...writes]);
    // All four written, after the copy: in the live database, not in the copy nor its counts.
    expect(await db('server_meta').whereIn('key', keys).pluck('key')).toEqual(keys);
    const copy = openDatabase(into);
    try {
      expect(await copy('server_meta').whereIn('key', keys).pluck('key')).toEqual([]);
      const [{ n }] = (await copy('server_meta').count({ n: '*' })) as [{ n: number }];
      expect(counts.server_meta).toBe(Number(n));
    } finally {
      await copy.destroy();
    }
    await db('server_meta').whereIn('key', keys).delete();
  });

  it("finds whole the backups taken while orders keep coming: the counts are of the copy's own snapshot", async () => {
    let shopping = true;
    let placed = 0;
    const shopper = async (lane: number) => {
      for (let i = 0; shopping; i++, placed++)
        await placeOrder(server, `busy-session-${lane}-${i}`, [{ productId: 'focaccia', quantity: 1 }]);
    };
    const lanes = [0, 1].map(shopper);
    const backups: Backup[] = [];
    try {
      await expect.poll(() => placed, { interval: 5 }).toBeGreaterThan(0);
      for (let i = 0; i < 2; i++) backups.push(await backUp());
    } finally {
      shopping = false;
      await Promise.allSettled(lanes);
    }
    await Promise.all(lanes);
    for (const backup of backups) expect(await checkBackup(backup, new Date())).toEqual([]);
    // Orders went on during the copies: each copy is a different moment of the live database.
    expect(new Set(backups.map((backup) => backup.manifest.orders)).size).toBeGreaterThan(1);
  });

  it('finds a backup that lost an order: its rows differ from the live database at the copy', async () => {
    const backup = await backUp();
    await withCopy(backup, async (db) => db('orders').whereIn('id', db('orders').select('id').limit(1)).delete());
    const orders = backup.manifest.orders;
    expect(await checkBackup(backup, new Date())).toEqual([
      `rows differ from the live database at the copy: orders: ${orders} at the copy, ${orders - 1} restored`,
      `the copy restored holds ${orders - 1} orders, its manifest says ${orders}`,
    ]);
  });

  it('finds a damaged file, and a table dropped by hand', async () => {
    const damaged = await backUp();
    const handle = await open(path.join(damaged.dir, 'bakery.sqlite'), 'r+');
    try {
      await handle.write(Buffer.alloc(8192, 0x5a), 0, 8192, 4096 * 3);
    } finally {
      await handle.close();
    }
    expect((await checkBackup(damaged, new Date())).join('\n')).toMatch(
      /damaged|not a readable SQLite database|malformed/,
    );

    const dropped = await backUp();
    await withCopy(dropped, (db) => db.schema.dropTable('reviews'));
    expect((await checkBackup(dropped, new Date())).join('\n')).toMatch(/lacks the table reviews|reviews/);
  });

  it('keeps a bad backup apart with a note, out of the backups a restore or the dashboard reads', async () => {
    const backup = await backUp();
    const keptAs = await keepApart(backup, ['orders: 3 at the copy, 2 restored'], new Date());
    expect(keptAs).toBe(path.join(backupDir, 'bad', backup.name));
    expect(readFileSync(path.join(keptAs, FAILED_NOTE), 'utf8')).toMatch(
      /must not be restored:\n- orders: 3 at the copy, 2 restored/,
    );
    expect((await listBackups(backupDir)).map((each) => each.name)).not.toContain(backup.name);
  });
});

describe("the timed backup, checked, on the owner's dashboard", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ BACKUP_INTERVAL: '1s', BACKUP_KEEP: '3' });
  });
  afterAll(() => server?.stop());
  const status = async () => (await asOwner<BackupStatus>(server, 'GET', '/api/admin/backups')).body;

  it(
    'says when the last good backup was taken, then plainly that a later one failed its check',
    async () => {
      await placeOrder(server, 'timed-session-1', [{ productId: 'focaccia', quantity: 2 }]);
      await expect.poll(async () => (await status()).lastGood, { timeout: timeLimit(15_000) }).not.toBeNull();
      const good = await status();
      expect(good).toMatchObject({ automatic: true, lastFailed: null });
      const backups = await listBackups(path.join(server.dir, 'backups'));
      const newest = backups.find((backup) => backup.manifest.takenAt === good.lastGood!.takenAt);
      expect(good.lastGood!.orders).toBe(newest!.manifest.orders);
      expect(newest!.manifest.orders).toBe(1);

      // A database this code cannot restore (a migration from a newer version): each backup of it
      // would be refused by a restore, so it fails its check, and the last good one stays what it was.
      await server
        .db('knex_migrations')
        .insert({ name: '29991231000000_from_a_newer_version.ts', batch: 99, migration_time: new Date() });
      await expect.poll(async () => (await status()).lastFailed, { timeout: timeLimit(15_000) }).not.toBeNull();
      const failed = await status();
      expect(failed.lastFailed!.problem).toMatch(/failed its check: .*newer version/);
      expect(Date.parse(failed.lastFailed!.takenAt)).toBeGreaterThan(Date.parse(good.lastGood!.takenAt));
      const keptAs = failed.lastFailed!.keptAs!;
      expect(path.dirname(keptAs)).toBe(path.join(server.dir, 'backups', 'bad'));
      expect(existsSync(path.join(keptAs, FAILED_NOTE))).toBe(true);
      expect((await listBackups(path.join(server.dir, 'backups'))).map((backup) => backup.dir)).not.toContain(keptAs);
      await server.db('knex_migrations').where({ name: '29991231000000_from_a_newer_version.ts' }).delete();
    },
    timeLimit(40_000),
  );
});
