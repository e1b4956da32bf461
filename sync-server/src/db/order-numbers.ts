import type { Tx } from './database';

/**
 * Takes the next `count` order numbers (#1001, #1002, ...). One UPDATE ... RETURNING on the
 * counter row, inside the order's own transaction: on PostgreSQL the row lock makes a second
 * server wait for this one's commit, on SQLite the transaction already holds the write lock,
 * so numbers are unique and increasing however many servers place orders. A transaction that
 * rolls back gives its numbers back with it.
 */
export async function nextOrderNumbers(trx: Tx, count: number): Promise<number[]> {
  if (count <= 0) return [];
  const [row] = (await trx('counters')
    .where('name', 'order-number')
    .increment('value', count)
    .returning(['value'])) as { value: number | string }[];
  if (!row) throw new Error('counters has no order-number row: the migrations did not run');
  const last = Number(row.value) - 1;
  return Array.from({ length: count }, (_, index) => last - count + 1 + index);
}
