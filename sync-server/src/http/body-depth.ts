import type { Middleware } from 'koa';
import { invalid } from '../services/errors';

/**
 * How deep a JSON body may nest. The deepest schema the API takes is a few levels (an order's
 * lines, the settings' caps); a body nested 45,000 deep (a probe's) fits in 100 KB, and code that
 * walks values recursively (JSON.stringify of a request's fingerprint) runs out of stack on it.
 */
export const MAX_BODY_DEPTH = 32;

/** Refuses a body nested deeper than MAX_BODY_DEPTH with a 400, before any route reads it. */
export const limitBodyDepth: Middleware = async (ctx, next) => {
  if (depthOver(ctx.request.body, MAX_BODY_DEPTH)) {
    throw invalid(`The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`, 'too-deep');
  }
  await next();
};

/** Whether a parsed JSON value nests deeper than `limit`: walked with a stack of its own, not recursion. */
export function depthOver(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [each, depth] = stack.pop()!;
    if (typeof each !== 'object' || each === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(each)) stack.push([child, depth + 1]);
  }
  return false;
}
