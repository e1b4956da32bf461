import * as z from 'zod/mini';
import { paymentMethods } from './bakery';
import { quantitySchema } from './cart';
import { emailSchema, moneySchema, uuidSchema } from './common';
import { flavorKeySchema, productIdSchema } from './inventory';
import { MAX_ORDER_LINES, storedOrderSchema } from './order';
import { orderStatuses, paymentStatuses, type OrderStatus } from './order-status';
import { pickupDateSchema } from './pickup-date';
import { clockTimeSchema } from './pickup-places';
import { placeIdSchema } from './place-id';

export const orderStatusSchema = z.enum(orderStatuses, { error: 'Unknown order status' });

/**
 * The owner's calls on orders (docs/orders.md): status and payment, the lists by pickup,
 * the bake list, the CSV export, manual orders, and the notices to a pickup's customers.
 */

/** PATCH /api/admin/orders/{id}/status */
export const orderStatusUpdateSchema = z.object({
  status: orderStatusSchema,
  reason: z.optional(z.string().check(z.trim(), z.maxLength(300, 'The reason must be at most 300 characters'))),
});
export type OrderStatusUpdate = z.infer<typeof orderStatusUpdateSchema>;

/** PATCH /api/admin/orders/{id}/payment */
export const orderPaymentUpdateSchema = z.object({
  paid: z.boolean({ error: 'paid must be true or false' }),
});
export type OrderPaymentUpdate = z.infer<typeof orderPaymentUpdateSchema>;

/**
 * PATCH /api/admin/orders/{id}/refund: the money of a cancelled, paid order given back (or the
 * mark taken off again). Any other order: 409 no-refund-due.
 */
export const orderRefundUpdateSchema = z.object({
  refunded: z.boolean({ error: 'refunded must be true or false' }),
});
export type OrderRefundUpdate = z.infer<typeof orderRefundUpdateSchema>;

/** The answer of each: the order as it now stands. */
export const orderAnswerSchema = z.object({ order: storedOrderSchema });

/**
 * GET /api/orders and GET /api/admin/orders.csv. Every filter is optional; `q` matches a name,
 * e-mail, phone or number ("1001" or "#1001"). `limit` and `before` page the list (newest first):
 * the answer stays an array and the next page's `before` comes in the X-Next-Before header.
 */
export const orderListQuerySchema = z.object({
  pickupDate: z.optional(pickupDateSchema),
  pickupLocation: z.optional(placeIdSchema),
  status: z.optional(orderStatusSchema),
  paymentStatus: z.optional(z.enum(paymentStatuses)),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Search for at most 100 characters'))),
  /** A slot's start ("15:30"), or "none" for orders without a slot. */
  pickupSlot: z.optional(z.union([clockTimeSchema, z.literal('none')])),
  /** "slot": by pickup slot, then number; default: newest first. */
  sort: z.optional(z.enum(['number', 'slot'])),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500))),
  /** An order number: only orders numbered below it. */
  before: z.optional(z.coerce.number().check(z.int(), z.minimum(1))),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/**
 * GET /api/admin/orders.csv (one row per order) and /api/admin/order-lines.csv (one row per
 * line): the list's filters; cancelled orders are left out unless `cancelled=include`.
 */
export const orderExportQuerySchema = z.extend(
  z.omit(orderListQuerySchema, { limit: true, before: true, sort: true }),
  {
    cancelled: z._default(z.enum(['include', 'exclude']), 'exclude'),
  },
);
export type OrderExportQuery = z.infer<typeof orderExportQuerySchema>;

/** The two spreadsheets: one row per order, or one per line of an order. */
export type OrderExportFile = 'orders' | 'order-lines';

/**
 * The name a spreadsheet is saved under, the same from the server (Content-Disposition) and the
 * owner's download: what it holds first, so three files of one pickup sit apart in her folder
 * ("order-lines-2026-11-27-home.csv", "orders-with-cancelled-2026-11-27.csv").
 */
export function orderExportName(
  file: OrderExportFile,
  filters: { pickupDate?: string; pickupLocation?: string; cancelled?: 'include' | 'exclude' },
): string {
  const what = file === 'orders' && filters.cancelled === 'include' ? 'orders-with-cancelled' : file;
  return `${[what, filters.pickupDate, filters.pickupLocation].filter(Boolean).join('-')}.csv`;
}

/**
 * GET /api/admin/pickups: one row per pickup, newest first, summed by pickup-figures.ts (what
 * counts where is said there). paid + owed = total.
 */
export const pickupSummarySchema = z.object({
  pickupDate: z.string(),
  pickupLocation: placeIdSchema,
  /** Orders that are not cancelled. */
  orders: z.number().check(z.int()),
  /** Sum of those orders, as "123.00". */
  total: z.string(),
  paid: z.string(),
  owed: z.string(),
  cancelled: z.number().check(z.int()),
  noShows: z.number().check(z.int()),
  /** What the no-shows have not paid (part of `owed`). */
  noShowOwed: z.string(),
  pickedUp: z.number().check(z.int()),
  /** Cancelled orders that were paid and are not refunded yet, and their money. */
  refundsDue: z.number().check(z.int()),
  refundDue: z.string(),
  /** Of `orders`, those placed from a standing order (absent from copies saved before them). */
  standing: z.optional(z.number().check(z.int())),
  /**
   * In the dashboard's pickups only: what the market stall took on that market day (cash and
   * Venmo), which its revenue adds to the preorders' `total`. Absent elsewhere and before the day.
   */
  stall: z.optional(z.string()),
});
export type PickupSummary = z.infer<typeof pickupSummarySchema>;

