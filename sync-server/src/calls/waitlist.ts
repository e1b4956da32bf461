import { waitlistCalls } from '#shared/calls/waitlist';
import type { PlaceInLineView, WaitlistEntryView } from '#shared/waitlist';
import type { AppDeps } from '../deps';
import {
  claimPlaceOffer,
  joinPlaceLine,
  leavePlaceLine,
  openPlace,
  placeView,
  type PlaceMoment,
} from '../services/waitlist/place-waitlist';
import {
  claimOffer,
  entryView,
  joinWaitlist,
  leaveWaitlist,
  openEntry,
  waitlistToken,
  type WaitlistMoment,
} from '../services/waitlist/waitlist';
import { handlers } from './handler';

/**
 * The waitlist (docs/waitlist.md): join the line for a sold-out product, or for a place at a full
 * pickup or time, see her place, take her offer into the cart (or the checkout) of the phone that
 * opened its link, leave with one click. A place in line is opened by its key (?t=), as her order
 * page is: a wrong or missing one is a 404.
 */
export const waitlistHandlers = handlers(waitlistCalls, {
  'waitlist.join': async ({ body }, { deps, now }) => {
    const { entry, changed } = await joinWaitlist(deps.db, body, waitlistMoment(deps, now));
    return {
      status: changed.products ? 201 : 200,
      answer: withKey(deps, await entryView(deps.db, entry, now)),
      changed,
    };
  },
  'waitlist.view': async ({ params, query }, { deps, now }) => ({
    answer: withKey(
      deps,
      await entryView(deps.db, await openEntry(deps.db, params.id, query.t, deps.orderLinkKey), now),
    ),
    headers: { 'Cache-Control': 'no-store' },
  }),
  'waitlist.claim': async ({ params, query, body }, { deps, now }) => ({
    answer: withKey(deps, await claimOffer(deps.db, params.id, query.t, body.sessionId, waitlistMoment(deps, now))),
    changed: {},
  }),
  'waitlist.leave': async ({ params, query }, { deps, now }) => {
    const { entry, changed } = await leaveWaitlist(deps.db, params.id, query.t, waitlistMoment(deps, now));
    return { answer: withKey(deps, await entryView(deps.db, entry, now)), changed };
  },
  'waitlist.join-place': async ({ body }, { deps, now }) => {
    const at = placeMoment(deps, now);
    const { entry, changed } = await joinPlaceLine(deps.db, body, at);
    return {
      status: changed.settings ? 201 : 200,
      answer: withKey(deps, await placeView(deps.db, entry, at)),
      changed,
    };
  },
  'waitlist.view-place': async ({ params, query }, { deps, now }) => ({
    answer: withKey(
      deps,
      await placeView(deps.db, await openPlace(deps.db, params.id, query.t, deps.orderLinkKey), placeMoment(deps, now)),
    ),
    headers: { 'Cache-Control': 'no-store' },
  }),
  'waitlist.claim-place': async ({ params, query, body }, { deps, now }) => ({
    answer: withKey(deps, await claimPlaceOffer(deps.db, params.id, query.t, body.sessionId, placeMoment(deps, now))),
    changed: {},
  }),
  'waitlist.leave-place': async ({ params, query }, { deps, now }) => {
    const at = placeMoment(deps, now);
    const { entry, changed } = await leavePlaceLine(deps.db, params.id, query.t, at);
    return { answer: withKey(deps, await placeView(deps.db, entry, at)), changed };
  },
});

const waitlistMoment = (deps: AppDeps, now: Date): WaitlistMoment => ({
  now,
  linkKey: deps.orderLinkKey,
  publicUrl: deps.config.publicUrl,
});
const placeMoment = (deps: AppDeps, now: Date): PlaceMoment => ({
  ...waitlistMoment(deps, now),
  timeZone: deps.config.bakeryTimeZone,
});

/** A place in line, and the key of its link. */
const withKey = <E extends WaitlistEntryView | PlaceInLineView>(deps: AppDeps, entry: E) => ({
  entry,
  token: waitlistToken(deps.orderLinkKey, entry.id),
});
