import type Router from '@koa/router';
import type { Context } from 'koa';
import { recordIdParamsSchema } from '#shared/common';
import { orderTokenQuerySchema } from '#shared/customer-order';
import { waitlistClaimSchema, waitlistJoinSchema, type WaitlistEntryView } from '#shared/waitlist';
import type { AppDeps } from '../deps';
import { parseBody, parseParams } from '../http/parse';
import { limitPerAddress } from '../http/rate-limit';
import { tellEveryone } from '../services/announce';
import {
  claimOffer,
  entryView,
  joinWaitlist,
  leaveWaitlist,
  openEntry,
  waitlistToken,
  type WaitlistMoment,
} from '../services/waitlist/waitlist';

/**
 * The waitlist (docs/waitlist.md): join the line for a sold-out product, see her place, take
 * her offer into the cart of the phone that opened its link, leave with one click. A place in
 * line is opened by its key (?t=), as her order page is: a wrong or missing one is a 404.
 */
export function waitlistRoutes(router: Router, deps: AppDeps): void {
  const limit = limitPerAddress(deps.limits.cartWrites, 'Too many requests at once. Please wait a minute.');
  const moment = (): WaitlistMoment => ({
    now: deps.clock.now(),
    linkKey: deps.orderLinkKey,
    publicUrl: deps.config.publicUrl,
  });
  const opened = (ctx: Context) => ({
    ...parseParams(ctx, recordIdParamsSchema),
    t: orderTokenQuerySchema.safeParse(ctx.query).data?.t ?? '',
  });
  const answer = (entry: WaitlistEntryView) => ({ entry, token: waitlistToken(deps.orderLinkKey, entry.id) });

  router.post('/api/waitlist', limit, async (ctx) => {
    const { entry, changed } = await joinWaitlist(deps.db, parseBody(ctx, waitlistJoinSchema), moment());
    tellEveryone(deps, changed);
    ctx.status = changed.products ? 201 : 200;
    ctx.body = answer(await entryView(deps.db, entry, deps.clock.now()));
  });

  router.get('/api/waitlist/:id', limit, async (ctx) => {
    const { id, t } = opened(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = answer(await entryView(deps.db, await openEntry(deps.db, id, t, deps.orderLinkKey), deps.clock.now()));
  });

  router.post('/api/waitlist/:id/claim', limit, async (ctx) => {
    const { id, t } = opened(ctx);
    const { sessionId } = parseBody(ctx, waitlistClaimSchema);
    ctx.body = answer(await claimOffer(deps.db, id, t, sessionId, moment()));
  });

  router.post('/api/waitlist/:id/leave', limit, async (ctx) => {
    const { id, t } = opened(ctx);
    const { entry, changed } = await leaveWaitlist(deps.db, id, t, moment());
    tellEveryone(deps, changed);
    ctx.body = answer(await entryView(deps.db, entry, deps.clock.now()));
  });
}
