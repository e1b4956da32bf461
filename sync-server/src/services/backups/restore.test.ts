import {
  copyFileSync,
  cpSync,
  existsSync,
  symlinkSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
  closeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeTarget, openDatabase } from '../../db';
import { runCli } from '../../testing/cli-process';
import { placeOrder } from '../../testing/owner';
import { createTestDatabase, testingOnPostgres, type TestDatabase } from '../../testing/test-database';
import { startTestServer, startTestServerOn, type TestServer } from '../../testing/test-server';
import { takeBackup, type Backup } from './backups';
import { restoreBackup, RestoreRefused } from './restore';
import { timeLimit } from '../../testing/time-limits';

/**
 * `npm run db:restore`: what it refuses, before touching anything, and what it does. The backup
 * comes from a server with one order; restores go into databases of the pass's kind.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'bakery-restore-'));
let source: TestServer;
let backup: Backup;
let orderNumber: number;
const databases: TestDatabase[] = [];
const newDatabase = async () => {
  const made = await createTestDatabase(mkdtempSync(path.join(dir, 'target-')));
  databases.push(made);
  return made;
};
const envOf = (database: TestDatabase) => ({ ...database.env, UPLOAD_DIR: path.join(dir, 'uploads') });
const targetVariable = (database: TestDatabase) =>
  database.target.client === 'sqlite' ? 'DATABASE_FILE' : 'DATABASE_URL';
/** Nothing there (SQLite: not even a file), or a PostgreSQL database with no table made in it. */
async function hasNoBakery(database: TestDatabase): Promise<boolean> {
  if (database.target.client === 'sqlite') return !existsSync(database.target.file);
  const db = openDatabase(database.target);
  try {
    return !(await db.schema.hasTable('knex_migrations'));
  } finally {
    await db.destroy();
  }
}

