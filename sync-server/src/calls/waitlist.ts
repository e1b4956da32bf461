import { waitlistCalls } from '#shared/calls/waitlist';
import type { PlaceInLineView, WaitlistEntryView } from '#shared/waitlist';
import { linkToken } from '../services/links';
import type { Moment } from '../services/moment';
import {
  claimPlaceOffer,
  joinPlaceLine,
  leavePlaceLine,
  openPlace,
  placeView,
} from '../services/waitlist/place-waitlist';
import { claimOffer, entryView, joinWaitlist, leaveWaitlist, openEntry } from '../services/waitlist/waitlist';
import { handlers } from './handler';

/**
 * The waitlist (docs/waitlist.md): join the line for a sold-out product, or for a place at a full
 * pickup or time, see her place, take her offer into the cart (or the checkout) of the phone that
 * opened its link, leave with one click. A place in line is opened by its key (?t=), as her order
 * page is: a wrong or missing one is a 404.
 */
export const waitlistHandlers = handlers(waitlistCalls, {
  'waitlist.join': async ({ body }, { deps, moment }) => {
    const { entry, changed } = await joinWaitlist(deps.db, body, moment);
    return {
      status: changed.products ? 201 : 200,
      answer: withKey(moment, await entryView(deps.db, entry, moment.now)),
      changed,
    };
  },
  'waitlist.view': async ({ params, query }, { deps, moment }) => ({
    answer: withKey(
      moment,
      await entryView(deps.db, await openEntry(deps.db, params.id, query.t, moment.orderLinkKey), moment.now),
    ),
    headers: { 'Cache-Control': 'no-store' },
  }),
  'waitlist.claim': async ({ params, query, body }, { deps, moment }) => ({
    answer: withKey(moment, await claimOffer(deps.db, params.id, query.t, body.sessionId, moment)),
    changed: {},
  }),
  'waitlist.leave': async ({ params, query }, { deps, moment }) => {
    const { entry, changed } = await leaveWaitlist(deps.db, params.id, query.t, moment);
    return { answer: withKey(moment, await entryView(deps.db, entry, moment.now)), changed };
  },
  'waitlist.join-place': async ({ body }, { deps, moment }) => {
    const { entry, changed } = await joinPlaceLine(deps.db, body, moment);
    return {
      status: changed.settings ? 201 : 200,
      answer: withKey(moment, await placeView(deps.db, entry, moment)),
      changed,
    };
  },
  'waitlist.view-place': async ({ params, query }, { deps, moment }) => ({
    answer: withKey(
      moment,
      await placeView(deps.db, await openPlace(deps.db, params.id, query.t, moment.orderLinkKey), moment),
    ),
    headers: { 'Cache-Control': 'no-store' },
  }),
  'waitlist.claim-place': async ({ params, query, body }, { deps, moment }) => ({
    answer: withKey(moment, await claimPlaceOffer(deps.db, params.id, query.t, body.sessionId, moment)),
    changed: {},
  }),
  'waitlist.leave-place': async ({ params, query }, { deps, moment }) => {
    const { entry, changed } = await leavePlaceLine(deps.db, params.id, query.t, moment);
    return { answer: withKey(moment, await placeView(deps.db, entry, moment)), changed };
  },
});

/** A place in line, and the key of its links: the phone that joined keeps both (services/links.ts). */
const withKey = <E extends WaitlistEntryView | PlaceInLineView>(moment: Pick<Moment, 'orderLinkKey'>, entry: E) => ({
  entry,
  token: linkToken(moment.orderLinkKey, 'waitlist', entry.id),
});
