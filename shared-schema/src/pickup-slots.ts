import { z } from 'zod';
import { pickupLocations, type PickupLocation } from './bakery';

/**
 * Pickup slots and the oven's capacity (CONTRACT.md section 9). A location's pickup afternoon
 * (or market morning) is cut into slots of `slotMinutes`, each taking at most `ordersPerSlot`
 * orders, and a pickup takes at most `itemsPerPickup` items in all. The rule that books a
 * place is the server's (services/order-rule.ts); this module says what the slots are, so the
 * owner's settings and every screen name them alike.
 */
export const clockTimeSchema = z
  .string({ error: 'A time is HH:MM' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time is HH:MM on a 24-hour clock');

export const locationCapacitySchema = z.object({
  /** 0: no slots (one pickup window, as before slots existed); else 10..120. */
  slotMinutes: z
    .number({ error: 'Slot length is a number of minutes' })
    .int('Slot length is a whole number of minutes')
    .refine((minutes) => minutes === 0 || (minutes >= 10 && minutes <= 120), 'Slots are 10 to 120 minutes, or off'),
  /** The most orders one slot takes; null: no cap. */
  ordersPerSlot: z
    .number({ error: 'Orders per slot is a number' })
    .int('Orders per slot is a whole number')
    .min(1, 'A slot takes at least 1 order')
    .max(999, 'At most 999 orders a slot')
    .nullable(),
  /** The most items one pickup takes (the oven); null: no cap. Reaching it closes the pickup. */
  itemsPerPickup: z
    .number({ error: 'Items per pickup is a number' })
    .int('Items per pickup is a whole number')
    .min(1, 'A pickup takes at least 1 item')
    .max(99_999, 'At most 99,999 items a pickup')
    .nullable(),
});
export type LocationCapacity = z.infer<typeof locationCapacitySchema>;

export const capacitySchema = z.object({ home: locationCapacitySchema, 'farmers-market': locationCapacitySchema });
export type Capacity = z.infer<typeof capacitySchema>;

export const noCapacity: LocationCapacity = { slotMinutes: 0, ordersPerSlot: null, itemsPerPickup: null };
export const defaultCapacity: Capacity = { home: noCapacity, 'farmers-market': noCapacity };

/** One slot as customers see it: when, and how many places are left (null: no cap). */
export const pickupSlotSchema = z.object({ start: z.string(), end: z.string(), left: z.number().int().nullable() });
export type PickupSlot = z.infer<typeof pickupSlotSchema>;

/** A location's next pickup with its places left (the public settings' `nextPickups`). */
export const nextPickupSchema = z.object({
  pickupLocation: z.enum(pickupLocations),
  pickupDate: z.string(),
  /** Empty when the location has no slots. */
  slots: z.array(pickupSlotSchema),
  /** Items the pickup can still take; null: no cap. */
  itemsLeft: z.number().int().nullable(),
  /** Nothing more can be booked for it: every slot full, or the oven. */
  full: z.boolean(),
  /** The location's pickup after this one, for "Friday is full: the next pickup is ..." */
  following: z.string(),
});
export type NextPickup = z.infer<typeof nextPickupSchema>;

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

/** The hours a location's pickups run (settings): the home pickup's, or the market's. */
export interface PickupHoursSettings {
  pickupTime: string;
  pickupEndTime: string;
  marketStartTime: string;
  marketEndTime: string;
}

export function pickupWindow(location: PickupLocation, hours: PickupHoursSettings): { from: string; until: string } {
  return location === 'farmers-market'
    ? { from: hours.marketStartTime, until: hours.marketEndTime }
    : { from: hours.pickupTime, until: hours.pickupEndTime };
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
