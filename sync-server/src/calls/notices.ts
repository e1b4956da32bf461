import { noticesCalls } from '#shared/calls/notices';
import { nothingChanged } from '../services/announce';
import { invalid } from '../services/errors';
import {
  confirmSubscription,
  requestSubscription,
  subscriptionStatus,
  unsubscribe,
} from '../services/notices/subscribers';
import { checkEndpoint } from '../services/push/endpoint-check';
import { authorizeTopics, subscribeToPush, unsubscribeFromPush } from '../services/push/push-subscriptions';
import { bearerTokenIn } from '../http/parse';
import { handlers } from './handler';

/** Said to everyone who asks, whether the address was known or not (docs/notices.md). */
export const SUBSCRIBE_ANSWER = {
  message: 'Thank you! Check your inbox: open the link we sent to confirm, and we will tell you when orders open.',
};

/** "Tell me when orders open" by e-mail, and Web Push (docs/notices.md). */
export const noticesHandlers = handlers(noticesCalls, {
  // The answer goes before the work: a new address, a known one and one asked for a minute ago
  // (no e-mail then) take the same time to answer, so the time says nothing about the list. The
  // work runs after the answer, and the runner tells what it changed (http/run-calls.ts).
  'notices.subscribe': async ({ body }, { deps, moment }) => ({
    answer: SUBSCRIBE_ANSWER,
    changed: nothingChanged,
    after: () => requestSubscription(deps.db, body.email, moment),
  }),

  // The unsubscribe page asks first whether its link's address still hears from the bakery, so
  // a reload after "Unsubscribe" says it is done instead of asking again.
  'notices.subscriber-status': async ({ query }, { deps, moment }) => ({
    answer: await subscriptionStatus(deps.db, query.token, moment),
    headers: { 'Cache-Control': 'no-store' },
  }),

  'notices.confirm': async ({ body }, { deps, moment }) => ({
    answer: await confirmSubscription(deps.db, body.token, moment),
    changed: nothingChanged,
  }),

  // From the unsubscribe page ({token} as JSON), or from a mail client's one-click button
  // (RFC 8058: a form POST to the address in the header, whose ?token= is read here).
  'notices.unsubscribe': async ({ query, body }, { deps, moment }) => {
    const token = body.token ?? query.token;
    if (!token) throw invalid('This link is missing its key', 'invalid-token');
    return {
      answer: await unsubscribe(deps.db, token, moment),
      changed: nothingChanged,
    };
  },

  'notices.push-key': async (_input, { deps }) => ({ answer: { publicKey: deps.vapidPublicKey } }),

  /**
   * 1. may this caller hear of these topics (an order's key, the owner's session)? 2. is the
   * endpoint https to a public host (after DNS)? 3. save the subscription and its topics.
   */
  'notices.push-subscribe': async ({ body }, { deps, now, moment, request }) => {
    const owner = body.topics.includes('owner')
      ? await deps.sessions.authenticate(bearerTokenIn(request.header('Authorization')), now)
      : null;
    const topics = await authorizeTopics(deps.db, body, owner?.sessionId ?? null, moment);
    await checkEndpoint(body.subscription.endpoint, { allowLocal: deps.config.pushAllowLocal });
    return {
      answer: { topics: await subscribeToPush(deps.db, body.subscription, topics, now) },
      changed: nothingChanged,
    };
  },

  // The endpoint is the phone's own secret address: whoever has it may turn its topics off.
  'notices.push-unsubscribe': async ({ body }, { deps }) => {
    await unsubscribeFromPush(deps.db, body);
    return { answer: undefined, changed: nothingChanged };
  },
});
