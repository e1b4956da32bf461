import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import type { Db } from '../db';
import { startServer, type RunningServer } from '../server';
import type { Clock } from '../services/clock';
import { createTestDatabase, type TestDatabase } from './test-database';
import { readOutboxFolder, type WrittenMail } from './mail-files';

export const TEST_ADMIN = { email: 'owner@bakery.test', password: 'flour-and-butter-42' };

/** Real time plus an offset the test can push forward, so holds expire without sleeping. */
export class TestClock implements Clock {
  private offsetMs = 0;
  private frozenAt: number | null = null;
  now(): Date {
    return new Date((this.frozenAt ?? Date.now()) + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  /** Stops the clock where it is: from now on it moves only by advance(), however slow the machine. */
  freeze(): void {
    this.frozenAt ??= Date.now();
  }
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestServer {
  url: string;
  dir: string;
  clock: TestClock;
  running: RunningServer;
  db: RunningServer['deps']['db'];
  request<T = unknown>(
    method: string,
    urlPath: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer<T>>;
  adminToken(): Promise<string>;
  /**
   * Tells the server that a test wrote products or holds straight to the database: the server
   * caches the public catalogue and learns of changes from its own writers only.
   */
  catalogueChanged(): Promise<void>;
  /** The e-mails written so far, as a mail client reads them (testing/mail-files.ts). */
  outbox(): Promise<WrittenMail[]>;
  stop(): Promise<void>;
  /** Of servers started together (startTestServers): stops all of them and drops their database. */
  stopAll?(): Promise<void>;
  /** Of servers started together: their database, to start another server on (a restart). */
  database?: TestDatabase;
}

/**
 * A real server for a test file: its own migrated and seeded database (a SQLite file in a temporary
 * folder, or a PostgreSQL database of its own on the PostgreSQL pass: test-database.ts),
 * listening on a free port, mail written to that folder's outbox. Limits are raised so tests
 * that are not about rate limiting are not slowed by them, and orders are open with auto-manage
 * off, whatever the day and hour.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { database?: 'sqlite' } = {},
): Promise<TestServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bakery-test-'));
  const database = await createTestDatabase(dir, options.database);
  const server = await startTestServerOn(database, dir, env);
  return { ...server, stop: () => server.stop().then(() => database.drop()) };
}

/**
 * Several servers on one database, as behind a load balancer (docs/operations.md, "Growing beyond one machine"), all started at once on the empty database. Each has its own folder (its outbox:
 * a mail sent twice would show as a file in two folders).
 */
export async function startTestServers(count: number, env: Record<string, string> = {}): Promise<TestServer[]> {
  const database = await createTestDatabase();
  const servers = await Promise.all(
    Array.from({ length: count }, () =>
      startTestServerOn(database, mkdtempSync(path.join(tmpdir(), 'bakery-test-')), env),
    ),
  );
  let stopped: Promise<void> | undefined;
  const stopAll = () => (stopped ??= Promise.all(servers.map((server) => server.stop())).then(() => database.drop()));
  return servers.map((server) => ({ ...server, stopAll, database }));
}

/**
 * Tests run at any hour: the weekly schedule must not close orders under them (tests of the
 * schedule turn auto-manage back on). Written before the server serves or reads anything
 * (StartOptions.beforeServing): written after, it went unannounced past what the server had
 * read as it started (its pages, its settings kept for the minute), and a page or live snapshot
 * then differed from the same settings once the minute turned (live-version.test.ts failed so
 * on the PostgreSQL pass).
 */
async function openOrdersWithoutTheSchedule(db: Db): Promise<void> {
  await db('pickup_settings').update({ autoManage: false, ordersOpen: true });
}

/** A server on a database the test made (and drops itself), in its own folder `dir`. */
export async function startTestServerOn(
  database: TestDatabase,
  dir: string,
  env: Record<string, string>,
): Promise<TestServer> {
  const config = loadConfig({
    ...database.env,
    MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
    UPLOAD_DIR: path.join(dir, 'uploads'),
    STATIC_DIR: path.join(dir, 'no-pwa-build'),
    // Tests that are about backups turn them on.
    BACKUP_DIR: path.join(dir, 'backups'),
    BACKUP_INTERVAL: 'off',
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    LOG_LEVEL: 'error',
    CART_WRITES_PER_MINUTE: '100000',
    MESSAGES_PER_HOUR: '100000',
    // Every answer is checked against its entry of the contract: one that does not fit is a 500.
    CHECK_ANSWERS: '1',
    // Mail composed in the test's own thread, not one started per server (config.ts says why).
    MAIL_COMPOSER: 'caller',
    ...env,
  });
  const clock = new TestClock();
  const running = await startServer(config, { clock, beforeServing: openOrdersWithoutTheSchedule });
  let token: string | undefined;

  const request: TestServer['request'] = async (method, urlPath, body, headers = {}) => {
    const response = await fetch(running.url + urlPath, {
      method,
      headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers } as never;
  };

  return {
    url: running.url,
    dir,
    clock,
    running,
    db: running.deps.db,
    request,
    adminToken: async () => {
      if (token) return token;
      const answer = await request<{ sessionToken: string }>('POST', '/api/admin/login', TEST_ADMIN);
      if (answer.status !== 200) throw new Error(`test login failed: ${answer.status}`);
      return (token = answer.body.sessionToken);
    },
    catalogueChanged: async () => {
      const ids = (await running.deps.db('inventory').pluck('id')) as string[];
      running.deps.changes.inventoryChanged(ids);
    },
    outbox: () => readOutboxFolder(path.join(dir, 'outbox')),
    stop: async () => {
      await running.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
