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
import { createMailer, retryDelayMs } from './mailer';
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
