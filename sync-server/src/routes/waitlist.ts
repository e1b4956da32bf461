import type Router from '@koa/router';
import type { Context } from 'koa';
import { recordIdParamsSchema } from '#shared/common';
import { orderTokenQuerySchema } from '#shared/customer-order';
import {
  placeWaitlistJoinSchema,
  waitlistClaimSchema,
  waitlistJoinSchema,
  type PlaceInLineView,
  type WaitlistEntryView,
} from '#shared/waitlist';
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
import {
  claimPlaceOffer,
  joinPlaceLine,
  leavePlaceLine,
  openPlace,
  placeView,
  type PlaceMoment,
} from '../services/waitlist/place-waitlist';

/**
 * The waitlist (docs/waitlist.md): join the line for a sold-out product, or for a place at a full
 * pickup or time (/api/waitlist/places), see her place, take her offer into the cart (or the
 * checkout) of the phone that opened its link, leave with one click. A place in line is opened
 * by its key (?t=), as her order page is: a wrong or missing one is a 404.
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
  const answer = (entry: WaitlistEntryView | PlaceInLineView) => ({
    entry,
    token: waitlistToken(deps.orderLinkKey, entry.id),
  });
  const placeMoment = (): PlaceMoment => ({ ...moment(), timeZone: deps.config.bakeryTimeZone });

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

  router.post('/api/waitlist/places', limit, async (ctx) => {
    const at = placeMoment();
    const { entry, changed } = await joinPlaceLine(deps.db, parseBody(ctx, placeWaitlistJoinSchema), at);
    tellEveryone(deps, changed);
    ctx.status = changed.settings ? 201 : 200;
    ctx.body = answer(await placeView(deps.db, entry, at));
  });

  router.get('/api/waitlist/places/:id', limit, async (ctx) => {
    const { id, t } = opened(ctx);
    ctx.set('Cache-Control', 'no-store');
    const entry = await openPlace(deps.db, id, t, deps.orderLinkKey);
    ctx.body = answer(await placeView(deps.db, entry, placeMoment()));
  });

  router.post('/api/waitlist/places/:id/claim', limit, async (ctx) => {
    const { id, t } = opened(ctx);
    const { sessionId } = parseBody(ctx, waitlistClaimSchema);
    ctx.body = answer(await claimPlaceOffer(deps.db, id, t, sessionId, placeMoment()));
  });

  router.post('/api/waitlist/places/:id/leave', limit, async (ctx) => {
    const { id, t } = opened(ctx);
    const at = placeMoment();
    const { entry, changed } = await leavePlaceLine(deps.db, id, t, at);
    tellEveryone(deps, changed);
    ctx.body = answer(await placeView(deps.db, entry, at));
  });
}
