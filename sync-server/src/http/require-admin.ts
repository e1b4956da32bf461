import type { Middleware } from 'koa';
import type { SignedInAdmin } from '../services/session/auth';
import type { Clock } from '../services/clock';
import { unauthorized } from '../services/errors';
import type { SessionCache } from '../services/session/session-cache';
import { bearerTokenOf } from './parse';

export interface AdminState {
  admin: SignedInAdmin;
}

/** Guards every admin call: a missing, wrong, expired or ended session is a 401, before any work. */
export function requireAdmin(deps: { sessions: SessionCache; clock: Clock }): Middleware<AdminState> {
  return async (ctx, next) => {
    const admin = await deps.sessions.authenticate(bearerTokenOf(ctx), deps.clock.now());
    if (!admin) throw unauthorized('Please sign in to the admin area again', 'unauthorized');
    ctx.state.admin = admin;
    await next();
  };
}
