import { create } from 'zustand';
import type { StoredOrder } from '#shared/order';

/** Which step of cart, checkout and confirmation is open; the last order for the confirmation. */
type Step = 'closed' | 'cart' | 'checkout' | 'confirmed';

interface CartDialogsState {
  step: Step;
  lastOrder: StoredOrder | null;
  /** Her own page of the last order, with its key ("/orders/{id}?t=..."). */
  lastOrderPage: string | null;
  open(step: Exclude<Step, 'confirmed'>): void;
  confirm(order: StoredOrder, orderPage: string): void;
  close(): void;
}

export const useCartDialogs = create<CartDialogsState>()((set) => ({
  step: 'closed',
  lastOrder: null,
  lastOrderPage: null,
  open: (step) => set({ step }),
  confirm: (order, orderPage) => set({ step: 'confirmed', lastOrder: order, lastOrderPage: orderPage }),
  close: () => set({ step: 'closed' }),
}));
