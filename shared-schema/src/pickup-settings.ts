import { z } from 'zod';
import { noticeSettingsSchema } from './notices';
import { capacitySchema, clockTimeSchema, nextPickupSchema } from './pickup-slots';

export const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * Pickup settings as everyone reads them (GET /api/pickup-settings). The spec's five fields,
 * plus the weekly schedule that auto-manage follows (CONTRACT.md section 4), in BAKERY_TZ.
 */
export const pickupSettingsSchema = z.object({
  pickupDate: z.string(),
  pickupAddress: z.string(),
  ordersOpen: z.boolean(),
  bannerMessage: z.string(),
  autoManage: z.boolean(),
  /** 0 = Sunday ... 6 = Saturday; default 5 (Friday). */
  pickupWeekday: z.number().int().min(0).max(6),
  /** "HH:MM", 24-hour clock; default "15:00". */
  pickupTime: z.string(),
  /** When the home pickup window ends, "HH:MM"; default "18:00" (the last slot ends then). */
  pickupEndTime: z.string(),
  /** Orders close this many hours before pickup (0..167); default 48. */
  cutoffHours: z.number().int(),
  /** The farmers market (CONTRACT.md section 8): weekday 0..6 (default 6, Saturday), "HH:MM". */
  marketWeekday: z.number().int().min(0).max(6),
  marketStartTime: z.string(),
  marketEndTime: z.string(),
  /** The day-before e-mail to every customer of a pickup; the owner can turn it off. */
  remindersEnabled: z.boolean(),
  /** Slots and caps per location (CONTRACT.md section 9); slots off by default. */
  capacity: capacitySchema,
  /** A customer may cancel her order until this many hours before its pickup (0..167, default 24). */
  cancelCutoffHours: z.number().int(),
  /** What the bakery tells subscribers, customers and the owner by itself, and its quiet hours (CONTRACT.md section 10). */
  notices: noticeSettingsSchema,
  /** The next pickup day of each location, "YYYY-MM-DD", as the server will decide it now. */
  nextPickupDates: z.object({ home: z.string(), 'farmers-market': z.string() }),
  updatedAt: z.string(),
});
export type PickupSettings = z.infer<typeof pickupSettingsSchema>;

/** GET /api/pickup-settings, the live snapshot and `pickup-settings` messages: with each next pickup's places. */
export const publicPickupSettingsSchema = pickupSettingsSchema.extend({ nextPickups: z.array(nextPickupSchema) });
export type PublicPickupSettings = z.infer<typeof publicPickupSettingsSchema>;

/** PUT /api/pickup-settings. The spec's form sends the first five; the schedule is optional. */
export const pickupSettingsUpdateSchema = z.object({
  pickupDate: z.string().trim().max(200, 'Pickup date must be at most 200 characters'),
  pickupAddress: z.string().trim().max(300, 'Pickup address must be at most 300 characters'),
  ordersOpen: z.boolean({ error: 'ordersOpen must be true or false' }),
  bannerMessage: z.string().trim().max(500, 'Banner message must be at most 500 characters'),
  autoManage: z.boolean({ error: 'autoManage must be true or false' }),
  pickupWeekday: z
    .number({ error: 'Choose a pickup day' })
    .int()
    .min(0, 'Choose a pickup day')
    .max(6, 'Choose a pickup day')
    .optional(),
  pickupTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Pickup time is HH:MM on a 24-hour clock')
    .optional(),
  cutoffHours: z
    .number({ error: 'The cutoff is a whole number of hours' })
    .int('The cutoff is a whole number of hours')
    .min(0, 'The cutoff cannot be negative')
    .max(167, 'Orders must close less than a week before pickup')
    .optional(),
  marketWeekday: z
    .number({ error: 'Choose a market day' })
    .int()
    .min(0, 'Choose a market day')
    .max(6, 'Choose a market day')
    .optional(),
  marketStartTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Market hours are HH:MM on a 24-hour clock')
    .optional(),
  marketEndTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Market hours are HH:MM on a 24-hour clock')
    .optional(),
  remindersEnabled: z.boolean({ error: 'remindersEnabled must be true or false' }).optional(),
  pickupEndTime: clockTimeSchema.optional(),
  capacity: capacitySchema.optional(),
  cancelCutoffHours: z
    .number({ error: 'The cancel cutoff is a whole number of hours' })
    .int('The cancel cutoff is a whole number of hours')
    .min(0, 'The cancel cutoff cannot be negative')
    .max(167, 'Customers must be able to cancel up to a week before')
    .optional(),
  notices: noticeSettingsSchema.optional(),
});
export type PickupSettingsUpdate = z.infer<typeof pickupSettingsUpdateSchema>;
