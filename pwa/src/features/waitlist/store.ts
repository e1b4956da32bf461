import { create } from 'zustand';
import { persist } from 'zustand/middleware';

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
  pickupLocation: 'home' | 'farmers-market';
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

interface WaitlistState {
  places: PlaceInLine[];
  add(place: PlaceInLine): void;
  remove(id: string): void;
  pickupPlaces: PickupPlaceInLine[];
  addPickupPlace(place: PickupPlaceInLine): void;
  removePickupPlace(id: string): void;
  /** Her order at a pickup ends her places in line there (as the server does). */
  orderedAt(pickupDate: string, pickupLocation: string): void;
  turns: TurnInCart[];
  /** Her offer is in this phone's cart (its place in line is over); turns that ended are dropped. */
  addTurn(turn: TurnInCart): void;
}

/**
 * The places in line this phone holds (docs/waitlist.md), kept in local storage so the shop
 * shows "You're in line" after a reload. Small and without zod: the shop's first download
 * carries it, with the card's button.
 */
export const useWaitlistPlaces = create<WaitlistState>()(
  persist(
    (set) => ({
      places: [],
      add: (place) => set(({ places }) => ({ places: [...places.filter((each) => each.id !== place.id), place] })),
      remove: (id) => set(({ places }) => ({ places: places.filter((each) => each.id !== id) })),
      pickupPlaces: [],
      addPickupPlace: (place) =>
        set(({ pickupPlaces }) => ({ pickupPlaces: [...pickupPlaces.filter((each) => each.id !== place.id), place] })),
      removePickupPlace: (id) =>
        set(({ pickupPlaces }) => ({ pickupPlaces: pickupPlaces.filter((each) => each.id !== id) })),
      turns: [],
      addTurn: (turn) =>
        set(({ turns }) => ({
          turns: [
            ...turns.filter(
              (each) => each.reservationId !== turn.reservationId && new Date(each.expiresAt).getTime() > Date.now(),
            ),
            turn,
          ],
        })),
      orderedAt: (pickupDate, pickupLocation) =>
        set(({ pickupPlaces }) => ({
          pickupPlaces: pickupPlaces.filter(
            (each) => each.pickupDate !== pickupDate || each.pickupLocation !== pickupLocation,
          ),
        })),
    }),
    { name: 'bakery-waitlist' },
  ),
);
