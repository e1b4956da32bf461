import { z } from 'zod';
import { paymentMethods, pickupLocations } from './bakery';
import { quantitySchema } from './cart';
import { emailSchema, moneySchema, uuidSchema } from './common';
import { flavorKeySchema, productIdSchema } from './inventory';
import { MAX_ORDER_LINES, storedOrderSchema } from './order';
import { orderStatusSchema, paymentStatuses } from './order-status';
import { pickupDateSchema } from './pickup-date';

/**
 * The owner's calls on orders (CONTRACT.md section 8): status and payment, the lists by pickup,
 * the bake list, the CSV export, manual orders, and the notices to a pickup's customers.
 */

const pickupLocationSchema = z.enum(pickupLocations, { error: 'Choose home or farmers-market pickup' });

/** PATCH /api/admin/orders/{id}/status */
export const orderStatusUpdateSchema = z.object({
  status: orderStatusSchema,
  reason: z.string().trim().max(300, 'The reason must be at most 300 characters').optional(),
});
export type OrderStatusUpdate = z.infer<typeof orderStatusUpdateSchema>;

/** PATCH /api/admin/orders/{id}/payment */
export const orderPaymentUpdateSchema = z.object({
  paid: z.boolean({ error: 'paid must be true or false' }),
});
export type OrderPaymentUpdate = z.infer<typeof orderPaymentUpdateSchema>;

/** The answer of both: the order as it now stands. */
export const orderAnswerSchema = z.object({ order: storedOrderSchema });

/**
 * GET /api/orders and GET /api/admin/orders.csv. Every filter is optional; `q` matches a name,
 * e-mail, phone or number ("1001" or "#1001"). `limit` and `before` page the list (newest first):
 * the answer stays an array and the next page's `before` comes in the X-Next-Before header.
 */
export const orderListQuerySchema = z.object({
  pickupDate: pickupDateSchema.optional(),
  pickupLocation: pickupLocationSchema.optional(),
  status: orderStatusSchema.optional(),
  paymentStatus: z.enum(paymentStatuses).optional(),
  q: z.string().trim().max(100, 'Search for at most 100 characters').optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  /** An order number: only orders numbered below it. */
  before: z.coerce.number().int().min(1).optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** GET /api/admin/pickups: one row per pickup, newest first. A no-show is not a cancel. */
export const pickupSummarySchema = z.object({
  pickupDate: z.string(),
  pickupLocation: z.enum(pickupLocations),
  /** Orders that are not cancelled. */
  orders: z.number().int(),
  /** Sum of those orders, as "123.00"; paid + owed = total. */
  total: z.string(),
  paid: z.string(),
  owed: z.string(),
  cancelled: z.number().int(),
  noShows: z.number().int(),
  pickedUp: z.number().int(),
});
export type PickupSummary = z.infer<typeof pickupSummarySchema>;

/** GET /api/admin/bake-list?pickupDate=&pickupLocation= */
export const bakeListQuerySchema = z.object({
  pickupDate: pickupDateSchema,
  pickupLocation: pickupLocationSchema.optional(),
});
export const bakeListLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  flavor: z.string().nullable(),
  /** The flavor as people read it ("Rosemary"), null without a flavor. */
  flavorName: z.string().nullable(),
  quantity: z.number().int(),
});
export const bakeListSchema = z.object({
  pickupDate: z.string(),
  pickupLocation: z.enum(pickupLocations).nullable(),
  lines: z.array(bakeListLineSchema),
});
export type BakeList = z.infer<typeof bakeListSchema>;
export type BakeListLine = z.infer<typeof bakeListLineSchema>;

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

/** POST /api/admin/orders: a phone order or a sale at the market stall. */
export const manualOrderSchema = z.object({
  /** Client-made, so an offline sale replayed from the outbox lands once. */
  id: uuidSchema.optional(),
  firstName: optionalText('First name', 80),
  lastName: optionalText('Last name', 80),
  phone: optionalText('Phone', 30),
  email: z
    .union([z.literal(''), emailSchema])
    .optional()
    .transform((value) => value || undefined),
  pickupLocation: pickupLocationSchema,
  /** Absent: the location's next pickup. */
  pickupDate: pickupDateSchema.optional(),
  paymentMethod: z.enum(paymentMethods, { error: 'Choose Venmo or cash' }),
  paid: z.boolean({ error: 'paid must be true or false' }),
  items: z
    .array(
      z.object({
        product: productIdSchema,
        flavor: flavorKeySchema.nullish(),
        quantity: quantitySchema,
      }),
    )
    .min(1, 'Add at least one item')
    .max(MAX_ORDER_LINES, `An order holds at most ${MAX_ORDER_LINES} lines`),
});
export type ManualOrder = z.infer<typeof manualOrderSchema>;
export type ManualOrderInput = z.input<typeof manualOrderSchema>;

/** PATCH /api/inventory/{id}/flavors/{flavor}/price */
export const flavorPriceParamsSchema = z.object({ id: productIdSchema, flavor: flavorKeySchema });
export const flavorPriceUpdateSchema = z.object({ price: moneySchema });

/** What the owner tells a pickup's customers (POST /api/admin/pickups/notice[/preview]). */
export const pickupNoticeKinds = ['ready', 'delayed', 'cancelled', 'other'] as const;
export const pickupNoticeSchema = z.object({
  pickupDate: pickupDateSchema,
  pickupLocation: pickupLocationSchema.optional(),
  kind: z.enum(pickupNoticeKinds, { error: 'Choose what the message is about' }),
  subject: z.string().trim().min(1, 'A subject is required').max(200, 'The subject must be at most 200 characters'),
  message: z.string().trim().min(1, 'Write a message').max(5000, 'The message must be at most 5000 characters'),
});
export type PickupNotice = z.infer<typeof pickupNoticeSchema>;

/** The preview: how many customers get it, and the first one's e-mail exactly as it will go. */
export const pickupNoticePreviewSchema = z.object({
  recipients: z.number().int(),
  /** Orders of the pickup with no e-mail address (manual orders): they must be called. */
  withoutEmail: z.number().int(),
  sample: z.object({ to: z.string(), subject: z.string(), text: z.string() }).nullable(),
});
export type PickupNoticePreview = z.infer<typeof pickupNoticePreviewSchema>;
export const pickupNoticeResultSchema = z.object({ queued: z.number().int() });

/** GET /api/admin/stats: the dashboard by week. */
export const weeklyStatsSchema = z.object({
  /** The next pickup (home and market together), or null before any order. */
  pickup: z
    .object({
      pickupDate: z.string(),
      orders: z.number().int(),
      total: z.string(),
      paid: z.string(),
      owed: z.string(),
    })
    .nullable(),
  topProducts: z.array(z.object({ productId: z.string(), name: z.string(), quantity: z.number().int() })),
  /** The last 12 weeks, oldest first, by pickup date; weeks are Monday to Sunday. */
  weeks: z.array(z.object({ weekStart: z.string(), orders: z.number().int(), revenue: z.string() })),
});
export type WeeklyStats = z.infer<typeof weeklyStatsSchema>;
