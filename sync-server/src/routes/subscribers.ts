import type Router from '@koa/router';
import { subscribeRequestSchema, subscriberTokenRequestSchema, type SubscriberStatusAnswer } from '#shared/subscribers';
import type { AppDeps } from '../deps';
import { parseBody } from '../http/parse';
import { limitPerAddress } from '../http/rate-limit';
import { tellEveryone } from '../services/announce';
import {
  confirmSubscription,
  requestSubscription,
  subscriptionStatus,
  unsubscribe,
} from '../services/notices/subscribers';

/** Said to everyone who asks, whether the address was known or not (docs/notices.md). */
export const SUBSCRIBE_ANSWER = {
  message: 'Thank you! Check your inbox: open the link we sent to confirm, and we will tell you when orders open.',
};

/** "Tell me when orders open": ask, confirm (double opt-in), and stop with one click. */
export function subscriberRoutes(router: Router, deps: AppDeps): void {
  const asks = limitPerAddress(deps.limits.subscribes, 'You have asked a lot of times. Please try again later.');
  const links = limitPerAddress(deps.limits.cartWrites, 'Too many requests at once. Please wait a minute.');
  const moment = () => ({ now: deps.clock.now(), publicUrl: deps.config.publicUrl, linkKey: deps.subscriberLinkKey });

  // The answer goes before the work: a new address, a known one and one asked for a minute ago
  // (no e-mail then) take the same time to answer, so the time says nothing about the list.
  router.post('/api/subscribers', asks, (ctx) => {
    const { email } = parseBody(ctx, subscribeRequestSchema);
    const at = moment();
    deps.afterAnswer.run('subscription request', async () => {
      tellEveryone(deps, await requestSubscription(deps.db, email, at));
    });
    ctx.status = 202;
    ctx.body = SUBSCRIBE_ANSWER;
  });

  // The unsubscribe page asks first whether its link's address still hears from the bakery, so
  // a reload after "Unsubscribe" says it is done instead of asking again. Reading changes nothing.
  router.get('/api/subscribers/status', links, async (ctx) => {
    const { token } = subscriberTokenRequestSchema.parse({ token: ctx.query.token });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await subscriptionStatus(deps.db, token, moment())) satisfies SubscriberStatusAnswer;
  });

  router.post('/api/subscribers/confirm', links, async (ctx) => {
    const { token } = parseBody(ctx, subscriberTokenRequestSchema);
    ctx.body = (await confirmSubscription(deps.db, token, moment())) satisfies SubscriberStatusAnswer;
  });

  // From the unsubscribe page ({token} as JSON), or from a mail client's one-click button
  // (RFC 8058: a form POST of "List-Unsubscribe=One-Click" to the address in the header, whose
  // ?token= is read here; the form body itself says nothing more).
  router.post('/api/subscribers/unsubscribe', links, async (ctx) => {
    const body: unknown = ctx.request.body;
    const fromBody = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : undefined;
    const { token } = subscriberTokenRequestSchema.parse(fromBody ?? { token: ctx.query.token });
    ctx.body = (await unsubscribe(deps.db, token, moment())) satisfies SubscriberStatusAnswer;
  });
}
