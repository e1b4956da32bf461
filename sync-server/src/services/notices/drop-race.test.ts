import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addConfirmedSubscribers, saveSettings } from '../../testing/notices';
import { createTestDatabase, testingOnPostgres, type TestDatabase } from '../../testing/test-database';
import { startTestServerOn, startTestServers, type TestServer } from '../../testing/test-server';
import { momentOf } from '../moment';
import { applyScheduleAndAnnounce } from './drop-notices';
import { timeLimit } from '../../testing/time-limits';

/**
 * "Exactly once across restarts and servers" (docs/notices.md). On the suite's
 * PostgreSQL pass: two servers on one database, the owner's switch sent through both, both
 * running the scheduler's minute, one of them restarted in the middle. On SQLite, the
 * one-server database: the same race on one server, which then restarts. Every confirmed
 * subscriber gets one "orders are open" e-mail.
 */
const SUBSCRIBERS = 40;
const env = { LOG_LEVEL: 'silent' };
const newFolder = () => mkdtempSync(path.join(tmpdir(), 'bakery-test-'));
let database: TestDatabase;
let a: TestServer;
let b: TestServer;
let restarted: TestServer | undefined;

beforeAll(async () => {
  if (testingOnPostgres()) {
    [a, b] = (await startTestServers(2, env)) as [TestServer, TestServer];
    database = a.database!;
  } else {
    database = await createTestDatabase();
    a = b = await startTestServerOn(database, newFolder(), env);
  }
  await saveSettings(a, { ordersOpen: false });
  await addConfirmedSubscribers(
    a,
    Array.from({ length: SUBSCRIBERS }, (_, i) => `reader-${i}@example.com`),
  );
}, timeLimit(60_000));
afterAll(async () => {
  await restarted?.stop();
  await a?.stop();
  if (b !== a) await b?.stop();
  await database?.drop();
});

const minuteOn = (server: TestServer) =>
  applyScheduleAndAnnounce(server.db, momentOf(server.running.deps, server.running.deps.clock.now()));
const open = (via: TestServer) => saveSettings(via, { ordersOpen: true });

describe(`one opening, ${testingOnPostgres() ? 'two servers' : 'one server'} and a restart`, () => {
  it(
    'sends one notice per subscriber, once',
    async () => {
      await Promise.all([
        ...Array.from({ length: 4 }, () => open(a)),
        ...Array.from({ length: 4 }, () => minuteOn(a)),
        (async () => {
          // b takes part, then restarts: it stops, a new server starts on the same database and
          // runs its minute at once. (On SQLite b is a: it stops once the race's writes are in.)
          await Promise.all([open(b), open(b), minuteOn(b), minuteOn(b)]);
          if (b === a) await new Promise((resolve) => setTimeout(resolve, 50));
          await b.stop();
          restarted = await startTestServerOn(database, newFolder(), env);
          await Promise.all([minuteOn(restarted), open(restarted)]);
        })(),
      ]);
      const running = b === a ? [restarted!] : [a, restarted!];
      for (const server of running) server.running.deps.mailer.kick();
      const rows = () =>
        running[0]!.db('mail_outbox').where({ kind: 'orders-open' }).select('to', 'status') as Promise<
          { to: string; status: string }[]
        >;
      await expect
        .poll(async () => (await rows()).filter((row) => row.status === 'sent').length, { timeout: timeLimit(15_000) })
        .toBe(SUBSCRIBERS);
      const sent = await rows();
      expect(sent).toHaveLength(SUBSCRIBERS);
      expect(new Set(sent.map((row) => row.to)).size).toBe(SUBSCRIBERS);
      expect(await running[0]!.db('drop_notices').where({ kind: 'orders-open' })).toHaveLength(1);
      // And no message was written twice by the servers still running.
      const files = (await Promise.all(running.map((server) => server.outbox())))
        .flat()
        .filter((mail) => /^Subject: Orders are open/m.test(mail.text));
      const recipients = files.map((mail) => /^To: (.+)$/m.exec(mail.text)![1]);
      expect(new Set(recipients).size).toBe(recipients.length);
    },
    timeLimit(60_000),
  );
});
