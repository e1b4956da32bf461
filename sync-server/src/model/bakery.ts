import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyTestDatabase, type TestDatabase } from '../testing/test-database';
import { startTestServerOn, type TestServer } from '../testing/test-server';
import type { Template } from './template';

/**
 * The real system a model run drives: one server on its own SQLite file, or two servers on one
 * PostgreSQL database (as behind a load balancer), on a copy of the run's template. Each server
 * keeps its folder (its mail outbox) across a restart, so mail written before a restart is still
 * counted after it. Every server reads the template's frozen time plus what the run moved it.
 */
export interface Bakery {
  servers: TestServer[];
  /** The server a call goes through (of two, an even pick is the first). */
  via(pick: number): TestServer;
  /**
   * Moves every server's clock, once the mail passes going have ended. A pass holds its rows
   * for a lease measured on that clock: moved in the middle of a send, the other server would
   * see the lease run out and send the row again, which is what a server frozen for those
   * minutes does (and logs), not time passing while both run.
   */
  advance(ms: number): Promise<void>;
  restart(pick: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Where runs keep their files: memory where the machine has it. SQLite syncs every commit to disk
 * (a power cut loses no order); hundreds of runs are not about power cuts, and on a disk the
 * syncs took most of each step's time.
 */
export const scratch = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();

/** Quiet servers: a model run makes thousands of calls, and refusals are expected. */
export const quietEnv = { LOG_LEVEL: 'silent' };

/** A server of the run, at the run's time, signed in as the template's owner. */
export async function startAt(
  template: Template,
  database: TestDatabase,
  dir: string,
  at: number,
): Promise<TestServer> {
  const server = await startTestServerOn(database, dir, quietEnv);
  // Every server of the run reads the same frozen time, however long a start took.
  server.clock.freeze();
  server.clock.advance(at - server.clock.now().getTime());
  // Signing in hashes her password, slowly on purpose: a second at each restart. Her session
  // from the template is in every copy.
  return { ...server, adminToken: async () => template.ownerToken };
}

export async function openBakery(template: Template, count: 1 | 2): Promise<Bakery> {
  const dirs = Array.from({ length: count }, () => mkdtempSync(path.join(scratch, 'bakery-model-')));
  const database = await copyTestDatabase(template.database, dirs[0]);
  let movedMs = 0;
  const now = () => template.frozenAt + movedMs;
  // One after the other: a PostgreSQL copy is locked while the first starts.
  const servers: TestServer[] = [];
  for (const dir of dirs) servers.push(await startAt(template, database, dir, now()));
  return {
    servers,
    via: (pick) => servers[pick % servers.length]!,
    async advance(ms) {
      await Promise.all(servers.map((server) => server.running.deps.mailer.drain()));
      movedMs += ms;
      for (const server of servers) server.clock.advance(ms);
    },
    async restart(pick) {
      const index = pick % servers.length;
      await servers[index]!.running.stop();
      servers[index] = await startAt(template, database, dirs[index]!, now());
    },
    async close() {
      await Promise.all(servers.map((server) => server.running.stop()));
      await database.drop();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}