/** GET /api/admin/bake-list?pickupDate=&pickupLocation= */
export const bakeListQuerySchema = z.object({
  pickupDate: pickupDateSchema,
  pickupLocation: z.optional(placeIdSchema),
  /** "slot": a list per pickup slot, so the earliest slots are baked first. */
  split: z.optional(z.enum(['slot'])),
});
export const bakeListLineSchema = z.object({
  /** The slot's start when the list is split by slot (null: orders without a slot). */
  pickupSlot: z.optional(z.nullable(z.string())),
  productId: z.string(),
  name: z.string(),
  flavor: z.nullable(z.string()),
  /** The flavor as people read it ("Rosemary"), null without a flavor. */
  flavorName: z.nullable(z.string()),
  quantity: z.number().check(z.int()),
});
export const bakeListSchema = z.object({
  pickupDate: z.string(),
  pickupLocation: z.nullable(placeIdSchema),
  lines: z.array(bakeListLineSchema),
});
export type BakeList = z.infer<typeof bakeListSchema>;

/** GET /api/admin/bake-days/:date: what to bake on a bake day (docs/orders.md, "Bake days"). */
export const bakeDayParamsSchema = z.object({ date: pickupDateSchema });
export const bakeDayQuerySchema = z.object({ split: z.optional(z.enum(['slot'])) });
export const bakeDaySchema = z.object({
  bakeDay: z.string(),
  /** Each pickup the bake serves, her door's first, with its own list (split by slot when asked). */
  pickups: z.array(bakeListSchema),
  /** Everything to bake that day: the pickups' lists summed. */
  lines: z.array(bakeListLineSchema),
  /**
   * The items its orders take of the oven, and the oven's cap (null: none; docs/orders.md, "The
   * oven of a bake day"). Absent in an answer a phone kept from before.
   */
  oven: z.optional(z.object({ items: z.number().check(z.int()), cap: z.nullable(z.number().check(z.int())) })),
});
export type BakeDayList = z.infer<typeof bakeDaySchema>;
export type BakeListLine = z.infer<typeof bakeListLineSchema>;

