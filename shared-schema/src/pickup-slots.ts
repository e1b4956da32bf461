import type { Capacity, LocationCapacity } from './pickup-places';

export type { Capacity, LocationCapacity, NextPickup, PickupSlot } from './pickup-places';

/**
 * Pickup slots and the oven's capacity (docs/orders.md). A location's pickup afternoon
 * (or market morning) is cut into slots of `slotMinutes`, each taking at most `ordersPerSlot`
 * orders, and a pickup takes at most `itemsPerPickup` items in all. The rule that books a
 * place is the server's (services/orders/order-rule.ts); this module says what the slots are, so the
 * owner's settings and every screen name them alike; their schemas are in pickup-places.ts.
 */
export const noCapacity: LocationCapacity = { slotMinutes: 0, ordersPerSlot: null, itemsPerPickup: null };
/** Her first two places' caps before she sets any. */
export const defaultCapacity: Capacity = { home: noCapacity, 'farmers-market': noCapacity };

/** "HH:MM" as minutes after midnight, and back. */
export const minutesOf = (time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return hour * 60 + minute;
};
export const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The slots of a pickup window: from its start, every `slotMinutes`, until its end (a last
 * slot shorter than the others ends with the window). None when slots are off.
 */
export function slotsOf(from: string, until: string, slotMinutes: number): { start: string; end: string }[] {
  if (slotMinutes <= 0) return [];
  const end = minutesOf(until);
  const slots: { start: string; end: string }[] = [];
  for (let start = minutesOf(from); start < end; start += slotMinutes) {
    slots.push({ start: timeOf(start), end: timeOf(Math.min(start + slotMinutes, end)) });
  }
  return slots;
}

/** "3:30 to 3:45pm": a slot as people read it. */
export function slotText(slot: { start: string; end: string }): string {
  const clock = (time: string) => {
    const minutes = minutesOf(time);
    const hour = Math.floor(minutes / 60) % 12 || 12;
    return `${hour}:${String(minutes % 60).padStart(2, '0')}`;
  };
  const suffix = minutesOf(slot.end) < 12 * 60 ? 'am' : 'pm';
  return `${clock(slot.start)} to ${clock(slot.end)}${suffix}`;
}
