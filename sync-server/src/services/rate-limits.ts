import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimited } from './errors';

/**
 * Per-address limits on what anonymous visitors can write, and the owner's login lockout.
 * Kept in memory: one server process, and a restart forgiving everyone is acceptable.
 */
export interface Limits {
  /** Holds, releases and orders. */
  cartWrites: RateLimiterMemory;
  /** Contact messages, reviews and comments: what a spammer would flood. */
  messages: RateLimiterMemory;
  /** Failed logins per e-mail and address: 5 in 15 minutes (CONTRACT.md section 4). */
  loginFailures: RateLimiterMemory;
  /**
   * Every login and reset request per address, whatever the e-mail: made-up e-mails cannot buy
   * a stranger more slow password checks.
   */
  signIns: RateLimiterMemory;
  /** Holds, releases and orders per cart (sessionId): each shopper's own allowance. */
  cartSessionWrites: RateLimiterMemory;
}

export const LOGIN_FAILURES_ALLOWED = 5;

export const SIGN_INS_PER_ADDRESS = 20;

export function createLimits(options: { cartWritesPerMinute: number; messagesPerHour: number }): Limits {
  return {
    // Per address, a ceiling for a whole market's Wi-Fi or a carrier's NAT: many shoppers share
    // one address, so the per-cart limit below is what holds back one noisy client.
    cartWrites: new RateLimiterMemory({ points: options.cartWritesPerMinute * 10, duration: 60 }),
    cartSessionWrites: new RateLimiterMemory({ points: options.cartWritesPerMinute, duration: 60 }),
    signIns: new RateLimiterMemory({ points: SIGN_INS_PER_ADDRESS, duration: 15 * 60 }),
    messages: new RateLimiterMemory({ points: options.messagesPerHour, duration: 60 * 60 }),
    loginFailures: new RateLimiterMemory({ points: LOGIN_FAILURES_ALLOWED, duration: 15 * 60 }),
  };
}

/** Spends one point for `key`, or refuses with 429 and when to come back. */
export async function spend(limiter: RateLimiterMemory, key: string, message: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw rateLimited(message, rejection.msBeforeNext / 1000);
    throw rejection;
  }
}

/** Gives back a point spent for a try that turned out fine (a login with the right password). */
export async function refund(limiter: RateLimiterMemory, key: string): Promise<void> {
  await limiter.reward(key, 1);
}
