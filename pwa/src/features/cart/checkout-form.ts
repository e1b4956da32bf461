import { create } from 'zustand';
import { keptCheckoutForm, type CheckoutFields } from '../../db/web-storage/checkout-form';
import { keptOnPhone } from '../../db/web-storage/kept-store';

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

/**
 * What the shopper has typed into checkout, kept for the tab (db/web-storage/checkout-form.ts),
 * so a reload or a lost connection never loses a half-filled form; cleared after an order is placed.
 */
export const useCheckoutForm = create<CheckoutFormState>()(
  keptOnPhone(keptCheckoutForm, (set) => ({
    ...empty,
    set: (field, value) => set({ [field]: value } as Partial<CheckoutFields>),
    reset: () => set(empty),
  })),
);

export const requiredCheckoutFields: (keyof CheckoutFields)[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'paymentMethod',
  'pickupLocation',
];
