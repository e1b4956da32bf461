import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api';
import { migrateToLatest, openDatabase, type OutboxMail } from '../../db';
import { createLogger } from '../../log';
import { orderPayload } from '../../testing/orders';
import { startTestServer, TestClock, type TestServer } from '../../testing/test-server';
import { createTestDatabase } from '../../testing/test-database';
import { createMailer, retryDelayMs, type Mailer } from './mailer';
import { queueMail } from './outbox';

let server: TestServer;

beforeAll(async () => {
  // A mail server that is down: nothing listens on port 9 of this machine.
  server = await startTestServer({ SMTP_URL: 'smtp://127.0.0.1:9', LOG_LEVEL: 'silent' });
});
afterAll(() => server.stop());

describe('mail delivery', () => {
  it('never fails or loses an order when the mail server is down', async () => {
    const payload = await orderPayload(server, 'mail-down-session', [{ productId: 'chocolate-babka', quantity: 1 }]);
    const answer = await server.request<{ order: { id: string } } & ApiError>('POST', '/api/orders', payload);
    expect(answer.status).toBe(201);
    await server.running.deps.mailer.drain();

    const mail = (await server.db('mail_outbox').orderBy('kind')) as OutboxMail[];
    expect(mail.map((row) => [row.kind, row.status, row.attempts])).toEqual([
      ['new-order', 'pending', 1],
      ['order-confirmation', 'pending', 1],
    ]);
    expect(mail[0]!.lastError).toMatch(/ECONNREFUSED|connect/);
    expect(await server.db('orders').where({ id: answer.body.order.id })).toHaveLength(1);
  });

  it('retries later and sends each message once when the transport recovers', async () => {
    // Its own database and no server, so no background job delivers behind the test's back.
    const dir = mkdtempSync(path.join(tmpdir(), 'bakery-mailer-'));
    const database = await createTestDatabase(dir);
    const db = openDatabase(database.target);
    const clock = new TestClock();
    try {
      await migrateToLatest(db);
      const sent: string[] = [];
      let failuresLeft = 1;
      const mailer = createMailer({
        db,
        clock,
        log: createLogger('silent'),
        claimant: 'mailer-test',
        senders: {
          mail: {
            description: 'flaky test transport',
            send: async (mail) => {
              if (failuresLeft-- > 0) throw new Error('421 try again later');
              sent.push(mail.subject);
            },
          },
        },
      });
      await queueMail(
        db,
        [{ kind: 'contact', to: 'owner@bakery.test', subject: 'Hello', text: 'Hi there' }],
        clock.now(),
      );

      mailer.kick();
      await mailer.drain();
      expect(sent).toEqual([]);
      const [afterFailure] = (await db('mail_outbox')) as OutboxMail[];
      expect(afterFailure).toMatchObject({ status: 'pending', attempts: 1, lastError: '421 try again later' });

      mailer.kick(); // too early: the retry is not due yet
      await mailer.drain();
      expect(sent).toEqual([]);

      clock.advance(retryDelayMs(1) + 1000);
      mailer.kick();
      mailer.kick(); // a second kick while one runs must not send twice
      await mailer.drain();
      expect(sent).toEqual(['Hello']);
      const [delivered] = (await db('mail_outbox')) as OutboxMail[];
      expect(delivered).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      await db.destroy();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('mail gives way to shoppers', () => {
  // Its own database and no server: only these kicks start a delivery.
  let dir: string;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: ReturnType<typeof openDatabase>;
  const clock = new TestClock();
  const sent: string[] = [];
  const mailerWith = (timing: { quietMs: number; mostDeferredMs: number }): Mailer =>
    createMailer({
      db,
      clock,
      log: createLogger('silent'),
      claimant: 'quiet-test',
      senders: { mail: { description: 'test transport', send: async (mail) => void sent.push(mail.subject) } },
      ...timing,
    });
  const queue = (subject: string) =>
    queueMail(db, [{ kind: 'contact', to: 'owner@bakery.test', subject, text: 'Hi' }], clock.now());
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  async function waitForSent(count: number, withinMs: number): Promise<void> {
    for (const end = Date.now() + withinMs; sent.length < count; await sleep(20)) {
      if (Date.now() > end) throw new Error(`${sent.length} of ${count} sent after ${withinMs} ms`);
    }
  }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'bakery-mail-quiet-'));
    database = await createTestDatabase(dir);
    db = openDatabase(database.target);
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('waits while kicks keep coming, then sends once they pause', async () => {
    sent.length = 0;
    const mailer = mailerWith({ quietMs: 400, mostDeferredMs: 60_000 });
    await queue('During the rush');
    // An order every 50 ms for half a second: each kick puts the delivery off again. A stalled
    // machine only makes the timer later, never earlier, so nothing can go out meanwhile.
    for (let i = 0; i < 10; i++) {
      mailer.kick();
      await sleep(50);
    }
    expect(sent).toEqual([]);
    await waitForSent(1, 10_000);
    expect(sent).toEqual(['During the rush']);
  });

  it('never waits longer than its limit, however often it is kicked', async () => {
    sent.length = 0;
    // A pause of a minute would never come in this test: only the limit can send the mail.
    const mailer = mailerWith({ quietMs: 60_000, mostDeferredMs: 300 });
    await queue('Still sent');
    mailer.kick();
    await sleep(100);
    mailer.kick();
    await waitForSent(1, 10_000);
    expect(sent).toEqual(['Still sent']);
  });

  it('sends at once when drained (a stopping server, a test)', async () => {
    sent.length = 0;
    const mailer = mailerWith({ quietMs: 60_000, mostDeferredMs: 60_000 });
    await queue('On the way out');
    mailer.kick();
    await mailer.drain();
    expect(sent).toEqual(['On the way out']);
  });
});
