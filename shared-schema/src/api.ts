import * as z from 'zod/mini';

export { apiErrorSchema, type ApiError } from './api-error';

export const healthSchema = z.object({
  ok: z.literal(true),
  /** Changes when the database is created anew; clients then drop their caches. */
  serverEpoch: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

/**
 * A page of one of the owner's lists (failed checkouts, reviews, comments), newest first. The
 * answer stays an array; when there is more, X-Next-Before holds the `before` of the next page.
 */
export const listPageQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500)), 200),
  before: z.optional(z.iso.datetime({ offset: true, error: 'before is a time like 2026-11-23T10:00:00.000Z' })),
});
export type ListPageQuery = z.infer<typeof listPageQuerySchema>;

/** An acknowledgement with nothing more to say (a logout, a new password, the readiness check). */
export const okSchema = z.object({ ok: z.literal(true) });
