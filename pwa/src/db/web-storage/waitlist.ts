import type { PickupLocation } from '#shared/bakery';
import type { KeptShape } from './kept-store';
import {
  definedFields,
  entriesOf,
  isDate,
  isPlaceId,
  isRecord,
  isText,
  isTextOrNull,
  isTime,
  isTimeOrNull,
  isWhole,
} from './read';

/** A place in a waitlist this phone joined: its id and key (for her links and to leave), what for. */
export interface PlaceInLine {
  id: string;
  token: string;
  productId: string;
  flavor: string | null;
  name: string;
}

/** A place in line for a full pickup or time this phone joined, and the offer once her turn comes. */
export interface PickupPlaceInLine {
  id: string;
  token: string;
  pickupDate: string;
  pickupLocation: PickupLocation;
  /** The time she waits for ("15:30"), or null (the pickup has no times). */
  pickupSlot: string | null;
  /** Her cart's items when she joined: what the place is kept for. */
  items: number;
  /** "a 3:30 to 3:45pm home pickup on Friday, December 4" */
  what: string;
  /** Until when the place is kept for her checkout, once offered. */
  offerExpiresAt: string | null;
}

/** Her turn, taken into this phone's cart: what the shop says until she checks out or it ends. */
export interface TurnInCart {
  reservationId: string;
  productId: string;
  flavor: string | null;
  /** "3 Chocolate Babka" */
  what: string;
  expiresAt: string;
}

/** The places in line this phone holds (features/waitlist/store.ts; docs/waitlist.md). */
export interface KeptPlaces {
  places: PlaceInLine[];
  pickupPlaces: PickupPlaceInLine[];
  turns: TurnInCart[];
}

/** Version 1 is version 0's shape (before it had a version), read with the checks below. */
export const keptPlaces: KeptShape<KeptPlaces> = {
  key: 'bakery-waitlist',
  version: 1,
  lasts: 'local',
  read: (stored) => {
    if (!isRecord(stored)) return {};
    return definedFields<KeptPlaces>({
      places: entriesOf(stored.places, readPlace),
      pickupPlaces: entriesOf(stored.pickupPlaces, readPickupPlace),
      turns: entriesOf(stored.turns, readTurn),
    });
  },
};

function readPlace(stored: unknown): PlaceInLine | undefined {
  if (!isRecord(stored)) return undefined;
  const { id, token, productId, flavor, name } = stored;
  if (!isText(id) || !isText(token) || !isText(productId) || !isTextOrNull(flavor) || !isText(name)) return undefined;
  return { id, token, productId, flavor, name };
}

function readPickupPlace(stored: unknown): PickupPlaceInLine | undefined {
  if (!isRecord(stored)) return undefined;
  const { id, token, pickupDate, pickupLocation, pickupSlot, items, what, offerExpiresAt } = stored;
  if (!isText(id) || !isText(token) || !isDate(pickupDate) || !isPlaceId(pickupLocation)) return undefined;
  if (!isTextOrNull(pickupSlot) || !isWhole(items) || !isText(what) || !isTimeOrNull(offerExpiresAt)) return undefined;
  return { id, token, pickupDate, pickupLocation, pickupSlot, items, what, offerExpiresAt };
}

function readTurn(stored: unknown): TurnInCart | undefined {
  if (!isRecord(stored)) return undefined;
  const { reservationId, productId, flavor, what, expiresAt } = stored;
  if (!isText(reservationId) || !isText(productId) || !isTextOrNull(flavor) || !isText(what)) return undefined;
  if (!isTime(expiresAt)) return undefined;
  return { reservationId, productId, flavor, what, expiresAt };
}
