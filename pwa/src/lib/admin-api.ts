import { useAdminSession } from './admin-session';
import { callerOf, type Caller, type CallerOptions } from './calls';

/**
 * Her session on this device: its bearer token goes with each of her calls, and a 401 signs
 * her out here (the session expired, was ended elsewhere, or her password was reset).
 */
export const ownerSession: NonNullable<CallerOptions['session']> = {
  token: () => useAdminSession.getState().token,
  signedOut: () => useAdminSession.getState().signOut(),
};

/** The owner's calls, by name as a customer's (lib/calls.ts), with her session. */
export const callAsOwner: Caller = callerOf({ session: ownerSession });
