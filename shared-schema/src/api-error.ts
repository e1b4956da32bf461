import * as z from 'zod/mini';
import { nextPickupSchema } from './pickup-places';

/** Every non-2xx answer of the API (docs/api.md, "Errors"). */
export const apiErrorSchema = z.object({
  message: z.string(),
  /** kebab-case, for clients that act on it: insufficient-stock, orders-closed, ... */
  reason: z.optional(z.string()),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
  /** With slot-full, pickup-full and unknown-slot: the pickup's places as they are now. */
  pickup: z.optional(nextPickupSchema),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