beforeAll(async () => {
  source = await startTestServer();
  orderNumber = (await placeOrder(source, 'restore-shopper', [{ productId: 'focaccia', quantity: 2 }])).number;
  backup = await takeBackup(
    { database: source.running.deps.config.database, uploadDir: path.join(source.dir, 'uploads') },
    path.join(dir, 'backups'),
    new Date(),
  );
});
afterAll(async () => {
  await source?.stop();
  for (const database of databases) await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run db:restore', () => {
  it(
    'prints the database first, refuses one that is not there without --create, then restores into it with --create',
    { timeout: timeLimit(60_000) },
    async () => {
      const target = await newDatabase();
      const where = target.target.client === 'sqlite' ? target.target.file : describeTarget(target.target);
      const refused = await runCli('restore', [backup.dir], envOf(target));
      expect(refused.code).toBe(3);
      expect(refused.stdout.split('\n')[0]).toBe(`database: ${where} (${targetVariable(target)})`);
      expect(refused.stderr).toMatch(
        target.target.client === 'sqlite'
          ? `not restored: no database at ${where}: set DATABASE_FILE to the server's database`
          : `not restored: ${where} has no bakery in it (an empty database): check DATABASE_URL`,
      );
      expect(refused.stderr).toContain('or pass --create to restore into');
      expect(await hasNoBakery(target)).toBe(true); // nothing made, nothing restored

      const run = await runCli('restore', [backup.dir, '--create'], envOf(target));
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('orders: 1, the last placed 20');
      expect(run.stdout).toContain(`the next order is #${orderNumber + 1}\n`);
      const epoch = /new serverEpoch ([0-9a-f-]{36})/.exec(run.stdout)![1];
      expect(epoch).not.toBe(source.running.deps.serverEpoch);

      const served = await startTestServerOn(target, mkdtempSync(path.join(dir, 'served-')), {});
      try {
        const health = await served.request<{ serverEpoch: string }>('GET', '/api/health');
        expect(health.body.serverEpoch).toBe(epoch);
        const orders = await served.request<{ number: number }[]>('GET', '/api/orders', undefined, {
          Authorization: `Bearer ${await served.adminToken()}`,
        });
        expect(orders.body.map((order) => order.number)).toEqual([orderNumber]);
      } finally {
        await served.stop();
      }
    },
  );

  it(
    'gives no order number twice: after a restore of an older backup the next order goes on above every number given',
    { timeout: timeLimit(90_000) },
    async () => {
      const target = await newDatabase();
      await restoreBackup({ from: backup.dir, target: target.target, replace: false, create: true, now: new Date() });
      // The live bakery goes on after the backup: two more orders, whose numbers went out in e-mails.
      const live = await startTestServerOn(target, mkdtempSync(path.join(dir, 'live-')), {});
      let given: number[];
      try {
        given = [
          (await placeOrder(live, 'after-backup-1', [{ productId: 'focaccia', quantity: 1 }])).number,
          (await placeOrder(live, 'after-backup-2', [{ productId: 'focaccia', quantity: 1 }])).number,
        ];
      } finally {
        await live.stop();
      }
      expect(given).toEqual([orderNumber + 1, orderNumber + 2]);

      // The backup put back over it: its orders are gone, their numbers are not given again.
      const run = await runCli('restore', [backup.dir, '--replace'], envOf(target));
      expect(run.stderr).toBe('');
      const restored = await startTestServerOn(target, mkdtempSync(path.join(dir, 'restored-')), {});
      try {
        const next = await placeOrder(restored, 'after-restore', [{ productId: 'focaccia', quantity: 1 }]);
        expect(next.number).toBe(orderNumber + 3);
      } finally {
        await restored.stop();
      }
      expect(run.stdout).toContain(
        `the next order is #${orderNumber + 3} (the database it replaced had given numbers up to #${orderNumber + 2})`,
      );
    },
  );

  it('refuses while a server uses the database, and leaves it alone', { timeout: timeLimit(60_000) }, async () => {
    const target = await newDatabase();
    const running = await startTestServerOn(target, mkdtempSync(path.join(dir, 'running-')), {});
    try {
      // The server holds a lease once its first leased job has run, a second after it started
      // (jobs.ts): later on a loaded machine, so the wait is not poll's default second.
      await expect
        .poll(async () => (await running.db('job_leases').count({ n: '*' }))[0]!.n, { timeout: timeLimit(20_000) })
        .toBe(1);
      const run = await runCli('restore', [backup.dir, '--replace'], envOf(target));
      expect(run.code).toBe(3);
      expect(run.stderr).toMatch(/not restored: .*(a server is using|other connection)/);
      expect(await running.db('orders').count({ n: '*' })).toEqual([{ n: 0 }]);
      expect((await running.request('GET', '/api/health')).status).toBe(200);
    } finally {
      await running.stop();
    }
  });

  it('refuses to replace a bakery without --replace, then replaces it with --replace (keeping the old one)', async () => {
    const target = await newDatabase();
    const first = await restoreBackup({
      from: backup.dir,
      target: target.target,
      replace: false,
      create: true,
      now: new Date(),
    });
    await expect(
      restoreBackup({ from: backup.dir, target: target.target, replace: false, now: new Date() }),
    ).rejects.toThrow(/already has a bakery in it: add --replace/);
    const db = openDatabase(target.target);
    try {
      expect((await db('server_meta').where({ key: 'serverEpoch' }).first()).value).toBe(first.serverEpoch);
    } finally {
      await db.destroy();
    }
    const second = await restoreBackup({ from: backup.dir, target: target.target, replace: true, now: new Date() });
    expect(second.serverEpoch).not.toBe(first.serverEpoch);
    expect(second.orders).toBe(1);
    if (target.target.client === 'sqlite') expect(statSync(second.keptAs!).size).toBeGreaterThan(0);
  });

  it.skipIf(testingOnPostgres())(
    'refuses a damaged copy or one from a newer version, before touching anything',
    async () => {
      const target = await newDatabase();
      if (target.target.client !== 'sqlite') return;
      await restoreBackup({ from: backup.dir, target: target.target, replace: false, create: true, now: new Date() });
      const before = readFileSync(target.target.file);

      const damaged = path.join(dir, 'damaged', 'bakery.sqlite');
      mkdirSync(path.dirname(damaged), { recursive: true });
      copyFileSync(path.join(backup.dir, 'bakery.sqlite'), damaged);
      const size = statSync(damaged).size;
      const handle = openSync(damaged, 'r+');
      // Pages in the middle of the file overwritten, as a failing disk would.
      writeSync(handle, Buffer.alloc(8192, 0x5a), 0, 8192, Math.floor(size / 2 / 4096) * 4096);
      closeSync(handle);
      await expect(
        restoreBackup({ from: damaged, target: target.target, replace: true, notABackup: true, now: new Date() }),
      ).rejects.toThrow(/damaged|not a readable SQLite database|foreign key/);

      const newer = path.join(dir, 'newer', 'bakery.sqlite');
      mkdirSync(path.dirname(newer), { recursive: true });
      copyFileSync(path.join(backup.dir, 'bakery.sqlite'), newer);
      const copy = openDatabase(newer);
      await copy('knex_migrations').insert({
        name: '20991231000000_from_the_future',
        batch: 99,
        migration_time: new Date(),
      });
      await copy.destroy();
      await expect(
        restoreBackup({ from: newer, target: target.target, replace: true, notABackup: true, now: new Date() }),
      ).rejects.toThrow(/newer version of the bakery \(unknown migration 20991231000000_from_the_future\)/);

      expect(readFileSync(target.target.file).equals(before)).toBe(true);
    },
  );

  it('refuses what is not a backup, with a reason', async () => {
    const target = await newDatabase();
    const text = path.join(dir, 'notes.sqlite');
    writeFileSync(text, 'not a database at all\n'.repeat(100));
    const empty = mkdtempSync(path.join(dir, 'empty-'));
    const attempts: [string, RegExp, boolean][] = [
      [path.join(dir, 'no-such-backup'), /does not exist/, false],
      [empty, /is not a backup folder/, false],
      [text, /was not made by npm run db:backup \(no backup.json beside it\)/, false],
      [
        text,
        testingOnPostgres() ? /is a SQLite backup and the database is PostgreSQL/ : /not a readable SQLite database/,
        true,
      ],
    ];
    for (const [from, reason, notABackup] of attempts) {
      const refusal = await restoreBackup({
        from,
        target: target.target,
        replace: true,
        create: true,
        notABackup,
        now: new Date(),
      }).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(RestoreRefused);
      expect((refusal as Error).message).toMatch(reason);
    }
  });

  it('refuses a backup whose uploads/ holds a link, and follows none', async () => {
    const target = await newDatabase();
    const tampered = path.join(dir, 'tampered');
    cpSync(backup.dir, tampered, { recursive: true });
    mkdirSync(path.join(tampered, 'uploads'), { recursive: true });
    const secret = path.join(dir, 'root-only-secret.txt');
    writeFileSync(secret, 'the owner password hash\n');
    symlinkSync(secret, path.join(tampered, 'uploads', '9b2f3c1e-6d4a-4f8b-9c2d-1e5f7a8b9c0d.jpg'));
    const uploads = path.join(dir, 'uploads-of-tampered');
    const refusal = await restoreBackup({
      from: tampered,
      target: target.target,
      uploadDir: uploads,
      replace: true,
      create: true,
      now: new Date(),
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RestoreRefused);
    expect((refusal as Error).message).toMatch(/9b2f3c1e-6d4a-4f8b-9c2d-1e5f7a8b9c0d\.jpg is a link/);
    expect(existsSync(uploads)).toBe(false);
    const db = openDatabase(target.target);
    try {
      expect(await db.schema.hasTable('orders')).toBe(false); // nothing was restored
    } finally {
      await db.destroy();
    }
  });

  it.skipIf(testingOnPostgres())(
    "refuses a live database's file (its WAL beside it) unless told, then takes its log along",
    async () => {
      const target = await newDatabase();
      if (target.target.client !== 'sqlite') return;
      const live = source.running.deps.config.database;
      if (live.client !== 'sqlite') return;
      expect(existsSync(`${live.file}-wal`)).toBe(true);
      await expect(
        restoreBackup({ from: live.file, target: target.target, replace: true, create: true, now: new Date() }),
      ).rejects.toThrow(/write-ahead log beside it/);
      const restored = await restoreBackup({
        from: live.file,
        target: target.target,
        replace: true,
        create: true,
        notABackup: true,
        now: new Date(),
      });
      expect(restored.orders).toBe(1);
      expect(existsSync(`${target.target.file}-wal`)).toBe(false);
    },
  );

  it.skipIf(testingOnPostgres())('refuses a copy with a table or a column dropped, naming them', async () => {
    const target = await newDatabase();
    if (target.target.client !== 'sqlite') return;
    const cut = path.join(dir, 'cut-down');
    cpSync(backup.dir, cut, { recursive: true });
    const copy = openDatabase(path.join(cut, 'bakery.sqlite'));
    await copy.schema.dropTable('contact_messages');
    await copy.raw('ALTER TABLE admin_sessions DROP COLUMN expiresAt');
    await copy.raw('PRAGMA journal_mode = DELETE');
    await copy.destroy();
    const refusal = await restoreBackup({
      from: cut,
      target: target.target,
      replace: true,
      create: true,
      now: new Date(),
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RestoreRefused);
    expect((refusal as Error).message).toMatch(/is not a whole bakery database: it lacks/);
    expect((refusal as Error).message).toContain('the table contact_messages');
    expect((refusal as Error).message).toContain('the column admin_sessions.expiresAt');
  });

  it('refuses a copy that lacks a unique key, an index, a foreign key or a check, naming them', async () => {
    // The copy as it would be after someone dropped them by hand (the push subscribe's unique key:
    // without it a phone's second subscribe makes a second row, and the next one answers 500).
    const dropped = testingOnPostgres()
      ? [
          'ALTER TABLE push_subscriptions DROP CONSTRAINT push_subscriptions_endpointhash_unique',
          'ALTER TABLE cart_reservations DROP CONSTRAINT cart_reservations_productid_foreign',
          'ALTER TABLE inventory DROP CONSTRAINT inventory_stock_not_negative',
        ]
      : ['DROP INDEX push_subscriptions_endpointhash_unique', 'DROP INDEX orders_createdat_index'];
    const cut = await backupWithout(dropped);
    const target = await newDatabase();
    const refusal = await restoreBackup({
      from: cut,
      target: target.target,
      replace: true,
      create: true,
      now: new Date(),
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RestoreRefused);
    const message = (refusal as Error).message;
    expect(message).toMatch(/is not a whole bakery database: it lacks/);
    expect(message).toContain('the unique key push_subscriptions (endpointHash)');
    if (testingOnPostgres()) {
      expect(message).toContain('the foreign key cart_reservations (productId) → inventory (id) on delete cascade');
      expect(message).toContain('the check inventory_stock_not_negative on inventory');
    } else {
      expect(message).toContain('the index orders (createdAt)');
    }
    expect(await hasNoBakery(target)).toBe(true); // nothing was restored
  });

  /** A backup of the backup's bakery with `statements` run on it first, as db:backup makes one. */
  async function backupWithout(statements: string[]): Promise<string> {
    if (!testingOnPostgres()) {
      const cut = mkdtempSync(path.join(dir, 'cut-keys-'));
      cpSync(backup.dir, cut, { recursive: true });
      const copy = openDatabase(path.join(cut, 'bakery.sqlite'));
      for (const statement of statements) await copy.raw(statement);
      await copy.raw('PRAGMA journal_mode = DELETE');
      await copy.destroy();
      return cut;
    }
    // pg_dump keeps whatever the database has: make such a database, then back it up.
    const changed = await newDatabase();
    await restoreBackup({ from: backup.dir, target: changed.target, replace: false, create: true, now: new Date() });
    const db = openDatabase(changed.target);
    try {
      for (const statement of statements) await db.raw(statement);
    } finally {
      await db.destroy();
    }
    return (await takeBackup({ database: changed.target }, mkdtempSync(path.join(dir, 'cut-keys-')), new Date())).dir;
  }

  it(
    'probes: bad arguments are refused with the usage and exit code 2, nothing restored',
    async () => {
      const target = await newDatabase();
      const probes: string[][] = [
        [],
        [backup.dir, backup.dir],
        [backup.dir, '--replace=yes'],
        [backup.dir, '--force'],
        [''],
        ['x'.repeat(5000)],
        ['--replace'],
      ];
      // Two at a time: each is a process start (they refuse before reading anything).
      const runs: Awaited<ReturnType<typeof runCli>>[] = [];
      for (let i = 0; i < probes.length; i += 2) {
        runs.push(...(await Promise.all(probes.slice(i, i + 2).map((args) => runCli('restore', args, envOf(target))))));
      }
      for (const [index, run] of runs.entries()) {
        const args = probes[index]!.map((arg) => arg.slice(0, 40));
        expect({ args, code: run.code }).toEqual({ args, code: 2 });
        expect(run.stderr).toContain('usage: npm run db:restore -- FILE [--replace]');
      }
      if (testingOnPostgres()) {
        // Without PostgreSQL's client tools: a sentence saying what to install, no stack trace.
        const bakery = await newDatabase();
        await restoreBackup({ from: backup.dir, target: bakery.target, replace: false, create: true, now: new Date() });
        const noTools = await runCli('backup', [], {
          ...envOf(bakery),
          PATH: '/nonexistent',
          BACKUP_DIR: path.join(dir, 'b'),
        });
        expect(noTools.code).toBe(1);
        expect(noTools.stderr.trim()).toMatch(
          /^no backup taken: pg_dump is not installed here: install PostgreSQL's client tools/,
        );
      }
      const backupProbe = await runCli('backup', ['--to', '/tmp/elsewhere'], envOf(target));
      expect(backupProbe.code).toBe(2);
      expect(backupProbe.stderr).toContain('usage: npm run db:backup');
      const db = openDatabase(target.target);
      try {
        expect(await db.schema.hasTable('orders')).toBe(false); // nothing was restored
      } finally {
        await db.destroy();
      }
    },
    timeLimit(180_000),
  );
});
