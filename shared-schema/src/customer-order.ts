import { z } from 'zod';
import { pickupLocations } from './bakery';
import { orderStatuses, paymentStatuses } from './order-status';
import { clockTimeSchema } from './pickup-slots';

/**
 * The customer's own order (CONTRACT.md section 9), at /orders/{id}?t={token}: what she sees of
 * it, nothing of the owner's (no session, no notes of hers beyond a cancel's reason).
 */
export const customerOrderSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  firstName: z.string(),
  items: z.string(),
  total: z.string(),
  paymentMethod: z.string(),
  paymentStatus: z.enum(paymentStatuses),
  status: z.enum(orderStatuses),
  statusReason: z.string().nullable(),
  pickupLocation: z.enum(pickupLocations),
  pickupDate: z.string(),
  pickupSlot: z.string().nullable(),
  /** The pickup as one sentence: day, time (the slot's), place. */
  pickupText: z.string(),
  /** Until when she may cancel it herself (ISO); null once she cannot. */
  cancelUntil: z.string().nullable(),
  /** Whether she may still move it to another slot. */
  canChangeSlot: z.boolean(),
  createdAt: z.string(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

export const customerOrderAnswerSchema = z.object({ order: customerOrderSchema });

/** ?t=: the order's token, as the links in her confirmation and e-mails carry it. */
export const orderTokenQuerySchema = z.object({
  t: z
    .string({ error: 'This link is missing its key' })
    .min(16)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** PATCH /api/orders/{id}/slot?t= */
export const slotChangeSchema = z.object({ pickupSlot: clockTimeSchema });
