import { bakery, pickupLocationText } from './bakery';
import { pickupDateText } from './order-text';

/**
 * How an order's pickup reads to its customer, the same in the confirmation on screen and in
 * every e-mail: the day, the time, the place. No zod: the confirmation renders it.
 */

/** "9am" / "12:30pm" from "09:00" / "12:30". */
export function clockText(time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const suffix = hour < 12 ? 'am' : 'pm';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return minute === 0 ? `${twelve}${suffix}` : `${twelve}:${String(minute).padStart(2, '0')}${suffix}`;
}

/** What the sentence reads of an order and of the settings. */
export interface PickupOf {
  pickupDate: string;
  pickupLocation: string;
}
export interface PickupHours {
  pickupAddress: string;
  pickupTime: string;
  marketStartTime: string;
  marketEndTime: string;
}

/** "Pickup: Saturday, November 28, 9am to 12pm at ..." for the order's own pickup day. */
export function pickupText(order: PickupOf, settings: PickupHours): string {
  const day = pickupDateText(order.pickupDate);
  if (order.pickupLocation === 'farmers-market') {
    const hours = `${clockText(settings.marketStartTime)} to ${clockText(settings.marketEndTime)}`;
    return `Pickup: ${day}, ${hours} at the Bozeman Farmers Market (${bakery.farmersMarket.address})`;
  }
  const address = pickupLocationText(order.pickupLocation, settings.pickupAddress || bakery.defaultPickupAddress);
  return `Pickup: ${day} after ${clockText(settings.pickupTime)} at ${address}`;
}
