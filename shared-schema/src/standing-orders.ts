import * as z from 'zod/mini';
import { paymentMethods } from './bakery';
import { quantitySchema } from './cart';
import { flavorKeySchema, productIdSchema } from './inventory';
import { pickupDateSchema } from './pickup-date';
import { byPlace } from './pickup-places';
import { placeIdSchema } from './place-id';

/**
 * Standing orders (docs/standing-orders.md): a regular's same order every week. She asks for
 * one from her order page; the owner approves it (or lets requests approve themselves); before
 * each week's orders open it is placed as an ordinary order of that week, by the checkout's
 * rules, at no more than the unit prices she agreed to.
 */
export const standingStatuses = ['requested', 'active', 'paused', 'declined', 'cancelled'] as const;
export type StandingStatus = (typeof standingStatuses)[number];

export const standingStatusLabels: Record<StandingStatus, string> = {
  requested: 'Waiting for the bakery',
  active: 'Every week',
  paused: 'Paused',
  declined: 'Declined',
  cancelled: 'Stopped',
};

/** What a week of a standing order came to. */
export const placementOutcomes = ['placed', 'skipped', 'refused'] as const;
export type PlacementOutcome = (typeof placementOutcomes)[number];

export const MAX_STANDING_LINES = 20;

/** A line she asks for every week. */
export const standingLineSchema = z.object({
  product: productIdSchema,
  flavor: z.pipe(
    z.nullish(flavorKeySchema),
    z.transform((flavor) => flavor ?? null),
  ),
  quantity: quantitySchema,
});
export type StandingLineInput = z.input<typeof standingLineSchema>;

const capSchema = z.nullable(
  z
    .number({ error: 'A number of standing orders, or none' })
    .check(
      z.int('A whole number of standing orders'),
      z.minimum(0, 'No fewer than 0'),
      z.maximum(500, 'At most 500 a pickup'),
    ),
);

/** The owner's rules (PUT /api/admin/standing-settings): products that may be standing, approval, caps. */
export const standingSettingsSchema = z.object({
  products: z.array(productIdSchema).check(z.maxLength(100, 'At most 100 products')),
  autoApprove: z.boolean({ error: 'autoApprove must be true or false' }),
  /** How many standing orders each of her places' pickups takes, by place (null or absent: no cap). */
  perPickup: byPlace(capSchema),
});
export type StandingSettings = z.infer<typeof standingSettingsSchema>;

/** PUT /api/standing/{id}/lines: her lines from next week on. */
export const standingLinesUpdateSchema = z.object({
  lines: z
    .array(standingLineSchema)
    .check(
      z.minLength(1, 'Keep at least one item, or stop the standing order'),
      z.maxLength(MAX_STANDING_LINES, `At most ${MAX_STANDING_LINES} lines`),
    ),
});

/** POST /api/standing/{id}/pause: paused, or going again. */
export const standingPauseSchema = z.object({ paused: z.boolean({ error: 'paused must be true or false' }) });

/** POST and DELETE /api/standing/{id}/skip: a week she skips, or takes back. */
export const standingSkipSchema = z.object({ pickupDate: pickupDateSchema });

/** A line as she reads it: its name and the unit price she agreed to. */
const standingLineViewSchema = z.object({
  product: z.string(),
  name: z.string(),
  flavor: z.nullable(z.string()),
  quantity: z.number().check(z.int()),
  unitPrice: z.string(),
});

/** A week of it: coming (it will be placed when orders open), placed, skipped, or not placed and why. */
export const standingWeekSchema = z.object({
  pickupDate: z.string(),
  outcome: z.enum(['coming', ...placementOutcomes]),
  /** The order placed that week, and her page of it. */
  orderNumber: z.nullable(z.number().check(z.int())),
  orderPage: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  /** A week not placed that may still be: the coming pickup's, of a standing order that runs (the owner's "Place now"). */
  canPlaceNow: z._default(z.boolean(), false),
});
export type StandingWeek = z.infer<typeof standingWeekSchema>;

/** Who paused or stopped a standing order last: the regular herself, or the bakery. */
export const standingDeciders = ['regular', 'bakery'] as const;
export type StandingDecider = (typeof standingDeciders)[number];

/** GET /api/standing/{id}: her standing order, its coming weeks and its last ones. */
export const standingOrderViewSchema = z.object({
  id: z.string(),
  status: z.enum(standingStatuses),
  statusReason: z.nullable(z.string()),
  /** Who paused or stopped it (a pause by the bakery is the bakery's to lift). */
  statusBy: z._default(z.nullable(z.enum(standingDeciders)), null),
  firstName: z.string(),
  paymentMethod: z.enum(paymentMethods),
  pickupLocation: placeIdSchema,
  pickupSlot: z.nullable(z.string()),
  lines: z.array(standingLineViewSchema),
  /**
   * More than the bakery agreed to, asked for and waiting for its yes (docs/standing-orders.md,
   * "Changing her lines"): until then each week is placed with `lines`.
   */
  pendingLines: z._default(z.nullable(z.array(standingLineViewSchema)), null),
  /** A week at the agreed prices (less when prices drop). */
  weeklyTotal: z.string(),
  weeks: z.array(standingWeekSchema),
  /** The products she may ask for every week, for changing her lines. */
  standingProducts: z.array(z.object({ id: z.string(), name: z.string(), flavors: z.nullable(z.string()) })),
});
export type StandingOrderView = z.infer<typeof standingOrderViewSchema>;

export const standingOrderAnswerSchema = z.object({ standingOrder: standingOrderViewSchema, page: z.string() });

/**
 * GET /api/orders/{id}/standing: what her order page offers. The standing order made from this
 * order (its page and status), or else the lines of it that may be had every week (none: nothing
 * to offer).
 */
export const standingOfferSchema = z.object({
  standing: z.nullable(z.object({ page: z.string(), status: z.enum(standingStatuses) })),
  lines: z.array(z.object({ name: z.string(), quantity: z.number().check(z.int()) })),
});
export type StandingOffer = z.infer<typeof standingOfferSchema>;

/** The owner's list (GET /api/admin/standing-orders): each regular with her details. */
export const ownerStandingOrderSchema = z.extend(z.omit(standingOrderViewSchema, { standingProducts: true }), {
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  createdAt: z.string(),
  approvedAt: z.nullable(z.string()),
});
export type OwnerStandingOrder = z.infer<typeof ownerStandingOrderSchema>;

export const ownerStandingListSchema = z.object({
  settings: standingSettingsSchema,
  standingOrders: z.array(ownerStandingOrderSchema),
});
export type OwnerStandingList = z.infer<typeof ownerStandingListSchema>;

/**
 * The owner's answer to what a regular asks (a standing order, or more of one): approved, or
 * declined with why; and why she stops one herself. The regular is told the reason.
 */
export const standingDecisionSchema = z.object({
  reason: z.optional(z.string().check(z.trim(), z.maxLength(300, 'The reason must be at most 300 characters'))),
});
export const ownerStandingAnswerSchema = z.object({ standingOrder: ownerStandingOrderSchema });
