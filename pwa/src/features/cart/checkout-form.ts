import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { PaymentMethod, PickupLocation } from '#shared/bakery';

/**
 * What the shopper has typed into checkout. Kept in session storage, so a reload or a lost
 * connection never loses a half-filled form; cleared after an order is placed.
 */
export interface CheckoutFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  paymentMethod: PaymentMethod | '';
  pickupLocation: PickupLocation;
  /** The slot's start ("15:30") where the pickup has slots; '' until she chooses. */
  pickupSlot: string;
}

const empty: CheckoutFields = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  paymentMethod: '',
  pickupLocation: 'home',
  pickupSlot: '',
};

interface CheckoutFormState extends CheckoutFields {
  set<K extends keyof CheckoutFields>(field: K, value: CheckoutFields[K]): void;
  reset(): void;
}

export const useCheckoutForm = create<CheckoutFormState>()(
  persist(
    (set) => ({
      ...empty,
      set: (field, value) => set({ [field]: value } as Partial<CheckoutFields>),
      reset: () => set(empty),
    }),
    // Version 2 added the slot: a form kept by version 1 reads as it was, with no slot chosen.
    {
      name: 'bakery-checkout-form',
      storage: createJSONStorage(() => sessionStorage),
      version: 2,
      migrate: (kept) => ({ ...empty, ...(kept as Partial<CheckoutFields>) }),
    },
  ),
);

export const requiredCheckoutFields: (keyof CheckoutFields)[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'paymentMethod',
  'pickupLocation',
];
