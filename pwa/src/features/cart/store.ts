import { create } from 'zustand';
import type { Reservation } from '#shared/cart';
import { keptCart, type CartHold, type ExpiredLine, type KeptCart } from '../../db/web-storage/cart';
import { keptOnPhone } from '../../db/web-storage/kept-store';

/** The cart: what it keeps on the phone (db/web-storage/cart.ts), and what changes it. */
interface CartState extends KeptCart {
  addHold(reservation: Reservation, name: string): void;
  /** A hold the server made smaller (the cart's minus): its new quantity. */
  shrinkHold(reservation: Reservation): void;
  /** One hold gone (the minus on a hold of one); the server is told by the caller. */
  dropHold(reservationId: string): void;
  /** Drops the holds of one line and returns their ids, for the server to release. */
  removeLine(productId: string, flavor: string | null): string[];
  clear(): void;
  /** The clock ran out: the cart is emptied, and its lines kept to offer again. */
  expire(): void;
}

export const useCartStore = create<CartState>()(
  keptOnPhone(
    keptCart,
    (set, get) => ({
      sessionId: crypto.randomUUID(),
      holds: [],
      expiresAt: null,
      expired: [],
      addHold: (reservation, name) =>
        set((state) => ({
          expired: [],
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
      shrinkHold: (reservation) =>
        set((state) => ({
          holds: state.holds.map((hold) =>
            hold.reservationId === reservation.id ? { ...hold, quantity: reservation.quantity } : hold,
          ),
        })),
      dropHold: (reservationId) =>
        set((state) => {
          const holds = state.holds.filter((hold) => hold.reservationId !== reservationId);
          return { holds, expiresAt: holds.length > 0 ? state.expiresAt : null };
        }),
      removeLine: (productId, flavor) => {
        const removed = get().holds.filter((hold) => hold.productId === productId && hold.flavor === flavor);
        set((state) => {
          const holds = state.holds.filter((hold) => !removed.includes(hold));
          return { holds, expiresAt: holds.length > 0 ? state.expiresAt : null };
        });
        return removed.map((hold) => hold.reservationId);
      },
      clear: () => set({ holds: [], expiresAt: null, expired: [] }),
      expire: () =>
        set((state) => ({
          holds: [],
          expiresAt: null,
          // Said again with nothing held (the clock's last tick): the lines that ran out stay.
          expired: state.holds.length > 0 ? linesOf(state.holds) : state.expired,
        })),
    }),
    // Read after the first render (app/providers.tsx): the server's HTML has an empty cart.
    { skipHydration: true },
  ),
);

export const cartItemCount = (holds: readonly CartHold[]) => holds.reduce((sum, hold) => sum + hold.quantity, 0);

/** Holds as lines: one per product and flavor, their quantities added. */
export function linesOf(holds: readonly CartHold[]): ExpiredLine[] {
  const lines = new Map<string, ExpiredLine>();
  for (const hold of holds) {
    const key = `${hold.productId}/${hold.flavor ?? ''}`;
    const line = lines.get(key);
    if (line) line.quantity += hold.quantity;
    else lines.set(key, { productId: hold.productId, flavor: hold.flavor, name: hold.name, quantity: hold.quantity });
  }
  return [...lines.values()];
}
