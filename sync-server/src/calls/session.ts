import { sessionCalls } from '#shared/calls/session';
import { bearerTokenIn } from '../http/parse';
import { nothingChanged } from '../services/announce';
import { refund, spend } from '../services/rate-limits';
import { login, logout } from '../services/session/auth';
import { requestPasswordReset, resetPassword } from '../services/session/password-reset';
import { handlers } from './handler';

const LOCKED_OUT = 'Too many failed sign-ins. Please wait 15 minutes and try again.';

/** The owner's session (docs/api.md, "Who may call"). */
export const sessionHandlers = handlers(sessionCalls, {
  'session.login': async ({ body }, { deps, ip, now }) => {
    // Throttled per e-mail AND address: a stranger guessing elsewhere cannot lock the owner out.
    // The address's sign-in was spent before the body was read (its class, 'sign-in'); the
    // e-mail's try is spent BEFORE the slow password check, so a burst sent at once is counted
    // at once; the right password gives both back.
    const throttleKey = `${body.email.toLowerCase()}|${ip}`;
    await spend(deps.limits.loginFailures, throttleKey, LOCKED_OUT);
    const session = await login(deps.db, body, now);
    await Promise.all([deps.limits.loginFailures.delete(throttleKey), refund(deps.limits.signIns, ip)]);
    return { answer: session, changed: nothingChanged };
  },

  'session.verify': async (_input, { admin }) => ({ answer: { ok: true, email: admin.email } }),

  'session.logout': async ({ body }, { deps, request }) => {
    const token = body.sessionToken ?? bearerTokenIn(request.header('Authorization'));
    if (token) {
      await logout(deps.db, token);
      await deps.sessions.forget(token);
    }
    return { answer: { ok: true }, changed: nothingChanged };
  },

  // The same answer whether or not the address is the owner's.
  'session.reset-request': async ({ body }, { deps, now }) => ({
    answer: { message: 'If an account with that email exists, a reset link has been sent.' },
    changed: await requestPasswordReset(deps.db, body.email, { now, publicUrl: deps.config.publicUrl }),
  }),

  'session.reset': async ({ body }, { deps, now }) => {
    await resetPassword(deps.db, body.token, body.newPassword, now);
    await deps.sessions.forgetAll();
    return { answer: { ok: true }, changed: nothingChanged };
  },
});
