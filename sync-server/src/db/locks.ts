import type { Tx } from './database';

/**
 * Call first in any transaction that reads stock and then writes holds, orders or stock.
 *
 * The UPDATE is the transaction's first statement, so on SQLite the transaction takes the write
 * lock before it reads anything (a deferred transaction that reads first can fail with
 * SQLITE_BUSY when it upgrades to write); on PostgreSQL it row-locks these products until
 * commit, so two holds on the last loaf are serialised instead of both seeing it free.
 * The revision it bumps tells caches that availability changed.
 */
export async function lockProducts(trx: Tx, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  await trx('inventory')
    .whereIn('id', [...new Set(productIds)].sort())
    .increment('revision', 1);
}
