import type { Db, Tx } from './database';

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

/** Every counter's next value by name (order numbers, places in the waitlist), or none before its migration. */
export async function readCounters(db: Db): Promise<Map<string, number>> {
  if (!(await db.schema.hasTable('counters'))) return new Map();
  const rows = (await db('counters').select('name', 'value')) as { name: string; value: number | string }[];
  return new Map(rows.map((row) => [row.name, Number(row.value)]));
}

/**
 * Raises each counter to at least its value in `floor`, never lowering one. A restore puts back
 * a copy older than the database it replaces, whose numbers already went out (in e-mails, order
 * links, the owner's notices): the copy's counters go on above them, so a number once given is
 * never given again. In the restore's own transaction; PostgreSQL's restore writes the same
 * rule as SQL (postgres-dumps.ts, `raiseCountersSql`).
 */
export async function raiseCounters(trx: Tx, floor: ReadonlyMap<string, number>): Promise<void> {
  for (const [name, value] of floor) {
    const raised = await trx('counters').where({ name }).andWhere('value', '<', value).update({ value });
    if (raised === 0) await trx('counters').insert({ name, value }).onConflict('name').ignore();
  }
}
