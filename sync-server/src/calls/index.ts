import { calls } from '#shared/calls/index';
import { cartHandlers } from './cart';
import { editHandlers } from './edits';
import type { Handlers } from './handler';
import { messageHandlers } from './message';
import { noticesHandlers } from './notices';
import { orderHandlers } from './order';
import { ownerHandlers } from './owner';
import { serverHandlers } from './server';
import { sessionHandlers } from './session';
import { shopHandlers } from './shop';
import { standingHandlers } from './standing';
import { waitlistHandlers } from './waitlist';

/**
 * Every call's handler, by its name in the contract (shared-schema/src/calls): the compiler
 * refuses a contract entry without its handler, and a handler whose input or answer is not its
 * entry's. The runner mounts them (http/run-calls.ts).
 */
export const callHandlers: Handlers<typeof calls> = {
  ...serverHandlers,
  ...shopHandlers,
  ...cartHandlers,
  ...orderHandlers,
  ...standingHandlers,
  ...waitlistHandlers,
  ...messageHandlers,
  ...noticesHandlers,
  ...sessionHandlers,
  ...ownerHandlers,
  ...editHandlers,
};

export { calls };