const optionalText = (label: string, max: number) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`))),
    z.transform((value) => value || undefined),
  );

/** POST /api/admin/orders: a phone order or a sale at the market stall. */
export const manualOrderSchema = z.object({
  /** Client-made, so an offline sale replayed from the outbox lands once. */
  id: z.optional(uuidSchema),
  firstName: optionalText('First name', 80),
  lastName: optionalText('Last name', 80),
  phone: optionalText('Phone', 30),
  email: z.pipe(
    z.optional(z.union([z.literal(''), emailSchema])),
    z.transform((value) => value || undefined),
  ),
  pickupLocation: placeIdSchema,
  /** Absent: the location's next pickup. */
  pickupDate: z.optional(pickupDateSchema),
  paymentMethod: z.enum(paymentMethods, { error: 'Choose Venmo or cash' }),
  paid: z.boolean({ error: 'paid must be true or false' }),
  /** The slot, where the location has slots (a handed-over sale needs none). */
  pickupSlot: z.optional(clockTimeSchema),
  /** Past a full slot or pickup, on purpose: the order is marked overbooked. */
  overbook: z.optional(z.boolean({ error: 'overbook must be true or false' })),
  /** Handed over there and then (a stall sale): saved as picked up, not as waiting for pickup. */
  handedOver: z.optional(z.boolean({ error: 'handedOver must be true or false' })),
  items: z
    .array(
      z.object({
        product: productIdSchema,
        flavor: z.nullish(flavorKeySchema),
        quantity: quantitySchema,
      }),
    )
    .check(
      z.minLength(1, 'Add at least one item'),
      z.maxLength(MAX_ORDER_LINES, `An order holds at most ${MAX_ORDER_LINES} lines`),
    ),
});
export type ManualOrder = z.infer<typeof manualOrderSchema>;
export type ManualOrderInput = z.input<typeof manualOrderSchema>;

/** PATCH /api/inventory/{id}/flavors/{flavor}/price */
export const flavorPriceParamsSchema = z.object({ id: productIdSchema, flavor: flavorKeySchema });
export const flavorPriceUpdateSchema = z.object({ price: moneySchema });

/** What the owner tells a pickup's customers (POST /api/admin/pickups/notice[/preview]). */
export const pickupNoticeKinds = ['ready', 'delayed', 'cancelled', 'other'] as const;
export type PickupNoticeKind = (typeof pickupNoticeKinds)[number];

/**
 * THE rule of who hears a notice, by its kind: "ready" and "running late" only reach orders
 * still to be collected (not picked up, not a no-show, not cancelled); a cancelled day, or
 * anything else, reaches every order that is not cancelled.
 */
export const noticeRecipientStatuses: Record<PickupNoticeKind, readonly OrderStatus[]> = {
  ready: ['placed', 'ready'],
  delayed: ['placed', 'ready'],
  cancelled: ['placed', 'ready', 'picked-up', 'no-show'],
  other: ['placed', 'ready', 'picked-up', 'no-show'],
};

export const pickupNoticeSchema = z.object({
  pickupDate: pickupDateSchema,
  pickupLocation: z.optional(placeIdSchema),
  kind: z.enum(pickupNoticeKinds, { error: 'Choose what the message is about' }),
  subject: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'A subject is required'),
      z.maxLength(200, 'The subject must be at most 200 characters'),
    ),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Write a message'),
      z.maxLength(5000, 'The message must be at most 5000 characters'),
    ),
  /** Sent although a notice of this kind already went to this pickup (she was asked). */
  again: z.optional(z.boolean()),
});
export type PickupNotice = z.infer<typeof pickupNoticeSchema>;

/** A notice of this kind sent to this pickup before: when, and to how many. */
export const sentNoticeSchema = z.object({ at: z.string(), recipients: z.number().check(z.int()) });
export type SentNotice = z.infer<typeof sentNoticeSchema>;

/** The preview: who gets it, the first one's e-mail exactly as it will go, and any earlier send. */
export const pickupNoticePreviewSchema = z.object({
  recipients: z.array(z.object({ name: z.string(), email: z.string(), orders: z.array(z.number().check(z.int())) })),
  /** Orders the rule reaches that have no e-mail address (manual orders): they must be called. */
  withoutEmail: z.array(z.object({ name: z.string(), phone: z.string(), number: z.number().check(z.int()) })),
  sample: z.nullable(z.object({ to: z.string(), subject: z.string(), text: z.string() })),
  lastSent: z.nullable(sentNoticeSchema),
});
export type PickupNoticePreview = z.infer<typeof pickupNoticePreviewSchema>;
export const pickupNoticeResultSchema = z.object({ queued: z.number().check(z.int()), sentAt: z.string() });
export type PickupNoticeResult = z.infer<typeof pickupNoticeResultSchema>;

/** GET /api/admin/pickup-slots?pickupDate=&pickupLocation=: each slot's bookings, for the owner. */
export const pickupSlotsQuerySchema = z.object({ pickupDate: pickupDateSchema, pickupLocation: placeIdSchema });
export const pickupBookingsSchema = z.object({
  pickupDate: z.string(),
  pickupLocation: placeIdSchema,
  slots: z.array(
    z.object({
      start: z.string(),
      end: z.string(),
      booked: z.number().check(z.int()),
      cap: z.nullable(z.number().check(z.int())),
    }),
  ),
  /** Orders booked with no slot (before slots, or a stall sale). */
  unslotted: z.number().check(z.int()),
  items: z.object({ booked: z.number().check(z.int()), cap: z.nullable(z.number().check(z.int())) }),
  /**
   * The oven of the pickup's bake day: its orders' items at every pickup it serves, and its cap
   * (docs/orders.md, "The oven of a bake day"). Absent in an answer a phone kept from before.
   */
  oven: z.optional(
    z.object({
      bakeDay: z.string(),
      items: z.number().check(z.int()),
      cap: z.nullable(z.number().check(z.int())),
    }),
  ),
});
export type PickupBookings = z.infer<typeof pickupBookingsSchema>;

/** A market day as the dashboard lists it (docs/market-day.md, "The dashboard"): its close in figures. */
export const marketDaySummarySchema = z.object({
  date: z.string(),
  /** What the stall took, cash and Venmo. */
  stall: z.string(),
  sales: z.number().check(z.int()),
  /** The market's preorders of the day (not cancelled). */
  preorders: z.string(),
  cashExpected: z.string(),
  cashCounted: z.nullable(z.string()),
  /** Counted less expected; null before she counts. */
  difference: z.nullable(z.string()),
});
export type MarketDaySummary = z.infer<typeof marketDaySummarySchema>;

/** GET /api/admin/stats: the dashboard by week. */
export const weeklyStatsSchema = z.object({
  /** The week's next pickups, one per location, soonest first, each summed on its own. */
  pickups: z.array(pickupSummarySchema),
  /** Best sellers of those pickups together. */
  topProducts: z.array(z.object({ productId: z.string(), name: z.string(), quantity: z.number().check(z.int()) })),
  /**
   * The last 12 weeks, oldest first, by pickup date; weeks are Monday to Sunday. `revenue` is the
   * orders' (preorders and sales she entered), `stall` the market stall's sales. (A copy saved by
   * an app from before market days has no `stall` and no `marketDays`.)
   */
  weeks: z.array(
    z.object({
      weekStart: z.string(),
      orders: z.number().check(z.int()),
      revenue: z.string(),
      stall: z.optional(z.string()),
    }),
  ),
  /** The market days of those weeks, oldest first. */
  marketDays: z.optional(z.array(marketDaySummarySchema)),
});
export type WeeklyStats = z.infer<typeof weeklyStatsSchema>;
