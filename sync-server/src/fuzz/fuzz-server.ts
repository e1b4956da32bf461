import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateToLatest, openDatabase } from '../db';
import { createTestDatabase } from '../testing/test-database';
import { startTestServerOn, type TestServer } from '../testing/test-server';

/** The lease of the timed jobs (jobs.ts), as a server elsewhere would hold it. */
const JOBS_ELSEWHERE = {
  name: 'timed-jobs',
  holder: 'another-server (the fuzzer)',
  expiresAt: '2999-01-01T00:00:00.000Z',
};

/**
 * The fuzzer's server, on a database whose timed jobs are held by "another server" (a lease
 * that never runs out, as with several servers: docs/operations.md): a job that sweeps holds or
 * applies the schedule between two requests would change rows no request changed, and the
 * fuzzer compares the rows before and after each refusal. Limits are out of the way, so each
 * request reaches its call's parsing.
 */
export async function startFuzzServer(): Promise<TestServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bakery-fuzz-'));
  const database = await createTestDatabase(dir);
  const db = openDatabase(database.target);
  try {
    await migrateToLatest(db);
    await db('job_leases').insert(JOBS_ELSEWHERE);
  } finally {
    await db.destroy();
  }
  const server = await startTestServerOn(database, dir, {
    CART_WRITES_PER_MINUTE: '1000000',
    MESSAGES_PER_HOUR: '1000000',
  });
  return { ...server, stop: () => server.stop().then(() => database.drop()) };
}
