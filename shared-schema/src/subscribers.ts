import * as z from 'zod/mini';
import { emailSchema } from './common';

/** POST /api/subscribers: "Tell me when orders open" (docs/notices.md). Answered 202 whoever asks. */
export const subscribeRequestSchema = z.object({ email: emailSchema });
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

/** The key of a confirm or unsubscribe link: the subscriber's id and a MAC of it. */
export const subscriberTokenSchema = z
  .string({ error: 'The link is not complete' })
  .check(
    z.maxLength(120, 'The link is not complete'),
    z.regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{20,64}$/, 'The link is not complete'),
  );

/** POST /api/subscribers/confirm and /unsubscribe. One-click unsubscribes from a mail client send it as ?token=. */
export const subscriberTokenRequestSchema = z.object({ token: subscriberTokenSchema });

/**
 * POST /api/subscribers/unsubscribe: the token from the unsubscribe page's JSON body, or from the
 * link's ?token= when a mail client posts its one-click form (RFC 8058: the form body only says
 * "List-Unsubscribe=One-Click").
 */
export const unsubscribeBodySchema = z.object({
  token: z.optional(subscriberTokenSchema),
  'List-Unsubscribe': z.optional(z.literal('One-Click')),
});
export const subscriberTokenQuerySchema = z.object({ token: z.optional(subscriberTokenSchema) });

export const subscribeAnswerSchema = z.object({ message: z.string() });
/** Confirm and unsubscribe answer what the address is now; GET /api/subscribers/status may also say pending. */
export const subscriberStatusAnswerSchema = z.object({ status: z.enum(['pending', 'confirmed', 'unsubscribed']) });
export type SubscriberStatusAnswer = z.infer<typeof subscriberStatusAnswerSchema>;

/** GET /api/admin/subscribers: how many, never who (that is the export's). */
export const subscriberCountsSchema = z.object({
  confirmed: z.number().check(z.int()),
  pending: z.number().check(z.int()),
});
export type SubscriberCounts = z.infer<typeof subscriberCountsSchema>;
