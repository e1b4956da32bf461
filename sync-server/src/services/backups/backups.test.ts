import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bakeDayOf } from '#shared/bake-days';
import type { StoredOrder } from '#shared/order';
import type { PickupSettings } from '#shared/pickup-settings';
import { checkSqliteCopy, openDatabase, type Database } from '../../db';
import { runCli } from '../../testing/cli-process';
import { placeOrder } from '../../testing/owner';
import { setStock } from '../../testing/orders';
import { killHard } from '../../testing/server-process';
import { createTestDatabase, testingOnPostgres } from '../../testing/test-database';
import { startTestServer, startTestServers, type TestServer } from '../../testing/test-server';
import { listBackups, takeBackup } from './backups';
import { restoreBackup } from './restore';
import { timeLimit } from '../../testing/time-limits';

const folders: string[] = [];
const folder = (prefix: string) => {
  const made = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(made);
  return made;
};
afterAll(() => {
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

/** Every row of every table, each table's rows in a stable order. */
async function everyTable(db: Database): Promise<Map<string, Record<string, unknown>[]>> {
  const names = testingOnPostgres()
    ? ((await db('pg_tables').where({ schemaname: 'public' }).pluck('tablename')) as string[])
    : ((await db('sqlite_master').where({ type: 'table' }).pluck('name')) as string[]);
  const tables = new Map<string, Record<string, unknown>[]>();
  for (const name of names.filter((table) => !['sqlite_sequence', 'knex_migrations_lock'].includes(table)).sort()) {
    const rows = (await db(name).select('*')) as Record<string, unknown>[];
    tables.set(name, rows.map((row) => JSON.parse(JSON.stringify(row)) as Record<string, unknown>).sort(byJson));
  }
  return tables;
}
const byJson = (a: unknown, b: unknown) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1);
const without = (row: Record<string, unknown>, ...columns: string[]) =>
  Object.fromEntries(Object.entries(row).filter(([column]) => !columns.includes(column)));

describe('npm run db:backup', () => {
  it(
    'taken during a burst of orders, restores to every table as the source was at its moment: no half order',
    async () => {
      const server = await startTestServer();
      const restored = await createTestDatabase(folder('bakery-restored-'));
      const products = ['focaccia', 'sandwich-bread', 'chocolate-babka', 'english-muffins'];
      try {
        for (const id of products) await setStock(server, id, 5000);
        const initial = new Map<string, number>();
        for (const row of (await server.db('inventory').select('id', 'stock')) as { id: string; stock: number }[])
          initial.set(row.id, row.stock);
        const backupDir = path.join(server.dir, 'backups');
        const env = {
          ...(server.running.deps.config.database.client === 'sqlite'
            ? { DATABASE_FILE: server.running.deps.config.database.file }
            : { DATABASE_URL: server.running.deps.config.database.url }),
          BACKUP_DIR: backupDir,
          UPLOAD_DIR: path.join(server.dir, 'uploads'),
        };

        // Orders keep coming, four at a time, from before the backup starts until after it ends.
        let backingUp = true;
        let placed = 0;
        const shopper = async (lane: number) => {
          for (let i = 0; backingUp || i < 5; i++) {
            const productId = products[(lane + i) % products.length]!;
            await placeOrder(server, `burst-${lane}-${i}`, [{ productId, quantity: 1 + (i % 3) }]);
            placed++;
          }
        };
        const lanes = [0, 1, 2, 3].map(shopper);
        let run: Awaited<ReturnType<typeof runCli>>;
        try {
          await expect.poll(() => placed, { interval: 5, timeout: timeLimit(30_000) }).toBeGreaterThanOrEqual(20);
          run = await runCli('backup', [], env);
        } finally {
          backingUp = false;
          await Promise.allSettled(lanes); // no shopper outlives the test, whatever happened
        }
        await Promise.all(lanes);
        expect(run.stderr).toBe('');
        expect(run.code).toBe(0);
        await server.running.deps.mailer.drain();

        const [backup] = await listBackups(backupDir);
        const report = await restoreBackup({
          from: backup!.dir,
          target: restored.target,
          replace: false,
          create: true,
          now: new Date(),
        });
        const source = await everyTable(server.db);
        const copy = openDatabase(restored.target);
        let tables: Map<string, Record<string, unknown>[]>;
        try {
          tables = await everyTable(copy);
        } finally {
          await copy.destroy();
        }

        // 1. The orders of the backup are the first K placed, whole: taken mid-burst, 0 < K < all.
        const orders = tables.get('orders')!;
        const k = orders.length;
        const total = source.get('orders')!.length;
        expect(k).toBeGreaterThan(0);
        expect(k).toBeLessThan(total);
        expect(report.orders).toBe(k);
        expect(orders.map((order) => order.number).sort((a, b) => Number(a) - Number(b))).toEqual(
          Array.from({ length: k }, (_, i) => 1001 + i),
        );
        const inBackup = new Set(orders.map((order) => order.id));
        expect(orders).toEqual(source.get('orders')!.filter((order) => inBackup.has(order.id)));

        // 2. The source at that moment, every table: the final source without the orders placed after.
        const later = source.get('orders')!.filter((order) => !inBackup.has(order.id));
        // By product and bake (docs/orders.md, "Stock of a bake day"): each order took from its pickup's.
        const { bakeDaysBefore } = (await server.request<PickupSettings>('GET', '/api/pickup-settings')).body;
        const soldLater = new Map<string, number>();
        for (const order of later) {
          const bake = bakeDayOf(order as unknown as StoredOrder, bakeDaysBefore);
          for (const line of JSON.parse(String(order.items)) as { product: string; quantity: number }[])
            soldLater.set(`${line.product} ${bake}`, (soldLater.get(`${line.product} ${bake}`) ?? 0) + line.quantity);
        }
        const laterNumbers = new Set(later.map((order) => `#${order.number}`));
        const ofLaterOrder = (mail: Record<string, unknown>) =>
          [...laterNumbers].some((number) => String(mail.subject).includes(number));
        // The columns a later write changes on its own: mail marked sent, a product's lock counter,
        // a bake's stock (checked by hand below).
        const mailColumns = ['status', 'attempts', 'lastError', 'nextAttemptAt', 'sentAt', 'claimedBy'];

        expect([...tables.keys()]).toEqual([...source.keys()]);
        for (const [table, rows] of tables) {
          const then = source.get(table)!;
          if (table === 'orders') continue; // above
          if (table === 'inventory') {
            // Orders take from their bake (bake_stock, below): her usual numbers are as they were.
            expect(rows.map((row) => without(row, 'revision'))).toEqual(then.map((row) => without(row, 'revision')));
          } else if (table === 'bake_stock') {
            const key = (row: Record<string, unknown>) => `${String(row.productId)} ${String(row.bakeDay)}`;
            expect(rows.map(key)).toEqual(then.map(key));
            for (const row of rows) {
              const id = String(row.productId);
              expect(Number(row.stock)).toBe(
                Number(then.find((each) => key(each) === key(row))!.stock) + (soldLater.get(key(row)) ?? 0),
              );
              expect(Number(row.stock)).toBeLessThanOrEqual(initial.get(id)!);
            }
          } else if (table === 'mail_outbox') {
            expect(rows).toHaveLength(2 * k); // each order's confirmation and the owner's notice
            expect(rows.map((row) => without(row, ...mailColumns))).toEqual(
              then.filter((row) => !ofLaterOrder(row)).map((row) => without(row, ...mailColumns)),
            );
          } else if (table === 'counters') {
            expect(rows).toEqual([{ name: 'order-number', value: 1001 + k }]);
          } else if (table === 'server_meta') {
            // A restore gives the copy a new serverEpoch (docs/client.md, "Offline"); the rest is the same.
            const epochOf = (all: Record<string, unknown>[]) => all.find((row) => row.key === 'serverEpoch')!.value;
            expect(epochOf(rows)).not.toBe(epochOf(then));
            expect(epochOf(rows)).toBe(report.serverEpoch);
            expect(rows.filter((row) => row.key !== 'serverEpoch')).toEqual(
              then.filter((row) => row.key !== 'serverEpoch'),
            );
          } else if (table === 'rate_limits') {
            // PostgreSQL's limiter counts each request in its own statement, outside the orders'
            // transactions: its counts at the backup's moment cannot be told from the final ones.
            const keys = (all: Record<string, unknown>[]) => all.map((row) => row.key);
            expect(keys(then)).toEqual(expect.arrayContaining(keys(rows)));
          } else if (table === 'job_leases') {
            expect(rows).toEqual([]); // the old servers' leases end with a restore
          } else {
            expect({ table, rows }).toEqual({ table, rows: then });
          }
        }
        console.log(`backup under load: ${k} of ${total} orders in it; ${run.stdout.trim()}`);
      } finally {
        await server.stop();
        await restored.drop();
      }
    },
    timeLimit(120_000),
  );

  /** SQLite's file is what a kill could leave half-written; on PostgreSQL pg_dump writes it. */
  it.skipIf(testingOnPostgres())(
    'killed (SIGKILL) mid-backup leaves the previous backup intact and newest',
    async () => {
      const dir = folder('bakery-backup-kill-');
      const file = path.join(dir, 'bakery.sqlite');
      const db = openDatabase(file);
      const backupDir = path.join(dir, 'backups');
      try {
        await db.migrate.latest();
        // 120 MB, so the copy takes long enough to be killed in the middle of it.
        await db.schema.createTable('filler', (table) => table.binary('bytes'));
        await db.raw(
          'with recursive n(x) as (select 1 union all select x + 1 from n where x < 120) insert into filler select randomblob(1000000) from n',
        );
        const previous = await takeBackup({ database: { client: 'sqlite', file } }, backupDir, new Date());
        const hashOf = (name: string) =>
          createHash('sha256')
            .update(readFileSync(path.join(previous.dir, name)))
            .digest('hex');
        const before = { database: hashOf('bakery.sqlite'), manifest: hashOf('backup.json') };

        let child: import('node:child_process').ChildProcess | undefined;
        const run = runCli(
          'backup',
          [],
          { DATABASE_FILE: file, BACKUP_DIR: backupDir },
          (spawned) => (child = spawned),
        );
        const partialCopy = () => {
          const partial = readdirSync(backupDir).find((name) => name.startsWith('.partial-'));
          const copy = partial && path.join(backupDir, partial, 'bakery.sqlite');
          return copy && statSync(copy, { throwIfNoEntry: false })?.size;
        };
        await expect.poll(partialCopy, { interval: 2, timeout: timeLimit(15_000) }).toBeGreaterThan(0);
        await killHard(child!); // resolves once the process is gone, or throws
        await run;

        // Killed before the end: no new backup, the previous one untouched and still the newest.
        expect((await listBackups(backupDir)).map((backup) => backup.name)).toEqual([previous.name]);
        expect({ database: hashOf('bakery.sqlite'), manifest: hashOf('backup.json') }).toEqual(before);
        expect((await checkSqliteCopy(path.join(previous.dir, 'bakery.sqlite'))).unknownMigrations).toEqual([]);
        expect(readdirSync(backupDir).filter((name) => name.startsWith('.partial-'))).toHaveLength(1);

        // The next backup works, and its pruning removes what the killed one left.
        await db.schema.dropTable('filler');
        const { pruneBackups } = await import('./backups');
        await takeBackup({ database: { client: 'sqlite', file } }, backupDir, new Date());
        await pruneBackups(backupDir, 48, new Date());
        expect(readdirSync(backupDir).filter((name) => name.startsWith('.partial-'))).toEqual([]);
        expect(await listBackups(backupDir)).toHaveLength(2);
      } finally {
        await db.destroy();
      }
    },
    60_000,
  );
});

describe("npm run db:backup without the server's settings", () => {
  it(
    'prints the database it reads first, and refuses one that is not there, or empty, making nothing',
    async () => {
      const dir = folder('bakery-backup-nowhere-');
      const file = path.join(dir, 'data', 'bakery.sqlite');
      const env = { DATABASE_FILE: file, BACKUP_DIR: path.join(dir, 'data', 'backups') };
      const advice = "set DATABASE_FILE to the server's database (on a deployed machine, bakery backup";

      const nowhere = await runCli('backup', [], env);
      expect(nowhere.code).toBe(1);
      expect(nowhere.stdout.split('\n')[0]).toBe(`database: ${file} (DATABASE_FILE)`);
      expect(nowhere.stderr).toContain(`no backup taken: no database at ${file}: ${advice}`);
      expect(readdirSync(dir)).toEqual([]); // no database made on the spot, no backup folder

      // An empty file where the database should be (as an older version of this command left one).
      mkdirSync(path.dirname(file));
      writeFileSync(file, '');
      const empty = await runCli('backup', [], env);
      expect(empty.code).toBe(1);
      expect(empty.stderr).toContain(`no backup taken: ${file} has no bakery in it: ${advice}`);
      expect(readdirSync(path.dirname(file))).toEqual(['bakery.sqlite']);
      expect(statSync(file).size).toBe(0);
    },
    timeLimit(60_000),
  );
});

describe('the timed backup', () => {
  let server: TestServer;
  afterAll(() => server?.stop());

  it(
    'runs every BACKUP_INTERVAL and keeps the newest BACKUP_KEEP',
    async () => {
      server = await startTestServer({ BACKUP_INTERVAL: '1s', BACKUP_KEEP: '2' });
      const backupDir = path.join(server.dir, 'backups');
      const seen = new Set<string>();
      await expect
        .poll(
          async () => {
            for (const backup of await listBackups(backupDir)) seen.add(backup.name);
            return seen.size;
          },
          { timeout: timeLimit(15_000), interval: 200 },
        )
        .toBeGreaterThanOrEqual(4);
      await expect
        .poll(async () => (await listBackups(backupDir)).length, { timeout: timeLimit(5000) })
        .toBeLessThanOrEqual(2);
      const kept = (await listBackups(backupDir)).map((backup) => backup.name);
      // What is kept is the newest; everything older than it was removed.
      const older = [...seen].sort().filter((name) => name < kept.at(-1)!);
      for (const name of older) expect(kept).not.toContain(name);
      expect(older.length).toBeGreaterThanOrEqual(2);
    },
    timeLimit(30_000),
  );
});

/** Several servers on one PostgreSQL database: the timed backup is a job of the lease holder. */
describe.runIf(testingOnPostgres())('the timed backup with two servers', () => {
  let servers: TestServer[] = [];
  afterAll(() => servers[0]?.stopAll?.());

  it(
    'is taken by one server only (each has its own BACKUP_DIR here, as on two machines)',
    async () => {
      servers = await startTestServers(2, { BACKUP_INTERVAL: '1s', BACKUP_KEEP: '100' });
      const counts = async () =>
        Promise.all(servers.map(async (server) => (await listBackups(path.join(server.dir, 'backups'))).length));
      await expect
        .poll(async () => Math.max(...(await counts())), { timeout: timeLimit(20_000) })
        .toBeGreaterThanOrEqual(3);
      expect(Math.min(...(await counts()))).toBe(0);
    },
    timeLimit(60_000),
  );
});
