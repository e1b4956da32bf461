import { z } from 'zod';

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
  limit: z.coerce.number().int().min(1).max(500).default(200),
  before: z.iso.datetime({ offset: true, error: 'before is a time like 2026-11-23T10:00:00.000Z' }).optional(),
});
export type ListPageQuery = z.infer<typeof listPageQuerySchema>;

/**
 * POST /api/admin/edits: edits the owner's outbox kept while she was offline, sent together
 * (as Replicache and PowerSync push): each the method, path and body of its own call, with its
 * Idempotency-Key. Applied in order, each exactly once; the answer has one result per edit
 * applied (or replayed), and stops at the first the server refuses, which comes last.
 */
export const MAX_EDITS_PER_BATCH = 100;
export const adminEditBatchSchema = z.object({
  edits: z
    .array(
      z.object({
        key: z.string().regex(/^[A-Za-z0-9_.:-]{1,200}$/, 'An edit needs its Idempotency-Key'),
        method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE']),
        url: z.string().min(1).max(500).startsWith('/api/', 'An edit is a call of the API'),
        body: z.unknown().optional(),
      }),
    )
    .min(1, 'Send at least one edit')
    .max(MAX_EDITS_PER_BATCH, `Send at most ${MAX_EDITS_PER_BATCH} edits at once`),
});
export type AdminEditBatch = z.infer<typeof adminEditBatchSchema>;

export const adminEditResultsSchema = z.object({
  results: z.array(z.object({ status: z.number().int(), body: z.unknown() })),
});
export type AdminEditResults = z.infer<typeof adminEditResultsSchema>;
