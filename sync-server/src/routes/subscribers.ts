import type Router from '@koa/router';
import { subscribeRequestSchema, subscriberTokenRequestSchema, type SubscriberStatusAnswer } from '#shared/subscribers';
import type { AppDeps } from '../deps';
import { parseBody } from '../http/parse';
import { limitPerAddress } from '../http/rate-limit';
import { confirmSubscription, requestSubscription, unsubscribe } from '../services/subscribers';

/** Said to everyone who asks, whether the address was known or not (CONTRACT.md section 10). */
export const SUBSCRIBE_ANSWER = {
  message: 'Thank you! Check your inbox: open the link we sent to confirm, and we will tell you when orders open.',
};

/** "Tell me when orders open": ask, confirm (double opt-in), and stop with one click. */
export function subscriberRoutes(router: Router, deps: AppDeps): void {
  const asks = limitPerAddress(deps.limits.subscribes, 'You have asked a lot of times. Please try again later.');
  const links = limitPerAddress(deps.limits.cartWrites, 'Too many requests at once. Please wait a minute.');
  const moment = () => ({ now: deps.clock.now(), publicUrl: deps.config.publicUrl, linkKey: deps.subscriberLinkKey });

  router.post('/api/subscribers', asks, async (ctx) => {
    const { email } = parseBody(ctx, subscribeRequestSchema);
    await requestSubscription(deps.db, email, moment());
    deps.mailer.kick();
    ctx.status = 202;
    ctx.body = SUBSCRIBE_ANSWER;
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
