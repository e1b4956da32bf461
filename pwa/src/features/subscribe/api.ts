import type { PushSubscriptionJson } from '#shared/push';
import { subscribeAnswerSchema, subscriberStatusAnswerSchema } from '#shared/subscribers';
import { apiRequest } from '../../lib/api-client';

/**
 * "Tell me when orders open" (docs/notices.md): by e-mail (double opt-in: the answer is
 * the same for every address, the e-mail then asks to confirm), or on this phone. Only the
 * subscribe dialog and the links' pages use this, each loaded when opened.
 */
export const askForOpenings = (email: string) =>
  apiRequest('POST', '/api/subscribers', { body: { email }, answer: subscribeAnswerSchema });

const status = { answer: subscriberStatusAnswerSchema };

export const confirmSubscription = (token: string) =>
  apiRequest('POST', '/api/subscribers/confirm', { body: { token }, ...status });

/** Whether an unsubscribe link's address still hears from the bakery (reading it changes nothing). */
export const subscriptionStatus = (token: string) =>
  apiRequest('GET', `/api/subscribers/status?token=${encodeURIComponent(token)}`, status);

export const unsubscribe = (token: string) =>
  apiRequest('POST', '/api/subscribers/unsubscribe', { body: { token }, ...status });

export const OPENINGS_TOPIC = 'orders-open';
export const followOpeningsOnThisPhone = (subscription: PushSubscriptionJson) =>
  apiRequest('POST', '/api/push/subscriptions', { body: { subscription, topics: [OPENINGS_TOPIC] } });
export const stopFollowingOpenings = (endpoint: string) =>
  apiRequest('POST', '/api/push/unsubscribe', { body: { endpoint, topics: [OPENINGS_TOPIC] } });
