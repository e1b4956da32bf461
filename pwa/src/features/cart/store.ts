import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Reservation } from '#shared/cart';

/** One hold the server granted: the cart is the list of them. */
export interface CartHold {
  reservationId: string;
  productId: string;
  /** The product's name when it was added, for a line whose product has since gone. */
  name: string;
  flavor: string | null;
  quantity: number;
  /** The unit price when it was held: she never pays more for it (missing in carts from before). */
  unitPrice?: string | null;
}

interface CartState {
  /** Identifies this shopper to the server (customer spec 3); made once, kept in local storage. */
  sessionId: string;
  holds: CartHold[];
  /** When every hold of the cart ends; the server moves all of them to the newest hold's time. */
  expiresAt: string | null;
  addHold(reservation: Reservation, name: string): void;
  /** Drops the holds of one line and returns their ids, for the server to release. */
  removeLine(productId: string, flavor: string | null): string[];
  clear(): void;
}

export const CART_STORAGE_KEY = 'bakery-cart-session';

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      sessionId: crypto.randomUUID(),
      holds: [],
      expiresAt: null,
      addHold: (reservation, name) =>
        set((state) => ({
          holds: [
            ...state.holds,
            {
              reservationId: reservation.id,
              productId: reservation.productId,
              name,
              flavor: reservation.flavor,
              quantity: reservation.quantity,
              unitPrice: reservation.unitPrice,
            },
          ],
          expiresAt: reservation.expiresAt,
        })),
      removeLine: (productId, flavor) => {
        const removed = get().holds.filter((hold) => hold.productId === productId && hold.flavor === flavor);
        set((state) => {
          const holds = state.holds.filter((hold) => !removed.includes(hold));
          return { holds, expiresAt: holds.length > 0 ? state.expiresAt : null };
        });
        return removed.map((hold) => hold.reservationId);
      },
      clear: () => set({ holds: [], expiresAt: null }),
    }),
    // Read after the first render (app/providers.tsx): the server's HTML has an empty cart.
    { name: CART_STORAGE_KEY, version: 1, skipHydration: true },
  ),
);

export const cartItemCount = (holds: readonly CartHold[]) => holds.reduce((sum, hold) => sum + hold.quantity, 0);
