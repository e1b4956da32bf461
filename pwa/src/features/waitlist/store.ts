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

interface WaitlistState {
  places: PlaceInLine[];
  add(place: PlaceInLine): void;
  remove(id: string): void;
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
    }),
    { name: 'bakery-waitlist' },
  ),
);
