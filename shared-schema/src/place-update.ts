import * as z from 'zod/mini';
import { pickupDateSchema } from './pickup-date';
import { clockTimeSchema, daysBefore, locationCapacitySchema, MOST_DAYS_OFF, placeKinds } from './pickup-places';

/**
 * One of her places as she saves it (PUT /api/admin/places/:id, the edit `save-place`, docs/
 * orders.md, "Her places"): what it is, where, its weekly window, its cutoff, whether it takes
 * orders. Each of these every time: her card sends the place as she sees it, so an edit made
 * offline and sent late is the place she left.
 */
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is text` })
    .check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`));

/** What a place must be beyond each field's own rule: its window ends after it opens, and a customer can find it. */
export const placeChecks = [
  // "HH:MM" compares as text in clock order.
  z.refine<{ from: string; until: string }>((place) => place.until > place.from, {
    message: 'The window must end after it opens',
    path: ['until'],
  }),
  z.refine<{ placeKind: string; address: string }>((place) => place.placeKind === 'door' || place.address.length > 0, {
    message: "Give the place's address, so customers find it",
    path: ['address'],
  }),
] as const;

/** A weekly window as she saves it: its day and hours, checked. */
const windowSchema = z
  .object({
    weekday: z
      .number({ error: 'Choose its day' })
      .check(z.int({ error: 'Choose its day' }), z.minimum(0, 'Choose its day'), z.maximum(6, 'Choose its day')),
    from: clockTimeSchema,
    until: clockTimeSchema,
  })
  .check(
    z.refine((window) => window.until > window.from, {
      message: 'The window must end after it opens',
      path: ['until'],
    }),
  );

export const placeUpdateSchema = z
  .object({
    /** The place's kind (`kind` in her list): named apart, since an edit's `kind` is the edit's own (owner-edits.ts). */
    placeKind: z.enum(placeKinds, { error: 'Choose what kind of place it is: her door, a market or another place' }),
    name: text('The name', 100).check(z.minLength(1, 'Name the place')),
    address: text('The address', 300),
    note: text('The note', 300),
    weekday: z
      .number({ error: 'Choose its day' })
      .check(z.int({ error: 'Choose its day' }), z.minimum(0, 'Choose its day'), z.maximum(6, 'Choose its day')),
    from: clockTimeSchema,
    until: clockTimeSchema,
    /** Orders close this many hours before the window opens; a market's take orders until it ends (null). */
    cutoffHours: z.nullable(
      z
        .number({ error: 'The cutoff is a whole number of hours' })
        .check(
          z.int({ error: 'The cutoff is a whole number of hours' }),
          z.minimum(0, 'The cutoff cannot be negative'),
          z.maximum(167, 'Orders must close less than a week before pickup'),
        ),
    ),
    /** Its slots and caps, days off and bake day: the settings card sets them for every place; absent, a new place has none (baked the day of its pickup) and a place kept keeps its own. */
    capacity: z.optional(locationCapacitySchema),
    daysOff: z.optional(
      z.array(pickupDateSchema).check(z.maxLength(MOST_DAYS_OFF, `At most ${MOST_DAYS_OFF} days off a place`)),
    ),
    bakeDaysBefore: z.optional(daysBefore()),
    active: z.boolean({ error: 'Say whether it takes orders' }),
    /**
     * Every weekly window, the first the same as `weekday`, `from` and `until` (her door on
     * Tuesday and Friday); absent: that one alone. One a weekday: a pickup is a place on a day.
     */
    windows: z.optional(
      z.array(windowSchema).check(
        z.minLength(1, 'Give it at least one day'),
        z.maxLength(7, 'At most one window a day'),
        z.refine((windows) => new Set(windows.map((window) => window.weekday)).size === windows.length, {
          message: 'One window a day: two windows on one day are one longer window',
        }),
      ),
    ),
  })
  .check(...placeChecks);
export type PlaceUpdate = z.infer<typeof placeUpdateSchema>;
