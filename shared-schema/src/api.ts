import { z } from 'zod';

/** Every non-2xx answer of the API (CONTRACT.md section 2). */
export const apiErrorSchema = z.object({
  message: z.string(),
  /** kebab-case, for clients that act on it: insufficient-stock, orders-closed, ... */
  reason: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const healthSchema = z.object({
  ok: z.literal(true),
  /** Changes when the database is created anew; clients then drop their caches. */
  serverEpoch: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
