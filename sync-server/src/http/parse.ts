import type { Context } from 'koa';
import { invalid } from '../services/errors';

const idempotencyKeyPattern = /^[A-Za-z0-9_.:-]{1,200}$/;

/** The Idempotency-Key header, if sent (docs/client.md, "Offline"). */
export function idempotencyKeyOf(ctx: Context): string | undefined {
  const key = ctx.get('Idempotency-Key');
  if (!key) return undefined;
  if (!idempotencyKeyPattern.test(key)) {
    throw invalid('Idempotency-Key must be 1 to 200 letters, digits or - _ . :', 'invalid-idempotency-key');
  }
  return key;
}

export const bearerTokenOf = (ctx: Context): string | undefined => bearerTokenIn(ctx.get('Authorization'));

/** The token of an Authorization header's "Bearer <token>". */
export function bearerTokenIn(authorization: string): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
}
