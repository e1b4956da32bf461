import type { Context, Middleware } from 'koa';
import type { AppDeps } from '../deps';
import { sendPrepared } from '../http/send-prepared';
import type { PreparedBody } from '../services/catalogue/prepared-body';

/**
 * The busiest reads, the catalogue and the pickup settings: every phone asks for them, often
 * (each page, each reconnect). Each is kept ready, encoded once with an ETag, so a phone that
 * has the current one gets a 304 (http/prepared-body.ts). Matched by their exact paths ahead of
 * the body parser and the routers: a lookup, where a router's dispatch cost more than the
 * answer itself.
 */
export function publicReads(deps: AppDeps): Middleware {
  const answers = new Map<string, () => Promise<PreparedBody>>([
    ['/api/inventory', async () => (await deps.catalogue.get()).body],
    ['/api/pickup-settings', () => deps.publicSettings.prepared()],
  ]);
  return async (ctx: Context, next) => {
    const answer = answers.get(ctx.path);
    if (!answer) return next();
    if (ctx.method === 'GET' || ctx.method === 'HEAD') return sendPrepared(ctx, await answer());
    await next(); // the owner's PUT /api/pickup-settings
    if (ctx.status !== 404 || ctx.body !== undefined) return;
    // No route took another method: answered as the routers answer one on their paths, the
    // methods for OPTIONS, else a 405 (its JSON body from http/error-handler.ts).
    ctx.set('Allow', 'HEAD, GET');
    if (ctx.method === 'OPTIONS') ctx.body = '';
    else ctx.status = 405;
  };
}
