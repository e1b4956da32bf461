import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Database } from '../../db';
import { exited, killHard, startServerProcess, type ServerProcess } from '../../testing/server-process';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { queueMail } from './outbox';
import { messageIdOf } from './transport';
import { timeLimit } from '../../testing/time-limits';

const MAILS = 60;
/** Each message takes this long to be accepted, so a batch of 20 is still going when the kill comes. */
const ANSWER_DELAY_MS = 100;
/** The kill comes while the sender waits for the answer to its 8th message. */
const KILL_AT_MESSAGE = 8;
const MAIL_FROM = '"Test Bakery" <hello@bakery.test>';

/**
 * Issue 24: a server killed mid-batch sent 44 of 5,263 mails twice, and the rest of its batch
 * five minutes late. Here the real server process sends to a real SMTP listener, is killed with
 * SIGKILL while it waits on the 8th mail of its batch, and a second server takes over: every
 * mail must arrive exactly once, the last no later than a minute after the kill.
 */
describe('the outbox when its sending server is killed mid-batch', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bakery-mail-kill-'));
  let database: TestDatabase;
  let db: Database;
  let sink: SmtpSink;
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => exited(server.child)));
    await db?.destroy();
    await sink?.close();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    'sends every mail exactly once, none later than a minute after the kill',
    async () => {
      database = await createTestDatabase(dir);
      db = openDatabase(database.target);
      await migrateToLatest(db);
      const drafts = Array.from({ length: MAILS }, (_, i) => ({
        kind: 'contact' as const,
        to: `customer-${i}@example.com`,
        subject: `Mail ${i}`,
        text: `Message number ${i}`,
      }));
      await queueMail(db, drafts, new Date(Date.now() - 1000));
      const ids = ((await db('mail_outbox').pluck('id')) as string[]).map((id) => messageIdOf({ id }, MAIL_FROM));

      let first: ChildProcess | undefined;
      let killing: Promise<void> | undefined;
      let killedAt = 0;
      let seen = 0;
      sink = await startSmtpSink({
        answerDelayMs: ANSWER_DELAY_MS,
        // The 8th message is not answered before its sender is gone: it was never delivered.
        onMessage: () => {
          if (++seen !== KILL_AT_MESSAGE) return;
          killedAt = Date.now();
          killing = killHard(first!);
          return killing;
        },
      });
      const env = {
        ...database.env,
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        MAIL_FROM,
        STATIC_DIR: path.join(dir, 'no-pwa'),
        ADMIN_PASSWORD: 'mail-kill-test-password',
      };

      servers.push(await startServerProcess(env, (child) => (first = child)));
      await expect.poll(() => killedAt, { timeout: timeLimit(20_000) }).toBeGreaterThan(0);
      await killing; // resolves only once the process is gone (killHard proves it)

      // Killed mid-batch: what it had sent is marked sent, the rest of its batch is still its own.
      const rows = (await db('mail_outbox').select('status', 'claimedBy')) as {
        status: string;
        claimedBy: string | null;
      }[];
      const sentBeforeKill = rows.filter((row) => row.status === 'sent').length;
      expect(sentBeforeKill).toBe(KILL_AT_MESSAGE - 1);
      expect(rows.filter((row) => row.status === 'pending' && row.claimedBy !== null).length).toBeGreaterThan(0);

      const b = await startServerProcess(env);
      servers.push(b);
      await expect
        .poll(() => new Set(sink.accepted.map((mail) => mail.messageId)).size, {
          timeout: timeLimit(75_000),
          interval: 500,
        })
        .toBe(MAILS);

      const counts = new Map<string, number>();
      for (const mail of sink.accepted) counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1);
      expect([...counts.keys()].sort()).toEqual([...ids].sort());
      expect([...counts.values()].filter((count) => count > 1)).toEqual([]); // no duplicate
      const latest = Math.max(...sink.accepted.map((mail) => mail.acceptedAt)) - killedAt;
      expect(latest).toBeLessThan(60_000);
      await expect
        .poll(async () => (await db('mail_outbox').where({ status: 'sent' }).count({ n: '*' }))[0]!.n, {
          timeout: timeLimit(5000),
        })
        .toBe(MAILS);
      console.log(
        `mail kill test: ${MAILS} mails, ${sentBeforeKill} sent before the kill, ${sink.accepted.length} accepted, ` +
          `${sink.accepted.length - counts.size} duplicate(s), last one ${(latest / 1000).toFixed(1)} s after the kill`,
      );
    },
    timeLimit(120_000),
  );
});
