import * as z from 'zod/mini';
import { paymentMethods } from './bakery';
import { quantitySchema } from './cart';
import { emailSchema, moneySchema, personNameSchema, sessionIdSchema } from './common';
import { flavorKeySchema, productIdSchema } from './inventory';
import { jsonText } from './json-text';
import { clockTimeSchema } from './pickup-places';
import { orderSources, orderStatuses, paymentStatuses } from './order-status';
import { placeIdSchema } from './place-id';

export const MAX_ORDER_LINES = 50;

export const checkoutFormSchema = z.object({
  firstName: personNameSchema('First name'),
  lastName: personNameSchema('Last name'),
  email: emailSchema,
  phone: z.string({ error: 'Phone is required' }).check(
    z.trim(),
    z.minLength(1, 'Phone is required'),
    z.maxLength(30, 'Phone must be at most 30 characters'),
    z.regex(/^[0-9+().\-\s]+$/, 'Please enter a phone number we can call or text'),
    z.refine((phone) => phone.replace(/\D/g, '').length >= 7, 'Please enter a phone number we can call or text'),
  ),
  paymentMethod: z.enum(paymentMethods, { error: 'Choose Venmo or cash' }),
  pickupLocation: z._default(placeIdSchema, 'home'),
});
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

/** A cart line as the customer sends it; the server re-prices it and ignores the figures. */
export const orderLineSchema = z.object({
  product: productIdSchema,
  name: z.optional(z.string().check(z.maxLength(200))),
  flavor: z.nullish(flavorKeySchema),
  quantity: quantitySchema,
  unitPrice: moneySchema,
  totalPrice: moneySchema,
});
export type OrderLine = z.infer<typeof orderLineSchema>;

const orderLinesSchema = z
  .array(orderLineSchema)
  .check(
    z.minLength(1, 'The order has no items'),
    z.maxLength(MAX_ORDER_LINES, `An order holds at most ${MAX_ORDER_LINES} lines`),
  );

/**
 * POST /api/orders. `items` is a JSON string of lines (docs/product.md). `pickupSlot`
 * ("15:30") is required where the pickup location has slots (docs/orders.md).
 */
export const orderPayloadSchema = z.extend(checkoutFormSchema, {
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
  number: z.number().check(z.int()),
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
  pickupSlot: z.nullable(z.string()),
  /** Booked by the owner past a full slot or pickup, on purpose. */
  overbooked: z.boolean(),
  status: z.enum(orderStatuses),
  /** Why the owner cancelled or marked a no-show, when she said. */
  statusReason: z.nullable(z.string()),
  paymentStatus: z.enum(paymentStatuses),
  paidAt: z.nullable(z.string()),
  /** When the owner gave a cancelled order's money back; null otherwise. */
  refundedAt: z.nullable(z.string()),
  source: z.enum(orderSources),
  createdAt: z.string(),
  /** Last change by the owner (status, payment); createdAt until then. */
  updatedAt: z.string(),
  /**
   * The standing order it was placed from (docs/standing-orders.md), else null. (Absent from
   * orders saved on a phone before standing orders.)
   */
  standingOrderId: z.optional(z.nullable(z.string())),
  /**
   * A market preorder's place against the table (docs/market-day.md): when its no-show was
   * released to the table, and when she chose to hand it over from another bake. (Absent from
   * orders saved on a phone before they existed.)
   */
  releasedAt: z.optional(z.nullable(z.string())),
  anotherBakeAt: z.optional(z.nullable(z.string())),
  /**
   * The bake its units were taken from, "YYYY-MM-DD" (docs/orders.md, "Stock of a bake day"); null where
   * the market's table gave them. A cancel gives them back there, and a move stays within it.
   * (Absent from orders saved on a phone before orders kept their bake.)
   */
  bakeDay: z.optional(z.nullable(z.string())),
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
  'place-closed',
  'price-changed',
  'invalid-order',
  'server-error',
] as const;
export type FailureReason = (typeof failureReasons)[number];

/** A checkout the server refused, kept so the owner can call the customer back. */
export const failedOrderSchema = z.object({
  id: z.string(),
  sessionId: z.nullable(z.string()),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  paymentMethod: z.nullable(z.string()),
  pickupLocation: z.nullable(z.string()),
  items: z.nullable(z.string()),
  total: z.nullable(z.string()),
  failureReason: z.enum(failureReasons),
  failedItem: z.nullable(z.string()),
  createdAt: z.string(),
});
export type FailedOrder = z.infer<typeof failedOrderSchema>;

/** GET /api/admin/failed-orders: each refused checkout with the server's own words on why. */
export const failedOrderViewSchema = z.extend(failedOrderSchema, { failureDetail: z.nullable(z.string()) });
export type FailedOrderView = z.infer<typeof failedOrderViewSchema>;
