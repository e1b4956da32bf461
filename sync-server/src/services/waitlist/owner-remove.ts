import { isUuid } from '#shared/common';
import type { WaitlistRemoval } from '#shared/waitlist';
import {
  inTransaction,
  lockPickupBookings,
  lockProductStates,
  PlaceWaitlistEntryRow,
  Reservation,
  WaitlistEntryRow,
  type Db,
  type Tx,
} from '../../db';
import type { Applied } from '../announce';
import { notFound } from '../errors';
import { inLine } from './line';

const noSuchPlace = () =>
  notFound('There is no such place in line: it may have been removed', 'unknown-waitlist-entry');

/**
 * The owner takes a place out of a line (docs/waitlist.md, "The owner"), a product's or a
 * pickup's, so no claim of an anonymous join stands that she cannot undo. In one
 * transaction under the lock its line's claims are read under (the product, or the pickup): a
 * waiting place stops claiming; an offered loaf's hold goes back, to the next in line. The row is
 * kept, marked removed, so what happened stays. A place already out of its line is answered as
 * it stands, so her outbox can send it twice.
 */
export function removeFromLine(db: Db, id: string, now: Date): Promise<Applied<WaitlistRemoval>> {
  return inTransaction(db, async (trx) => {
    if (!isUuid(id)) throw noSuchPlace();
    const entry = await WaitlistEntryRow.query(trx).findById(id);
    if (entry) return removeProductPlace(trx, entry, now);
    const place = await PlaceWaitlistEntryRow.query(trx).findById(id);
    if (place) return removePickupPlace(trx, place);
    throw noSuchPlace();
  });
}

async function removeProductPlace(trx: Tx, before: WaitlistEntryRow, now: Date): Promise<Applied<WaitlistRemoval>> {
  await lockProductStates(trx, [before.productId], now, null);
  const entry = (await WaitlistEntryRow.query(trx).findById(before.id))!; // read again under the lock
  if (!inLine(entry.status)) return { answer: { id: entry.id, status: entry.status }, changed: {} };
  if (entry.status === 'offered' && entry.reservationId) await Reservation.query(trx).deleteById(entry.reservationId);
  await WaitlistEntryRow.query(trx).patch({ status: 'removed' }).where({ id: entry.id });
  // Its claim, or its offer's hold, is gone: what the shop shows free may change.
  return { answer: { id: entry.id, status: 'removed' }, changed: { products: [entry.productId] } };
}

async function removePickupPlace(trx: Tx, before: PlaceWaitlistEntryRow): Promise<Applied<WaitlistRemoval>> {
  await lockPickupBookings(trx, [{ pickupDate: before.pickupDate, pickupLocation: before.pickupLocation }], null);
  const place = (await PlaceWaitlistEntryRow.query(trx).findById(before.id))!;
  if (!inLine(place.status)) return { answer: { id: place.id, status: place.status }, changed: {} };
  await PlaceWaitlistEntryRow.query(trx).patch({ status: 'removed' }).where({ id: place.id });
  // Its place counted as booked: the places customers see may change.
  return { answer: { id: place.id, status: 'removed' }, changed: { settings: true } };
}
