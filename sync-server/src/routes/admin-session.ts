import type Router from '@koa/router';
import {
  loginRequestSchema,
  logoutRequestSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  type LoginResponse,
} from '#shared/admin-auth';
import type { AppDeps } from '../deps';
import { bearerTokenOf, parseBody } from '../http/parse';
import { limitPerAddress } from '../http/rate-limit';
import { requireAdmin, type AdminState } from '../http/require-admin';
import { tellEveryone } from '../services/announce';
import { login, logout } from '../services/session/auth';
import { requestPasswordReset, resetPassword } from '../services/session/password-reset';
import { refund, spend } from '../services/rate-limits';

const LOCKED_OUT = 'Too many failed sign-ins. Please wait 15 minutes and try again.';
const TOO_MANY_SIGN_INS = 'Too many sign-in attempts from this network. Please wait 15 minutes and try again.';

export function adminSessionRoutes(router: Router<AdminState>, deps: AppDeps): void {
  router.post('/api/admin/login', async (ctx) => {
    const credentials = parseBody(ctx, loginRequestSchema);
    // Throttled per e-mail AND address: a stranger guessing elsewhere cannot lock the owner out.
    const throttleKey = `${credentials.email.toLowerCase()}|${ctx.ip}`;
    // Both attempts are spent BEFORE the slow password check, so a burst sent at once is
    // counted at once (reading first and counting after let 15 parallel guesses all through);
    // the right password gives them back.
    await spend(deps.limits.signIns, ctx.ip, TOO_MANY_SIGN_INS);
    await spend(deps.limits.loginFailures, throttleKey, LOCKED_OUT);
    ctx.body = (await login(deps.db, credentials, deps.clock.now())) satisfies LoginResponse;
    await Promise.all([deps.limits.loginFailures.delete(throttleKey), refund(deps.limits.signIns, ctx.ip)]);
  });

  router.get('/api/admin/verify', requireAdmin(deps), (ctx) => {
    ctx.body = { ok: true, email: ctx.state.admin.email };
  });

  router.post('/api/admin/logout', async (ctx) => {
    const { sessionToken } = parseBody(ctx, logoutRequestSchema);
    const token = sessionToken ?? bearerTokenOf(ctx);
    if (token) {
      await logout(deps.db, token);
      await deps.sessions.forget(token);
    }
    ctx.body = { ok: true };
  });

  // Rate limited like the public forms (the request sends an e-mail), and counted with the
  // sign-ins of the address, since a reset request also costs a lookup and a hash.
  const limit = limitPerAddress(deps.limits.messages, 'Too many reset requests. Please try again later.');
  const signInLimit = limitPerAddress(deps.limits.signIns, TOO_MANY_SIGN_INS);

  router.post('/api/admin/password-reset-request', signInLimit, limit, async (ctx) => {
    const { email } = parseBody(ctx, passwordResetRequestSchema);
    tellEveryone(
      deps,
      await requestPasswordReset(deps.db, email, { now: deps.clock.now(), publicUrl: deps.config.publicUrl }),
    );
    // The same answer whether or not the address is the owner's.
    ctx.body = { message: 'If an account with that email exists, a reset link has been sent.' };
  });

  router.post('/api/admin/password-reset', limit, async (ctx) => {
    const { token, newPassword } = parseBody(ctx, passwordResetSchema);
    await resetPassword(deps.db, token, newPassword, deps.clock.now());
    await deps.sessions.forgetAll();
    ctx.body = { ok: true };
  });
}
