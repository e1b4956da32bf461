import type { PushSubscriptionJson } from '#shared/push';
import { callApi } from '../../lib/calls';

/**
 * "Tell me when orders open" (docs/notices.md): by e-mail (double opt-in: the answer is
 * the same for every address, the e-mail then asks to confirm), or on this phone. Only the
 * subscribe dialog and the links' pages use this, each loaded when opened.
 */
export const askForOpenings = (email: string) => callApi('notices.subscribe', { body: { email } });

export const confirmSubscription = (token: string) => callApi('notices.confirm', { body: { token } });

/** Whether an unsubscribe link's address still hears from the bakery (reading it changes nothing). */
export const subscriptionStatus = (token: string) => callApi('notices.subscriber-status', { query: { token } });

export const unsubscribe = (token: string) => callApi('notices.unsubscribe', { query: {}, body: { token } });

export const OPENINGS_TOPIC = 'orders-open';
export const followOpeningsOnThisPhone = (subscription: PushSubscriptionJson) =>
  callApi('notices.push-subscribe', { body: { subscription, topics: [OPENINGS_TOPIC] } });
export const stopFollowingOpenings = (endpoint: string) =>
  callApi('notices.push-unsubscribe', { body: { endpoint, topics: [OPENINGS_TOPIC] } });
