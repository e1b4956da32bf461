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

/**
 * The next order number, read without taking it: on SQLite, where the transaction has the
 * database to itself, a batch reads it with its first statements and writes what it took with
 * its last (takeOrderNumbers), one round trip fewer than nextOrderNumbers' UPDATE between them.
 * Not on PostgreSQL: there a second server could read the same number meanwhile.
 */
export async function peekNextOrderNumber(trx: Tx): Promise<number> {
  const row = (await trx('counters').where('name', 'order-number').first('value')) as
    { value: number | string } | undefined;
  if (!row) throw new Error('counters has no order-number row: the migrations did not run');
  return Number(row.value);
}

/**
 * Takes `count` numbers from `first`, as peekNextOrderNumber read it in the same transaction.
 * Should the counter have moved since (it cannot on SQLite: the check is the proof), the
 * transaction is undone rather than two orders sharing a number.
 */
export async function takeOrderNumbers(trx: Tx, first: number, count: number): Promise<void> {
  const taken = await trx('counters')
    .where({ name: 'order-number', value: first })
    .update({ value: first + count });
  if (taken !== 1) throw new Error(`the order-number counter moved from ${first} during its transaction`);
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
