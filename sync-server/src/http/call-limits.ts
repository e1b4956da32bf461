import type { LimitClass } from '#shared/calls/define';
import type { AppDeps } from '../deps';
import { spend, type Limits } from '../services/rate-limits';

export const TOO_MANY_CART_CHANGES = 'Too many cart changes at once. Please wait a minute.';
export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts from this network. Please wait 15 minutes and try again.';
const TOO_MANY_REQUESTS = 'Too many requests at once. Please wait a minute.';
const TOO_MANY_RESETS = 'Too many reset requests. Please try again later.';

type Limiter = Limits[keyof Limits];
interface Allowance {
  /** Spent per client address, each with the words of its refusal. */
  address: readonly [(limits: Limits) => Limiter, string][];
  /** Spent per cart (the body's sessionId), with these words. */
  session?: string;
}

/**
 * What each class of call spends (shared calls/define.ts LimitClass): a generous ceiling per
 * address (a market's Wi-Fi is one address for many phones), and the cart's own allowance once
 * the body says which cart it is.
 */
const allowances: Record<LimitClass, Allowance> = {
  cart: { address: [[(limits) => limits.cartWrites, TOO_MANY_CART_CHANGES]], session: TOO_MANY_CART_CHANGES },
  checkout: {
    address: [[(limits) => limits.cartWrites, 'Too many orders at once. Please wait a minute.']],
    session: 'Too many orders at once. Please wait a minute.',
  },
  links: { address: [[(limits) => limits.cartWrites, TOO_MANY_REQUESTS]] },
  messages: {
    address: [[(limits) => limits.messages, 'You have sent a lot of messages. Please try again later.']],
  },
  subscribes: {
    address: [[(limits) => limits.subscribes, 'You have asked a lot of times. Please try again later.']],
  },
  'sign-in': { address: [[(limits) => limits.signIns, TOO_MANY_SIGN_INS]] },
  // A reset request sends an e-mail, and costs a lookup and a hash as a sign-in does.
  'reset-request': {
    address: [
      [(limits) => limits.signIns, TOO_MANY_SIGN_INS],
      [(limits) => limits.messages, TOO_MANY_RESETS],
    ],
  },
  reset: { address: [[(limits) => limits.messages, TOO_MANY_RESETS]] },
  none: { address: [] },
};

/** Spends a call's allowance by its address, or (once the body is read) by its cart: 429 past it. */
export async function spendLimits(
  deps: Pick<AppDeps, 'limits'>,
  limit: LimitClass,
  by: { address: string } | { session: string | undefined },
): Promise<void> {
  const allowance = allowances[limit];
  if ('address' in by) {
    for (const [limiter, words] of allowance.address) await spend(limiter(deps.limits), by.address, words);
  } else if (allowance.session && by.session) {
    await spend(deps.limits.cartSessionWrites, by.session, allowance.session);
  }
}
