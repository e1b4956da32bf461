import * as z from 'zod/mini';
import { emailSchema } from './common';

export const PASSWORD_MIN_LENGTH = 8;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).check(z.minLength(1, 'Password is required'), z.maxLength(200)),
});

export const loginResponseSchema = z.object({
  sessionToken: z.string(),
  expiresAt: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /api/admin/verify: the session is hers, and whose. */
export const verifyAnswerSchema = z.object({ ok: z.literal(true), email: z.string() });

export const logoutRequestSchema = z.object({ sessionToken: z.optional(z.string().check(z.maxLength(200))) });

export const passwordResetRequestSchema = z.object({ email: emailSchema });
/** The same words whether or not the address is hers. */
export const passwordResetRequestAnswerSchema = z.object({ message: z.string() });

export const newPasswordSchema = z
  .string({ error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long` })
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`),
    z.maxLength(200, 'Password must be at most 200 characters'),
  );

export const passwordResetSchema = z.object({
  token: z
    .string({ error: 'Reset token is required' })
    .check(z.minLength(1, 'Reset token is required'), z.maxLength(200)),
  newPassword: newPasswordSchema,
});
