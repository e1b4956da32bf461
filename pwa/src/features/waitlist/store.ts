import { create } from 'zustand';
import { keptOnPhone } from '../../db/web-storage/kept-store';
import {
  keptPlaces,
  type KeptPlaces,
  type PickupPlaceInLine,
  type PlaceInLine,
  type TurnInCart,
} from '../../db/web-storage/waitlist';

interface WaitlistState extends KeptPlaces {
  add(place: PlaceInLine): void;
  remove(id: string): void;
  addPickupPlace(place: PickupPlaceInLine): void;
  removePickupPlace(id: string): void;
  /** Her order at a pickup ends her places in line there (as the server does). */
  orderedAt(pickupDate: string, pickupLocation: string): void;
  /** Her offer is in this phone's cart (its place in line is over); turns that ended are dropped. */
  addTurn(turn: TurnInCart): void;
}

/**
 * The places in line this phone holds (docs/waitlist.md), kept on the phone
 * (db/web-storage/waitlist.ts) so the shop shows "You're in line" after a reload. Small and
 * without zod: the shop's first download carries it, with the card's button.
 */
export const useWaitlistPlaces = create<WaitlistState>()(
  keptOnPhone(keptPlaces, (set) => ({
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
  })),
);
