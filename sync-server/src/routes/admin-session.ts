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
import { login, logout } from '../services/auth';
import { Refusal } from '../services/errors';
import { requestPasswordReset, resetPassword } from '../services/password-reset';
import { ensureNotLockedOut, spend } from '../services/rate-limits';

const LOCKED_OUT = 'Too many failed sign-ins. Please wait 15 minutes and try again.';

export function adminSessionRoutes(router: Router<AdminState>, deps: AppDeps): void {
  router.post('/api/admin/login', async (ctx) => {
    const credentials = parseBody(ctx, loginRequestSchema);
    // Throttled per e-mail AND address: a stranger guessing elsewhere cannot lock the owner out.
    const throttleKey = `${credentials.email.toLowerCase()}|${ctx.ip}`;
    await ensureNotLockedOut(deps.limits.loginFailures, throttleKey, LOCKED_OUT);
    try {
      ctx.body = (await login(deps.db, credentials, deps.clock.now())) satisfies LoginResponse;
      await deps.limits.loginFailures.delete(throttleKey);
    } catch (error) {
      if (error instanceof Refusal && error.kind === 'unauthorized') {
        await spend(deps.limits.loginFailures, throttleKey, LOCKED_OUT).catch(() => undefined);
      }
      throw error;
    }
  });

  router.get('/api/admin/verify', requireAdmin(deps), (ctx) => {
    ctx.body = { ok: true, email: ctx.state.admin.email };
  });

  router.post('/api/admin/logout', async (ctx) => {
    const { sessionToken } = parseBody(ctx, logoutRequestSchema);
    const token = sessionToken ?? bearerTokenOf(ctx);
    if (token) {
      await logout(deps.db, token);
      deps.sessions.forget(token);
    }
    ctx.body = { ok: true };
  });

  // Rate limited like the public forms: the request sends an e-mail.
  const limit = limitPerAddress(deps.limits.messages, 'Too many reset requests. Please try again later.');

  router.post('/api/admin/password-reset-request', limit, async (ctx) => {
    const { email } = parseBody(ctx, passwordResetRequestSchema);
    await requestPasswordReset(deps.db, email, { now: deps.clock.now(), publicUrl: deps.config.publicUrl });
    deps.mailer.kick();
    // The same answer whether or not the address is the owner's.
    ctx.body = { message: 'If an account with that email exists, a reset link has been sent.' };
  });

  router.post('/api/admin/password-reset', limit, async (ctx) => {
    const { token, newPassword } = parseBody(ctx, passwordResetSchema);
    await resetPassword(deps.db, token, newPassword, deps.clock.now());
    deps.sessions.forgetAll();
    ctx.body = { ok: true };
  });
}
