import { cartCalls } from './cart';
import { editCalls } from './edits';
import { messageCalls } from './message';
import { noticesCalls } from './notices';
import { orderCalls } from './order';
import { ownerCalls } from './owner';
import { serverCalls } from './server';
import { sessionCalls } from './session';
import { shopCalls } from './shop';
import { standingCalls } from './standing';
import { waitlistCalls } from './waitlist';

/**
 * Every call of the API, by name (docs/architecture.md, "The contract of every call"): the server
 * mounts each (http/run-calls.ts), the reference is written from them (api-reference/openapi.ts),
 * and the app calls them by name (pwa/src/lib/calls.ts). A name's first part is its domain, the
 * module of this folder that holds it.
 */
export const calls = {
  ...serverCalls,
  ...shopCalls,
  ...cartCalls,
  ...orderCalls,
  ...standingCalls,
  ...waitlistCalls,
  ...messageCalls,
  ...noticesCalls,
  ...sessionCalls,
  ...ownerCalls,
  ...editCalls,
};

export type AllCalls = typeof calls;
export type CallName = keyof AllCalls;
