import type Router from '@koa/router';
import { pushSubscribeRequestSchema, pushUnsubscribeRequestSchema } from '#shared/push';
import type { AppDeps } from '../deps';
import { bearerTokenOf, parseBody } from '../http/parse';
import { limitPerAddress } from '../http/rate-limit';
import { checkEndpoint } from '../services/push/endpoint-check';
import { authorizeTopics, subscribeToPush, unsubscribeFromPush } from '../services/push/push-subscriptions';

/** Web Push (docs/notices.md): the bakery's key, and phones asking to hear of topics. */
export function pushRoutes(router: Router, deps: AppDeps): void {
  const limit = limitPerAddress(deps.limits.cartWrites, 'Too many requests at once. Please wait a minute.');

  router.get('/api/push/key', (ctx) => {
    ctx.body = { publicKey: deps.vapidPublicKey };
  });

  /**
   * 1. parse; 2. may this caller hear of these topics (an order's key, the owner's session)?
   * 3. is the endpoint https to a public host (after DNS)? 4. save the subscription and topics.
   */
  router.post('/api/push/subscriptions', limit, async (ctx) => {
    const request = parseBody(ctx, pushSubscribeRequestSchema);
    const now = deps.clock.now();
    const owner = request.topics.includes('owner') ? await deps.sessions.authenticate(bearerTokenOf(ctx), now) : null;
    const topics = await authorizeTopics(deps.db, request, owner?.sessionId ?? null, {
      now,
      orderLinkKey: deps.orderLinkKey,
    });
    await checkEndpoint(request.subscription.endpoint, { allowLocal: deps.config.pushAllowLocal });
    ctx.status = 201;
    ctx.body = { topics: await subscribeToPush(deps.db, request.subscription, topics, now) };
  });

  // The endpoint is the phone's own secret address: whoever has it may turn its topics off.
  router.post('/api/push/unsubscribe', limit, async (ctx) => {
    await unsubscribeFromPush(deps.db, parseBody(ctx, pushUnsubscribeRequestSchema));
    ctx.status = 204;
  });
}
