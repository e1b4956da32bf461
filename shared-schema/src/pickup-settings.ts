import * as z from 'zod/mini';
import { bakery } from './bakery';
import { noticeSettingsSchema } from './notice-settings';
import {
  bakeDaysSchema,
  bakeDaysUpdateSchema,
  capacitySchema,
  clockTimeSchema,
  daysOffSchema,
  daysOffUpdateSchema,
  nextPickupSchema,
  ovenPerBakeDaySchema,
  placeRecordSchema,
} from './pickup-places';

export { weekdays } from './weekdays';

const whole = () => z.number().check(z.int());
const weekday = () => z.number().check(z.int(), z.minimum(0), z.maximum(6));

/**
 * Pickup settings as everyone reads them (GET /api/pickup-settings). The spec's five fields,
 * plus the weekly schedule that auto-manage follows (docs/api.md, "Who may call"), in BAKERY_TZ.
 */
export const pickupSettingsSchema = z.object({
  pickupDate: z.string(),
  pickupAddress: z.string(),
  ordersOpen: z.boolean(),
  bannerMessage: z.string(),
  autoManage: z.boolean(),
  /** 0 = Sunday ... 6 = Saturday; default 5 (Friday). */
  pickupWeekday: weekday(),
  /** "HH:MM", 24-hour clock; default "15:00". */
  pickupTime: z.string(),
  /** When the home pickup window ends, "HH:MM"; default "18:00" (the last slot ends then). */
  pickupEndTime: z.string(),
  /** Orders close this many hours before pickup (0..167); default 48. */
  cutoffHours: whole(),
  /** The farmers market (docs/orders.md): weekday 0..6 (default 6, Saturday), "HH:MM". */
  marketWeekday: weekday(),
  marketStartTime: z.string(),
  marketEndTime: z.string(),
  /** The day-before e-mail to every customer of a pickup; the owner can turn it off. */
  remindersEnabled: z.boolean(),
  /** Slots and caps per location (docs/orders.md); slots off by default. */
  capacity: capacitySchema,
  /** The days each location has no pickup; the schedule passes over them (docs/orders.md). */
  daysOff: daysOffSchema,
  /** How many days before its pickup each place's bread is baked (docs/orders.md, "Bake days"). */
  bakeDaysBefore: bakeDaysSchema,
  /** The most items one bake day makes, across its pickups (docs/orders.md, "The oven of a bake day"); absent in settings a phone kept from before: no cap. */
  ovenPerBakeDay: z._default(ovenPerBakeDaySchema, null),
  /**
   * The market as she names it, and a note for customers at each place (place-words.ts reads
   * them). Absent in settings a phone kept from before: the bakery's market, no notes.
   */
  marketName: z._default(z.string(), bakery.defaultMarket.name),
  marketAddress: z._default(z.string(), bakery.defaultMarket.address),
  marketNote: z._default(z.string(), ''),
  pickupNote: z._default(z.string(), ''),
  /** A customer may cancel her order until this many hours before its pickup (0..167, default 24). */
  cancelCutoffHours: whole(),
  /** What the bakery tells subscribers, customers and the owner by itself, and its quiet hours (docs/notices.md). */
  notices: noticeSettingsSchema,
  /**
   * Her places in her order, stopped ones too (docs/orders.md, "Her places"); absent in settings a
   * phone kept from before the list: then her first two, read from the fields above (places.ts).
   */
  places: z.optional(z.array(placeRecordSchema)),
  /** The next pickup day of each place taking orders, "YYYY-MM-DD", as the server will decide it now. */
  nextPickupDates: z.record(z.string(), z.string()),
  updatedAt: z.string(),
});
export type PickupSettings = z.infer<typeof pickupSettingsSchema>;

/**
 * GET /api/pickup-settings, the live snapshot and `pickup-settings` messages: with each next
 * pickup's places, and the address customers write to (the server's CONTACT_EMAIL; absent in
 * settings a phone kept from before it was sent: then the bakery's own, bakery.ts contactEmailOf).
 */
export const publicPickupSettingsSchema = z.extend(pickupSettingsSchema, {
  nextPickups: z.array(nextPickupSchema),
  contactEmail: z.optional(z.string()),
});
export type PublicPickupSettings = z.infer<typeof publicPickupSettingsSchema>;

/** A text field of the settings: trimmed, at most `max` characters. */
const text = (label: string, max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`));
/** A text field that may not be left empty. */
const filled = (field: z.ZodMiniString, empty: string) => field.check(z.minLength(1, empty));
const onOff = (name: string) => z.boolean({ error: `${name} must be true or false` });
const day = (label: string) =>
  z
    .number({ error: `Choose a ${label} day` })
    .check(z.int(), z.minimum(0, `Choose a ${label} day`), z.maximum(6, `Choose a ${label} day`));
const hours = (label: string, most: number, tooMany: string) =>
  z
    .number({ error: `The ${label} is a whole number of hours` })
    .check(
      z.int({ error: `The ${label} is a whole number of hours` }),
      z.minimum(0, `The ${label} cannot be negative`),
      z.maximum(most, tooMany),
    );
const clock = (message: string) => z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, message));

/** PUT /api/pickup-settings. The spec's form sends the first five; the schedule is optional. */
export const pickupSettingsUpdateSchema = z.object({
  pickupDate: text('Pickup date', 200),
  pickupAddress: text('Pickup address', 300),
  ordersOpen: onOff('ordersOpen'),
  bannerMessage: text('Banner message', 500),
  autoManage: onOff('autoManage'),
  pickupWeekday: z.optional(day('pickup')),
  pickupTime: z.optional(clock('Pickup time is HH:MM on a 24-hour clock')),
  cutoffHours: z.optional(hours('cutoff', 167, 'Orders must close less than a week before pickup')),
  marketWeekday: z.optional(day('market')),
  marketStartTime: z.optional(clock('Market hours are HH:MM on a 24-hour clock')),
  marketEndTime: z.optional(clock('Market hours are HH:MM on a 24-hour clock')),
  remindersEnabled: z.optional(onOff('remindersEnabled')),
  pickupEndTime: z.optional(clockTimeSchema),
  capacity: z.optional(capacitySchema),
  daysOff: z.optional(daysOffUpdateSchema),
  bakeDaysBefore: z.optional(bakeDaysUpdateSchema),
  ovenPerBakeDay: z.optional(ovenPerBakeDaySchema),
  marketName: z.optional(filled(text('The market name', 100), 'Name the market')),
  marketAddress: z.optional(filled(text('The market address', 300), "Give the market's address")),
  marketNote: z.optional(text('The market note', 300)),
  pickupNote: z.optional(text('The pickup note', 300)),
  cancelCutoffHours: z.optional(hours('cancel cutoff', 167, 'Customers must be able to cancel up to a week before')),
  notices: z.optional(noticeSettingsSchema),
});
export type PickupSettingsUpdate = z.infer<typeof pickupSettingsUpdateSchema>;
