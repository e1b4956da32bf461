import * as z from 'zod/mini';
import { uuidSchema } from './common';

/** GET /api/push/key: the bakery's VAPID public key, for pushManager.subscribe's applicationServerKey. */
export const pushKeySchema = z.object({ publicKey: z.string() });

/** The browser's PushSubscription as JSON (PushSubscription.toJSON()). */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: 'The subscription has no endpoint' })
    .check(z.maxLength(1000, 'The endpoint is too long')),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({
    // A P-256 public key (65 bytes) and a 16-byte secret, base64url.
    p256dh: z.string().check(z.regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'The subscription key is not a P-256 key')),
    auth: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, 'The subscription secret is not valid')),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/**
 * What a phone may be told of: orders opening (anyone), one order (with that order's key), her
 * place in a waitlist (with its key), the owner's news (with her session).
 */
export const pushTopicSchema = z.union([
  z.literal('orders-open'),
  z.literal('owner'),
  z.templateLiteral(['order:', uuidSchema]),
  z.templateLiteral(['waitlist:', uuidSchema]),
]);
export type PushTopic = z.infer<typeof pushTopicSchema>;

/** POST /api/push/subscriptions. `orderToken` is the key of the order named by an `order:{id}` topic. */
export const pushSubscribeRequestSchema = z.object({
  subscription: pushSubscriptionSchema,
  topics: z.array(pushTopicSchema).check(
    z.minLength(1, 'Name at least one topic'),
    z.maxLength(3, 'At most three topics at once'),
    z.refine((topics) => topics.filter((topic) => topic.startsWith('order:')).length <= 1, 'One order at a time'),
    z.refine((topics) => topics.filter((topic) => topic.startsWith('waitlist:')).length <= 1, 'One line at a time'),
  ),
  orderToken: z.optional(z.string().check(z.maxLength(100))),
  /** The key of the waitlist entry named by a `waitlist:{id}` topic. */
  waitlistToken: z.optional(z.string().check(z.maxLength(100))),
});
export type PushSubscribeRequest = z.infer<typeof pushSubscribeRequestSchema>;

/** DELETE /api/push/subscriptions: the phone stops hearing of some topics (all, without a list). */
export const pushUnsubscribeRequestSchema = z.object({
  endpoint: z.string().check(z.maxLength(1000)),
  topics: z.optional(z.array(pushTopicSchema).check(z.maxLength(3))),
});
export type PushUnsubscribeRequest = z.infer<typeof pushUnsubscribeRequestSchema>;

export const pushSubscribeAnswerSchema = z.object({ topics: z.array(z.string()) });
