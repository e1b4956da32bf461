import type { PushSubscriptionJson } from '#shared/push';
import type { SubscriberStatusAnswer } from '#shared/subscribers';
import { apiRequest } from '../../lib/api-client';

/**
 * "Tell me when orders open" (CONTRACT.md section 10): by e-mail (double opt-in: the answer is
 * the same for every address, the e-mail then asks to confirm), or on this phone.
 */
export const askForOpenings = (email: string) => apiRequest<{ message: string }>('POST', '/api/subscribers', { email });

export const confirmSubscription = (token: string) =>
  apiRequest<SubscriberStatusAnswer>('POST', '/api/subscribers/confirm', { token });

/** Whether an unsubscribe link's address still hears from the bakery (reading it changes nothing). */
export const subscriptionStatus = (token: string) =>
  apiRequest<SubscriberStatusAnswer>('GET', `/api/subscribers/status?token=${encodeURIComponent(token)}`);

export const unsubscribe = (token: string) =>
  apiRequest<SubscriberStatusAnswer>('POST', '/api/subscribers/unsubscribe', { token });

export const OPENINGS_TOPIC = 'orders-open';
export const followOpeningsOnThisPhone = (subscription: PushSubscriptionJson) =>
  apiRequest('POST', '/api/push/subscriptions', { subscription, topics: [OPENINGS_TOPIC] });
export const stopFollowingOpenings = (endpoint: string) =>
  apiRequest('POST', '/api/push/unsubscribe', { endpoint, topics: [OPENINGS_TOPIC] });
