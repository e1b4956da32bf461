import type { Db } from '../../db';
import { authenticate, hashToken, type SignedInAdmin } from './auth';
import type { ChangeFeed } from '../changes';

/** How long a session found valid is trusted before the database is asked again (one server). */
export const SESSION_TRUST_MS = 30_000;
/** The owner has a few sessions (phone, laptop); more entries than this means old ones to drop. */
const MAX_ENTRIES = 100;

/**
 * The owner's sessions recently found valid, so a burst of her calls (the outbox replaying a
 * morning at the market) does not look the same session up for every edit.
 *
 * An entry is trusted for SESSION_TRUST_MS at most and never past its session's expiry.
 * Ending sessions must say so here (forget after logout, forgetAll after a password reset), and
 * a lookup that began before that cannot put the ended session back: each forget starts a new
 * generation, and only a lookup that finished in the generation it began in is remembered.
 * An ending is announced on the change feed, which every server hears (change-relay.ts).
 *
 * With several servers (PostgreSQL) nothing is trusted (`trustMs` 0): the session is looked up
 * on every call. The announcement reaches the other servers a little after the logout answers,
 * or, while a server's listening connection is down, a second or more later, and a logged-out
 * token was accepted meanwhile (issue 24). One indexed lookup per admin call is cheap; the
 * announcement still closes the owner's live sockets everywhere (live/owner-live.ts).
 */
export function createSessionCache(db: Db, changes: ChangeFeed, options: { trustMs: number }) {
  const trusted = new Map<string, { admin: SignedInAdmin; until: number }>();
  let generation = 0;
  changes.onSessionsEnded((tokenHash) => {
    generation++;
    if (tokenHash === null) trusted.clear();
    else trusted.delete(tokenHash);
  });

  return {
    async authenticate(token: string | undefined, now: Date): Promise<SignedInAdmin | null> {
      const key = token && token.length <= 200 ? hashToken(token) : undefined;
      const known = key && options.trustMs > 0 ? trusted.get(key) : undefined;
      if (known && now.getTime() < known.until) return known.admin;

      const startedIn = generation;
      const admin = await authenticate(db, token, now);
      if (key) trusted.delete(key);
      if (admin && key && options.trustMs > 0 && generation === startedIn) {
        if (trusted.size >= MAX_ENTRIES) trusted.clear();
        const until = Math.min(now.getTime() + options.trustMs, new Date(admin.expiresAt).getTime());
        trusted.set(key, { admin, until });
      }
      return admin;
    },
    /** After a logout: that token is refused from the next call on, on every server. */
    forget(token: string): Promise<void> {
      return changes.sessionsEnded(hashToken(token));
    },
    /** After a password reset, which ends every session. */
    forgetAll(): Promise<void> {
      return changes.sessionsEnded(null);
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
