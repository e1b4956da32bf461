import { bakery } from '#shared/bakery';
import type { StoredOrder } from '#shared/order';
import { pickupDateText } from '#shared/pickup-date';
import { pickupText, type PickupHours } from '#shared/pickup-text';
import { placeText } from '#shared/place-words';

/**
 * An order's pickup as the owner's cards and print-outs say it: the day, her customer's slot (or
 * the window), the place; the same words as the customer's e-mails (shared pickup-text.ts).
 * Before the settings are known, the day and place.
 */
export function pickupLine(order: StoredOrder, hours: PickupHours | undefined): string {
  if (hours) return pickupText(order, hours).replace(/^Pickup: /, '');
  return `${pickupDateText(order.pickupDate)}, ${placeText(order.pickupLocation, { pickupAddress: bakery.defaultPickupAddress })}`;
}
