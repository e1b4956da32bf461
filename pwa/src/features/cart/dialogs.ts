import { create } from 'zustand';
import type { StoredOrder } from '#shared/order';

/** Which step of cart, checkout and confirmation is open; the last order for the confirmation. */
type Step = 'closed' | 'cart' | 'checkout' | 'confirmed';

interface CartDialogsState {
  step: Step;
  lastOrder: StoredOrder | null;
  open(step: Exclude<Step, 'confirmed'>): void;
  confirm(order: StoredOrder): void;
  close(): void;
}

export const useCartDialogs = create<CartDialogsState>()((set) => ({
  step: 'closed',
  lastOrder: null,
  open: (step) => set({ step }),
  confirm: (order) => set({ step: 'confirmed', lastOrder: order }),
  close: () => set({ step: 'closed' }),
}));
