import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { isPostgres, type Db } from '../db';
import { rateLimited } from './errors';

type Limiter = RateLimiterAbstract;

/**
 * Per-address limits on what anonymous visitors can write, and the owner's login lockout.
 * With one server on SQLite they are kept in memory (a restart forgiving everyone is
 * acceptable). On PostgreSQL they live in the database's rate_limits table (rate-limiter-
 * flexible's PostgreSQL store), so every server counts against the same allowance: with N
 * servers behind a load balancer, a guesser still gets 5 tries, not 5 x N.
 */
export interface Limits {
  /** Holds, releases and orders. */
  cartWrites: Limiter;
  /** Contact messages, reviews and comments: what a spammer would flood. */
  messages: Limiter;
  /** Failed logins per e-mail and address: 5 in 15 minutes (docs/api.md, "Who may call"). */
  loginFailures: Limiter;
  /**
   * Every login and reset request per address, whatever the e-mail: made-up e-mails cannot buy
   * a stranger more slow password checks.
   */
  signIns: Limiter;
  /** Holds, releases and orders per cart (sessionId): each shopper's own allowance. */
  cartSessionWrites: Limiter;
  /** "Tell me when orders open" requests per address: as many an hour as messages. */
  subscribes: Limiter;
}

export const LOGIN_FAILURES_ALLOWED = 5;

export const SIGN_INS_PER_ADDRESS = 20;

export function createLimits(options: { cartWritesPerMinute: number; messagesPerHour: number }, db: Db): Limits {
  const limiter = (keyPrefix: string, points: number, duration: number): Limiter =>
    isPostgres(db)
      ? new RateLimiterPostgres({
          storeClient: db,
          storeType: 'knex',
          tableName: 'rate_limits', // made by a migration, not by the library at start-up
          tableCreated: true,
          clearExpiredByTimeout: true,
          keyPrefix,
          points,
          duration,
        })
      : new RateLimiterMemory({ keyPrefix, points, duration });
  return {
    // Per address, a ceiling for a whole market's Wi-Fi or a carrier's NAT: many shoppers share
    // one address, so the per-cart limit below is what holds back one noisy client.
    cartWrites: limiter('cart-writes', options.cartWritesPerMinute * 10, 60),
    cartSessionWrites: limiter('cart-session-writes', options.cartWritesPerMinute, 60),
    signIns: limiter('sign-ins', SIGN_INS_PER_ADDRESS, 15 * 60),
    messages: limiter('messages', options.messagesPerHour, 60 * 60),
    subscribes: limiter('subscribes', options.messagesPerHour, 60 * 60),
    loginFailures: limiter('login-failures', LOGIN_FAILURES_ALLOWED, 15 * 60),
  };
}

/** Spends one point for `key`, or refuses with 429 and when to come back. */
export async function spend(limiter: Limiter, key: string, message: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw rateLimited(message, rejection.msBeforeNext / 1000);
    throw rejection;
  }
}

/** Gives back a point spent for a try that turned out fine (a login with the right password). */
export async function refund(limiter: Limiter, key: string): Promise<void> {
  await limiter.reward(key, 1);
}
