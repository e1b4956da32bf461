import { paymentMethods, type PaymentMethod, type PickupLocation } from '#shared/bakery';
import type { KeptShape } from './kept-store';
import { definedFields, isOneOf, isPlaceId, isRecord, isText } from './read';

/**
 * What the shopper has typed into checkout (features/cart/checkout-form.ts). Kept for the tab,
 * so a reload or a lost connection never loses a half-filled form.
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

const isPaymentMethod = isOneOf<PaymentMethod | ''>(['', ...paymentMethods]);

export const keptCheckoutForm: KeptShape<CheckoutFields> = {
  key: 'bakery-checkout-form',
  // Version 2 added the slot: a form kept by version 1 reads as it was, with no slot chosen.
  version: 2,
  lasts: 'session',
  read: (stored) => {
    if (!isRecord(stored)) return {};
    const text = (value: unknown) => (isText(value) ? value : undefined);
    return definedFields<CheckoutFields>({
      firstName: text(stored.firstName),
      lastName: text(stored.lastName),
      email: text(stored.email),
      phone: text(stored.phone),
      paymentMethod: isPaymentMethod(stored.paymentMethod) ? stored.paymentMethod : undefined,
      pickupLocation: isPlaceId(stored.pickupLocation) ? stored.pickupLocation : undefined,
      pickupSlot: text(stored.pickupSlot),
    });
  },
};
