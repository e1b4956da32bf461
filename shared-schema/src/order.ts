import { z } from 'zod';
import { paymentMethods, pickupLocations } from './bakery';
import { quantitySchema } from './cart';
import { emailSchema, moneySchema, personNameSchema, sessionIdSchema } from './common';
import { flavorKeySchema, productIdSchema } from './inventory';
import { jsonText } from './json-text';
import { clockTimeSchema } from './pickup-places';
import { orderSources, orderStatuses, paymentStatuses } from './order-status';

export const MAX_ORDER_LINES = 50;

export const checkoutFormSchema = z.object({
  firstName: personNameSchema('First name'),
  lastName: personNameSchema('Last name'),
  email: emailSchema,
  phone: z
    .string({ error: 'Phone is required' })
    .trim()
    .min(1, 'Phone is required')
    .max(30, 'Phone must be at most 30 characters')
    .regex(/^[0-9+().\-\s]+$/, 'Please enter a phone number we can call or text')
    .refine((phone) => phone.replace(/\D/g, '').length >= 7, 'Please enter a phone number we can call or text'),
  paymentMethod: z.enum(paymentMethods, { error: 'Choose Venmo or cash' }),
  pickupLocation: z.enum(pickupLocations, { error: 'Choose home or farmers-market pickup' }).default('home'),
});
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

/** A cart line as the customer sends it; the server re-prices it and ignores the figures. */
export const orderLineSchema = z.object({
  product: productIdSchema,
  name: z.string().max(200).optional(),
  flavor: z.nullish(flavorKeySchema),
  quantity: quantitySchema,
  unitPrice: moneySchema,
  totalPrice: moneySchema,
});
export type OrderLine = z.infer<typeof orderLineSchema>;

const orderLinesSchema = z
  .array(orderLineSchema)
  .min(1, 'The order has no items')
  .max(MAX_ORDER_LINES, `An order holds at most ${MAX_ORDER_LINES} lines`);

/**
 * POST /api/orders. `items` is a JSON string of lines (docs/product.md). `pickupSlot`
 * ("15:30") is required where the pickup location has slots (docs/orders.md).
 */
export const orderPayloadSchema = checkoutFormSchema.extend({
  sessionId: sessionIdSchema,
  items: z.union([orderLinesSchema, jsonText(orderLinesSchema, 'items')]),
  total: moneySchema,
  pickupSlot: z.optional(clockTimeSchema),
});
export type OrderPayload = z.infer<typeof orderPayloadSchema>;
/** What a client builds: items already stringified. */
export type OrderPayloadInput = z.input<typeof orderPayloadSchema>;

/**
 * An order as stored and as the owner reads it. `items` is the JSON text of priced lines.
 * `number` (#1001...) and the pickup (`pickupLocation` + `pickupDate`) are decided by the server
 * when the order is placed; status and payment are the owner's (docs/orders.md).
 * A manual order (phone, market stall) may have empty name, e-mail and phone.
 */
export const storedOrderSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  sessionId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  paymentMethod: z.string(),
  pickupLocation: z.string(),
  items: z.string(),
  total: z.string(),
  /** "YYYY-MM-DD" in the bakery's time zone. */
  pickupDate: z.string(),
  /** The slot's start, "15:30", where the location has slots; null otherwise. */
  pickupSlot: z.string().nullable(),
  /** Booked by the owner past a full slot or pickup, on purpose. */
  overbooked: z.boolean(),
  status: z.enum(orderStatuses),
  /** Why the owner cancelled or marked a no-show, when she said. */
  statusReason: z.string().nullable(),
  paymentStatus: z.enum(paymentStatuses),
  paidAt: z.string().nullable(),
  /** When the owner gave a cancelled order's money back; null otherwise. */
  refundedAt: z.string().nullable(),
  source: z.enum(orderSources),
  createdAt: z.string(),
  /** Last change by the owner (status, payment); createdAt until then. */
  updatedAt: z.string(),
  /**
   * The standing order it was placed from (docs/standing-orders.md), else null. (Absent from
   * orders saved on a phone before standing orders.)
   */
  standingOrderId: z.string().nullable().optional(),
  /**
   * A market preorder's place against the table (docs/market-day.md): when its no-show was
   * released to the table, and when she chose to hand it over from another bake. (Absent from
   * orders saved on a phone before they existed.)
   */
  releasedAt: z.string().nullable().optional(),
  anotherBakeAt: z.string().nullable().optional(),
});
export type StoredOrder = z.infer<typeof storedOrderSchema>;

/** The answer of POST /api/orders: the order, and her own page of it (with its key) for the confirmation. */
export const placeOrderResponseSchema = z.object({ order: storedOrderSchema, orderPage: z.string() });
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

export const failureReasons = [
  'orders-closed',
  'insufficient-stock',
  'product-unavailable',
  'below-minimum-order',
  'over-limit',
  'slot-full',
  'pickup-full',
  'price-changed',
  'invalid-order',
  'server-error',
] as const;
export type FailureReason = (typeof failureReasons)[number];

/** A checkout the server refused, kept so the owner can call the customer back. */
export const failedOrderSchema = z.object({
  id: z.string(),
  sessionId: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  pickupLocation: z.string().nullable(),
  items: z.string().nullable(),
  total: z.string().nullable(),
  failureReason: z.enum(failureReasons),
  failedItem: z.string().nullable(),
  createdAt: z.string(),
});
export type FailedOrder = z.infer<typeof failedOrderSchema>;

/** GET /api/admin/failed-orders: each refused checkout with the server's own words on why. */
export const failedOrderViewSchema = failedOrderSchema.extend({ failureDetail: z.string().nullable() });
export type FailedOrderView = z.infer<typeof failedOrderViewSchema>;
