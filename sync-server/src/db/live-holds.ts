import type { Db } from './database';
import { Reservation } from './models/reservation';

/**
 * THE rule of a live hold (docs/architecture.md, "Holds"): its time has not run out. An expired hold
 * counts for nothing (not against stock, not in a cart, not moved by a new hold) whether or
 * not the sweeper has deleted it yet, so a sweep that runs late changes no figure. Every query
 * of holds takes it from here: as a filter of a query (knex's or Objection's), as the holds
 * table already filtered, or as a test of one hold read into memory.
 */
export function whereLive<Q extends { where(column: string, operator: string, value: string): unknown }>(
  query: Q,
  now: Date,
): Q {
  query.where(`${Reservation.tableName}.expiresAt`, '>', now.toISOString());
  return query;
}

/** The live holds, as a query to go on with (sum them, group them, pick a shopper's). */
export const liveHolds = (db: Db, now: Date) => whereLive(db(Reservation.tableName), now);

/** The holds whose time has run out: exactly those the rule above leaves out. */
export const expiredHolds = (db: Db, now: Date) =>
  db(Reservation.tableName).whereNot((query) => void whereLive(query, now));

/** The same rule for one hold already read. */
export const isLive = (hold: { expiresAt: string | Date }, now: Date): boolean =>
  new Date(hold.expiresAt).getTime() > now.getTime();
