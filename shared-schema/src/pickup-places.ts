import * as z from 'zod/mini';
import { pickupDateSchema } from './pickup-date';
import { placeIdSchema } from './place-id';

/**
 * The schemas of a pickup's times and places (the rules that use them are in pickup-slots.ts):
 * a clock time, a location's slots and caps, and a next pickup with its places left, as the
 * owner's settings and the shop's live messages carry them. Nothing but schemas: the shop parses
 * these on a first visit, and the code its first download runs must not carry them
 * (docs/shared-schemas.md, "One zod").
 */
export const clockTimeSchema = z
  .string({ error: 'A time is HH:MM' })
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time is HH:MM on a 24-hour clock'));

export const locationCapacitySchema = z.object({
  /** 0: no slots (one pickup window, as before slots existed); else 10..120. */
  slotMinutes: z.number({ error: 'Slot length is a number of minutes' }).check(
    z.int({ error: 'Slot length is a whole number of minutes' }),
    z.refine((minutes) => minutes === 0 || (minutes >= 10 && minutes <= 120), 'Slots are 10 to 120 minutes, or off'),
  ),
  /** The most orders one slot takes; null: no cap. */
  ordersPerSlot: z.nullable(
    z
      .number({ error: 'Orders per slot is a number' })
      .check(
        z.int({ error: 'Orders per slot is a whole number' }),
        z.minimum(1, 'A slot takes at least 1 order'),
        z.maximum(999, 'At most 999 orders a slot'),
      ),
  ),
  /** The most items one pickup takes (the oven); null: no cap. Reaching it closes the pickup. */
  itemsPerPickup: z.nullable(
    z
      .number({ error: 'Items per pickup is a number' })
      .check(
        z.int({ error: 'Items per pickup is a whole number' }),
        z.minimum(1, 'A pickup takes at least 1 item'),
        z.maximum(99_999, 'At most 99,999 items a pickup'),
      ),
  ),
});
export type LocationCapacity = z.infer<typeof locationCapacitySchema>;

/**
 * The oven (docs/orders.md, "The oven of a bake day"): the most items one bake day makes, counted
 * across every pickup it serves, beside each pickup's own cap; null: no cap.
 */
export const ovenPerBakeDaySchema = z.nullable(
  z
    .number({ error: 'The oven is a number of items' })
    .check(
      z.int({ error: 'The oven is a whole number of items' }),
      z.minimum(1, 'A bake day makes at least 1 item'),
      z.maximum(99_999, 'At most 99,999 items a bake day'),
    ),
);

/** The most places she keeps: her door, her markets, a café or two, and room to spare. */
export const MOST_PLACES = 20;

/**
 * A value for each of her places, keyed by its id (place-id.ts): her caps, days off and bake days
 * as the settings carry them. Her first two places are `home` and `farmers-market`, as they always
 * were, so a phone that kept settings from before she had more reads them as before.
 */
export const byPlace = <T extends z.core.$ZodType>(value: T) =>
  z
    .record(placeIdSchema, value)
    .check(z.refine((places) => Object.keys(places).length <= MOST_PLACES, `At most ${MOST_PLACES} places`));

export const capacitySchema = byPlace(locationCapacitySchema);
export type Capacity = z.infer<typeof capacitySchema>;

/** The most days off one place keeps: a year of weekly pickups and then some. */
export const MOST_DAYS_OFF = 60;

const placeDaysOff = () =>
  z.array(pickupDateSchema).check(z.maxLength(MOST_DAYS_OFF, `At most ${MOST_DAYS_OFF} days off a place`));

/**
 * The days a place has no pickup ("no market on the 4th"), "YYYY-MM-DD" each: its next pickup is
 * then its first regular day after them (services/pickups/pickups.ts). As the owner sends them.
 */
export const daysOffUpdateSchema = byPlace(placeDaysOff());
export type DaysOff = z.infer<typeof daysOffUpdateSchema>;

/** As settings carry them: absent in settings a phone kept from before days off existed, read as none. */
export const daysOffSchema = z._default(daysOffUpdateSchema, (): DaysOff => ({ home: [], 'farmers-market': [] }));

