import type { Middleware } from 'koa';
import type { Limits } from '../services/rate-limits';
import { spend } from '../services/rate-limits';

/** Spends one point of `limiter` per request, keyed by the client's address. */
export function limitPerAddress(limiter: Limits[keyof Limits], message: string): Middleware {
  return async (ctx, next) => {
    await spend(limiter, ctx.ip, message);
    await next();
  };
}
