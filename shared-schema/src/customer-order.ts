import * as z from 'zod/mini';
import { orderStatuses, paymentStatuses } from './order-status';
import { clockTimeSchema } from './pickup-places';
import { placeIdSchema } from './place-id';

/**
 * The customer's own order (docs/orders.md), at /orders/{id}?t={token}: what she sees of
 * it, nothing of the owner's (no session, no notes of hers beyond a cancel's reason).
 */
export const customerOrderSchema = z.object({
  id: z.string(),
  number: z.number().check(z.int()),
  firstName: z.string(),
  items: z.string(),
  total: z.string(),
  paymentMethod: z.string(),
  paymentStatus: z.enum(paymentStatuses),
  status: z.enum(orderStatuses),
  statusReason: z.nullable(z.string()),
  pickupLocation: placeIdSchema,
  pickupDate: z.string(),
  pickupSlot: z.nullable(z.string()),
  /** The pickup as one sentence: day, time (the slot's), place. */
  pickupText: z.string(),
  /** Until when she may cancel it herself (ISO); null once she cannot. */
  cancelUntil: z.nullable(z.string()),
  /** Whether she may still move it to another slot. */
  canChangeSlot: z.boolean(),
  /**
   * The other places she may still move it to: their next pickup is served by the same bake as
   * hers (docs/orders.md, "Moving an order"). Absent in an answer a phone kept from before: none.
   */
  movesTo: z._default(z.array(placeIdSchema), []),
  createdAt: z.string(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

export const customerOrderAnswerSchema = z.object({ order: customerOrderSchema });

/** ?t=: the order's token, as the links in her confirmation and e-mails carry it. */
export const orderTokenQuerySchema = z.object({
  t: z
    .string({ error: 'This link is missing its key' })
    .check(z.minLength(16), z.maxLength(100), z.regex(/^[A-Za-z0-9_-]+$/)),
});

/**
 * ?t= as a signed link's call reads it (her order, her standing order, her place in line): a key
 * that is missing or malformed is read as '' and refused as a wrong key is, a 404 like one for
 * a record that does not exist, never a 400 that would tell which.
 */
export const linkKeyQuerySchema = z.object({ t: z.catch(orderTokenQuerySchema.shape.t, '') });

/** PATCH /api/orders/{id}/slot?t= */
export const slotChangeSchema = z.object({ pickupSlot: clockTimeSchema });

/** PATCH /api/orders/{id}/pickup?t=: another place's pickup of the same bake, at a time where it has slots. */
export const pickupChangeSchema = z.object({
  pickupLocation: placeIdSchema,
  pickupSlot: z.optional(clockTimeSchema),
});
export type PickupChange = z.infer<typeof pickupChangeSchema>;
