import type { Db } from './database';
import { WaitlistEntryRow } from './models/waitlist';

/**
 * THE rule of the line's claim on stock (docs/waitlist.md): an entry still waiting (not offered
 * yet) and not expired reserves its quantity for the line, so stock that comes back (an expired
 * hold, a cancel, the owner's new stock) cannot be held by anyone else before the line is
 * offered it. Every query of it takes it from here, as holds take theirs from live-holds.ts.
 */
export function whereWaiting<Q extends { where(column: string, operator: string, value: string): unknown }>(
  query: Q,
  now: Date,
): Q {
  query.where(`${WaitlistEntryRow.tableName}.status`, '=', 'waiting');
  query.where(`${WaitlistEntryRow.tableName}.expiresAt`, '>', now.toISOString());
  return query;
}

/** The waiting entries, as a query to go on with. */
export const waitingEntries = (db: Db, now: Date) => whereWaiting(db(WaitlistEntryRow.tableName), now);

/**
 * The next place in line: one UPDATE ... RETURNING on a counter row (made the first time), in
 * the join's transaction, as order numbers are (order-numbers.ts): the line's order is the order
 * the joins commit in, on any server.
 */
export async function nextInLine(trx: Db): Promise<number> {
  await trx('counters').insert({ name: 'waitlist', value: 1 }).onConflict('name').ignore();
  const [row] = (await trx('counters').where('name', 'waitlist').increment('value', 1).returning(['value'])) as {
    value: number | string;
  }[];
  return Number(row!.value) - 1;
}

/** What the line waits for of each product (products with nobody waiting are absent). */
export async function waitingDemand(db: Db, now: Date, productIds?: readonly string[]): Promise<Map<string, number>> {
  const query = waitingEntries(db, now).select('productId').sum({ waiting: 'quantity' }).groupBy('productId');
  if (productIds) query.whereIn('productId', productIds);
  const rows = (await query) as { productId: string; waiting: number | string | null }[];
  return new Map(rows.map((row) => [row.productId, Number(row.waiting ?? 0)]));
}
