import { okSchema } from '../api';
import {
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  passwordResetRequestAnswerSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  verifyAnswerSchema,
} from '../admin-auth';
import { call } from './define';

/** The owner's session: sign in, check it holds, sign out, reset a forgotten password. */
const session = { tag: 'Owner session' } as const;

export const sessionCalls = {
  'session.login': call({
    ...session,
    method: 'POST',
    path: '/api/admin/login',
    access: 'anyone',
    repeat: 'none',
    limit: 'sign-in',
    summary: 'Sign in: a session token',
    body: loginRequestSchema,
    answers: { 200: loginResponseSchema },
  }),
  'session.verify': call({
    ...session,
    method: 'GET',
    path: '/api/admin/verify',
    access: 'owner',
    repeat: 'read',
    limit: 'none',
    summary: 'Her session holds, and whose',
    answers: { 200: verifyAnswerSchema },
  }),
  'session.logout': call({
    ...session,
    method: 'POST',
    path: '/api/admin/logout',
    access: 'anyone',
    repeat: 'same-effect',
    limit: 'none',
    summary: 'End a session (the one in the body, or the bearer token)',
    body: logoutRequestSchema,
    answers: { 200: okSchema },
  }),
  'session.reset-request': call({
    ...session,
    method: 'POST',
    path: '/api/admin/password-reset-request',
    access: 'anyone',
    repeat: 'none',
    limit: 'reset-request',
    summary: 'A reset link by e-mail (the same answer whoever asks)',
    body: passwordResetRequestSchema,
    answers: { 200: passwordResetRequestAnswerSchema },
  }),
  'session.reset': call({
    ...session,
    method: 'POST',
    path: '/api/admin/password-reset',
    access: 'link',
    repeat: 'same-effect',
    limit: 'reset',
    summary: "A new password from a reset link's token; every session ends",
    body: passwordResetSchema,
    answers: { 200: okSchema },
  }),
};