/** How many days before its pickup a place's bread is baked: 0, that day, to 6. */
export const daysBefore = () =>
  z
    .number({ error: 'The bake day is a whole number of days before the pickup' })
    .check(
      z.int({ error: 'The bake day is a whole number of days before the pickup' }),
      z.minimum(0, 'The bake day cannot be after the pickup'),
      z.maximum(6, 'The bake day is at most 6 days before the pickup'),
    );

/**
 * Each place's bake day, as days before its pickup (docs/orders.md, "Bake days"): her Friday bake
 * serves her door's Friday pickup (0) and Saturday's market (1). As the owner sends them.
 */
export const bakeDaysUpdateSchema = byPlace(daysBefore());
export type BakeDays = z.infer<typeof bakeDaysUpdateSchema>;

/** As settings carry them: absent in settings a phone kept from before, read as the migration made them. */
export const bakeDaysSchema = z._default(bakeDaysUpdateSchema, (): BakeDays => ({ home: 0, 'farmers-market': 1 }));

/** Her door (a pickup after a time), a market (a stall that takes orders until it ends), or another place (a café, a school: a pickup window, orders closing a cutoff before it). */
export const placeKinds = ['door', 'market', 'other'] as const;
export type PlaceKind = (typeof placeKinds)[number];

/** One weekly window of a place: its day, and when it opens and closes ("HH:MM"). */
export const placeWindowSchema = z.object({
  weekday: z.number().check(z.int(), z.minimum(0), z.maximum(6)),
  from: z.string(),
  until: z.string(),
});
export type PlaceWindow = z.infer<typeof placeWindowSchema>;

/**
 * One of her places as the settings carry it (`places`, docs/orders.md, "Her places"): what it
 * is and when its weekly window is. Its slots and caps, days off and bake day are keyed by its id
 * in `capacity`, `daysOff` and `bakeDaysBefore`, as they were before she could add one.
 */
export const placeRecordSchema = z.object({
  id: placeIdSchema,
  kind: z.enum(placeKinds),
  name: z.string(),
  address: z.string(),
  note: z.string(),
  /** 0 = Sunday ... 6 = Saturday, in the bakery's time zone. */
  weekday: z.number().check(z.int(), z.minimum(0), z.maximum(6)),
  /** "HH:MM": the window opens and closes. */
  from: z.string(),
  until: z.string(),
  /** Orders close this many hours before the window opens; null: until it ends (a market's stall). */
  cutoffHours: z.nullable(z.number().check(z.int())),
  /** False once she stops it: no new orders there, and every order it has is kept and shown. */
  active: z.boolean(),
  /**
   * Every weekly window, the first as `weekday`, `from` and `until` above (her door on Tuesday and
   * Friday); absent in settings a phone kept from before a place could have more: that one.
   */
  windows: z.optional(z.array(placeWindowSchema)),
});
export type PlaceRecord = z.infer<typeof placeRecordSchema>;

const whole = () => z.number().check(z.int());

/** One slot as customers see it: when, and how many places are left (null: no cap). */
export const pickupSlotSchema = z.object({ start: z.string(), end: z.string(), left: z.nullable(whole()) });
export type PickupSlot = z.infer<typeof pickupSlotSchema>;

/** A location's next pickup with its places left (the public settings' `nextPickups`). */
export const nextPickupSchema = z.object({
  pickupLocation: placeIdSchema,
  pickupDate: z.string(),
  /** Empty when the location has no slots. */
  slots: z.array(pickupSlotSchema),
  /** Items the pickup can still take; null: no cap. */
  itemsLeft: z.nullable(whole()),
  /** Nothing more can be booked for it: every slot full, or the oven. */
  full: z.boolean(),
  /** The location's pickup after this one, for "Friday is full: the next pickup is ..." */
  following: z.string(),
  /**
   * The bake serving it (bake-days.ts bakeDayOf): the shop's choice of what she shops for
   * (docs/orders.md, "Shopping for a pickup"). Absent from copies saved on a phone before.
   */
  bakeDay: z.optional(z.string()),
});
export type NextPickup = z.infer<typeof nextPickupSchema>;
