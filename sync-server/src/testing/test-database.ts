import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseTarget } from '../../../knexfile';
import { createPostgresDatabase, dropPostgresDatabase } from '../db';

/**
 * The database a test runs on. The server suite runs twice in CI (.ci/run): on SQLite, and with
 * DATABASE_URL naming a throw-away PostgreSQL cluster (.ci/postgres). There each test gets a
 * database of its own in that cluster, made here and dropped after, so test files running side
 * by side never see each other's rows, exactly as with their own SQLite files.
 */
export interface TestDatabase {
  target: DatabaseTarget;
  /** The same target as environment variables, for a server started as a process. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

export const testingOnPostgres = (): boolean => Boolean(process.env.DATABASE_URL);

/** A database for a test: the pass's kind, or SQLite when `sqlite` is asked for by name. */
export async function createTestDatabase(dir?: string, kind?: 'sqlite'): Promise<TestDatabase> {
  return makeTestDatabase(dir, kind);
}

/**
 * A database for a test, copied from `template` (one a server migrated and seeded, and stopped:
 * nothing may be connected to it), for tests that need many fresh databases (the model test).
 */
export async function copyTestDatabase(template: TestDatabase, dir?: string): Promise<TestDatabase> {
  return makeTestDatabase(dir, template.target.client === 'sqlite' ? 'sqlite' : undefined, template.target);
}

async function makeTestDatabase(dir?: string, kind?: 'sqlite', template?: DatabaseTarget): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl || kind === 'sqlite') {
    const folder = dir ?? mkdtempSync(path.join(tmpdir(), 'bakery-db-'));
    const file = path.join(folder, 'bakery.sqlite');
    if (template?.client === 'sqlite') copyFileSync(template.file, file);
    return {
      target: { client: 'sqlite', file },
      env: { DATABASE_FILE: file },
      drop: async () => {
        if (!dir) rmSync(folder, { recursive: true, force: true });
      },
    };
  }
  const name = `bakery_test_${randomBytes(6).toString('hex')}`;
  const templateName = template?.client === 'postgres' ? new URL(template.url).pathname.slice(1) : undefined;
  await createPostgresDatabase(adminUrl, name, templateName);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { client: 'postgres', url: url.toString(), poolSize: 10 },
    env: { DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: '10' },
    drop: () => dropPostgresDatabase(adminUrl, name),
  };
}
