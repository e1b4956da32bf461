import * as z from 'zod/mini';
import { sessionIdSchema } from './common';
import { flavorKeySchema, productIdSchema } from './inventory';
import { pickupDateSchema } from './pickup-date';

export const MAX_LINE_QUANTITY = 999;

export const quantitySchema = z
  .number({ error: 'Quantity must be a whole number' })
  .check(
    z.int('Quantity must be a whole number'),
    z.minimum(1, 'Quantity must be at least 1'),
    z.maximum(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
  );

/** POST /api/cart/reserve */
export const reserveRequestSchema = z.object({
  sessionId: sessionIdSchema,
  productId: productIdSchema,
  flavor: z.nullish(flavorKeySchema),
  quantity: quantitySchema,
  /**
   * The bake she shops for (docs/orders.md, "Shopping for a pickup"): one serving a place's next
   * pickup. Without it the hold is decided on the shop's bake, as before it could be chosen.
   */
  bakeDay: z.optional(pickupDateSchema),
});
export type ReserveRequest = z.infer<typeof reserveRequestSchema>;

export const reservationSchema = z.object({
  id: z.string(),
  productId: z.string(),
  flavor: z.nullable(z.string()),
  quantity: z.number().check(z.int()),
  /** The unit price at the moment of the hold: she never pays more for these units. */
  unitPrice: z.nullable(z.string()),
  /** When every hold of this cart ends; a new hold moves all of them to the new time. */
  expiresAt: z.string(),
});
export type Reservation = z.infer<typeof reservationSchema>;

export const reserveResponseSchema = z.object({ reservation: reservationSchema });
export type ReserveResponse = z.infer<typeof reserveResponseSchema>;

export const reservationParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
});

/**
 * PATCH /api/cart/reserve/{id}: one of her holds made smaller (the cart's minus button); it
 * keeps the price it was held at. Growing a line is a new hold of the difference.
 */
export const shrinkHoldSchema = z.object({
  sessionId: sessionIdSchema,
  quantity: quantitySchema,
});
export type ShrinkHold = z.infer<typeof shrinkHoldSchema>;
