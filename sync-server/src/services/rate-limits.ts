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
}

export const LOGIN_FAILURES_ALLOWED = 5;

export function createLimits(options: { cartWritesPerMinute: number; messagesPerHour: number }): Limits {
  return {
    cartWrites: new RateLimiterMemory({ points: options.cartWritesPerMinute, duration: 60 }),
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

/** Refuses with 429 while `key` has no points left, without spending one. */
export async function ensureNotLockedOut(limiter: RateLimiterMemory, key: string, message: string): Promise<void> {
  const state = await limiter.get(key);
  if (state && state.consumedPoints >= limiter.points) throw rateLimited(message, state.msBeforeNext / 1000);
}
