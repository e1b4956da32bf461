import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knex, { type Knex } from 'knex';

/**
 * A bare baseline's database: a fresh SQLite file in a folder of its own (removed when the
 * baseline's process ends), opened by Knex with the bakery's pragmas (WAL, synchronous=FULL) on
 * one connection, as the bakery opens its own.
 */
export function bareSqlite(name: string): Knex {
  const dir = mkdtempSync(path.join(tmpdir(), `bare-${name}-`));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return knex({
    client: 'sqlite3',
    connection: { filename: path.join(dir, `${name}.sqlite`) },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      afterCreate(
        connection: { exec(sql: string, done: (error: Error | null) => void): void },
        done: (error: Error | null, connection: unknown) => void,
      ) {
        connection.exec(
          'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;',
          (error) => done(error, connection),
        );
      },
    },
  });
}
