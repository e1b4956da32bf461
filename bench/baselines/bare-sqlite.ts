import { randomUUID } from 'node:crypto';
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

/** What a bare baseline's shopper asks to hold. */
export type BareHoldRequest = { sessionId: string; productId: string; quantity: number };

/**
 * The bare baselines' one hold rule, one transaction per hold: the product's stock and what its
 * unexpired holds take of it are read, and the hold is inserted (for ten minutes) if it fits.
 * Answers the hold, or null when it does not fit or the product is unknown.
 */
export function holdIfItFits(db: Knex, { sessionId, productId, quantity }: BareHoldRequest) {
  const now = new Date();
  return db.transaction(async (trx) => {
    const product = (await trx('products').where({ id: productId }).first()) as { stock: number } | undefined;
    if (!product) return null;
    const row = (await trx('holds')
      .where({ productId })
      .where('expiresAt', '>', now.toISOString())
      .sum({ held: 'quantity' })
      .first()) as { held: number | null };
    if ((row.held ?? 0) + quantity > product.stock) return null;
    const expiresAt = new Date(now.getTime() + 10 * 60_000).toISOString();
    const hold = { id: randomUUID(), sessionId, productId, quantity, expiresAt };
    await trx('holds').insert(hold);
    return hold;
  });
}
