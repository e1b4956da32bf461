import { pickupDateText } from './order-text';
import { placeAddress, placeInSentence, placeName, placeNoun, type PlaceSettings } from './place-words';
import { noCapacity, slotsOf, slotText, type Capacity, type NextPickup } from './pickup-slots';
import { placeHours } from './places';

/**
 * How an order's pickup reads to its customer, the same in the confirmation on screen, on her
 * order page and in every e-mail: the day, the time (her slot's, where there are slots), the
 * place. No zod: the confirmation renders it.
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
  pickupSlot?: string | null;
}
export interface PickupHours extends PlaceSettings {
  pickupAddress: string;
  pickupTime: string;
  pickupEndTime: string;
  marketStartTime: string;
  marketEndTime: string;
  capacity: Capacity;
}

/** The slot an order booked, with its end, or null (no slot, or slots changed since). */
export function slotOf(order: PickupOf, hours: PickupHours): { start: string; end: string } | null {
  if (!order.pickupSlot) return null;
  const { id, from, until } = placeHours(order.pickupLocation, hours, order.pickupDate);
  const slots = slotsOf(from, until, (hours.capacity[id] ?? noCapacity).slotMinutes);
  return slots.find((slot) => slot.start === order.pickupSlot) ?? { start: order.pickupSlot, end: order.pickupSlot };
}

/** "Pickup: Saturday, November 28, 9am to 12pm at ...", or the slot "Friday, November 27, 3:30 to 3:45pm at ...". */
export function pickupText(order: PickupOf, hours: PickupHours): string {
  const day = pickupDateText(order.pickupDate);
  const slot = slotOf(order, hours);
  const { kind, from, until } = placeHours(order.pickupLocation, hours, order.pickupDate);
  const when = slot
    ? slot.end === slot.start
      ? `at ${clockText(slot.start)}`
      : slotText(slot)
    : kind === 'door'
      ? `after ${clockText(from)}`
      : `${clockText(from)} to ${clockText(until)}`;
  const address = placeAddress(order.pickupLocation, hours);
  if (kind !== 'door') return `Pickup: ${day}, ${when} at ${placeName(order.pickupLocation, hours)} (${address})`;
  return `Pickup: ${day}${slot ? ',' : ''} ${when} at ${address}`;
}

export const ALL_PICKUPS_FULL = "This week's pickups are full";
export const NEXT_PICKUPS_OPEN_LATER = 'Orders for the next pickups open once these are done.';

/** "Home pickup on Friday, November 27" / "The farmers market on Saturday, November 28" / "Bogert Market on Tuesday, ...". */
function pickupName(
  pickup: Pick<NextPickup, 'pickupLocation' | 'pickupDate'>,
  places: PlaceSettings,
  start = false,
): string {
  const named = placeInSentence(pickup.pickupLocation, places);
  const capital = start ? named.charAt(0).toUpperCase() + named.slice(1) : named;
  return `${capital} on ${pickupDateText(pickup.pickupDate)}`;
}

/**
 * What a customer is told of the next pickups when one is full, and what she can still order
 * for: the other location if it has room, or that this week's pickups are full (orders are only
 * ever for the next pickup, so a later one is never offered). The shop's banner and checkout
 * both say it with these words. Null while none is full.
 */
export function fullPickupsText(pickups: readonly NextPickup[], places: PlaceSettings, chosen?: string): string | null {
  const full = pickups.filter((pickup) => pickup.full);
  if (full.length === 0) return null;
  const open = pickups.filter((pickup) => !pickup.full);
  if (open.length === 0) return `${ALL_PICKUPS_FULL}. ${NEXT_PICKUPS_OPEN_LATER}`;
  const first = chosen ? (full.find((pickup) => pickup.pickupLocation === chosen) ?? full[0]!) : full[0]!;
  return `${pickupName(first, places, true)} is full; ${pickupName(open[0]!, places)} still has room.`;
}

/**
 * What checkout says when her cart has more items than a pickup's oven can still take: how many
 * to take out, or the other location when it has room for them all.
 */
export function overOvenText(
  pickup: NextPickup,
  items: number,
  pickups: readonly NextPickup[],
  places: PlaceSettings,
): string {
  const left = pickup.itemsLeft ?? 0;
  const other = pickups.find(
    (each) =>
      each.pickupLocation !== pickup.pickupLocation &&
      !each.full &&
      (each.itemsLeft === null || each.itemsLeft >= items),
  );
  const fewer = `take ${items - left} out of your cart (Back to Cart)`;
  const instead = other ? `, or choose ${pickupName(other, places)}` : '';
  // "fit the home pickup", "fit the farmers market", "fit Bogert Market": a name takes no article.
  const named = pickupName(pickup, places);
  const fit = named.startsWith('home pickup') ? `the ${named}` : named;
  return `Only ${left} more ${left === 1 ? 'item fits' : 'items fit'} ${fit}, and your cart has ${items}: ${fewer}${instead}.`;
}

/**
 * "a 3:30 to 3:45pm home pickup on Friday, December 4": the place a customer waits for in line
 * (docs/waitlist.md), in her e-mails, her notification and on her phone.
 */
export function placeInLineText(place: PickupOf, hours: PickupHours): string {
  const slot = slotOf(place, hours);
  const noun = placeNoun(place.pickupLocation, hours);
  const where =
    noun === 'home pickup' ? 'home pickup' : noun === 'farmers market' ? 'farmers market pickup' : `pickup at ${noun}`;
  return `a ${slot ? `${slotText(slot)} ` : ''}${where} on ${pickupDateText(place.pickupDate)}`;
}
