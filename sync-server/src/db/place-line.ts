import type { Knex } from 'knex';
import type { Db } from './database';
import { PlaceWaitlistEntryRow } from './models/waitlist';

const PLACES = PlaceWaitlistEntryRow.tableName;

/** A query a filter is added to: knex's or Objection's. */
interface Filterable {
  where(column: string, operator: string, value: string): unknown;
}

/**
 * THE rule of a place in line for a full pickup or time (docs/waitlist.md, "Places"): it waits
 * until its time is over (expiresAt: the end of her time, or of the pickup's window), and once
 * offered, the place is kept for her until the offer runs out (offerExpiresAt). Past either it
 * counts for nothing, whether or not the line's turn has marked it lapsed yet, so a turn that
 * runs late changes no figure. Every query of places in line takes its filter from here, as
 * holds take theirs from live-holds.ts and a product's line from waitlist-demand.ts.
 */
export function whereWaitingPlace<Q extends Filterable>(query: Q, now: Date): Q {
  query.where(`${PLACES}.status`, '=', 'waiting');
  query.where(`${PLACES}.expiresAt`, '>', now.toISOString());
  return query;
}

/** An offered place still kept for her. */
export function whereOfferStands<Q extends Filterable>(query: Q, now: Date): Q {
  query.where(`${PLACES}.status`, '=', 'offered');
  query.where(`${PLACES}.offerExpiresAt`, '>', now.toISOString());
  return query;
}

/** The places in line that stand: waiting, or offered and still kept (a booking for everyone else). */
export const whereStandingPlace = (query: Knex.QueryBuilder, now: Date) =>
  query.where((group) => void whereWaitingPlace(group, now).orWhere((offered) => void whereOfferStands(offered, now)));

/** The waiting places, as a query to go on with (count them, group them by pickup). */
export const waitingPlaces = (db: Db, now: Date) => whereWaitingPlace(db(PLACES), now);

/** The offers that ran out: of the offered places, exactly those whereOfferStands leaves out. */
export const runOutPlaceOffers = (db: Db, now: Date) =>
  db(PLACES).where(`${PLACES}.status`, '=', 'offered').where(`${PLACES}.offerExpiresAt`, '<=', now.toISOString());

const isAhead = (until: string | null, now: Date) => until !== null && new Date(until).getTime() > now.getTime();

/** The same rule for one place already read: it still waits. */
export const placeWaits = (place: Pick<PlaceWaitlistEntryRow, 'status' | 'expiresAt'>, now: Date): boolean =>
  place.status === 'waiting' && isAhead(place.expiresAt, now);

/** The same rule for one place already read: its offer is still kept for her. */
export const placeOfferStands = (place: Pick<PlaceWaitlistEntryRow, 'status' | 'offerExpiresAt'>, now: Date): boolean =>
  place.status === 'offered' && isAhead(place.offerExpiresAt, now);
