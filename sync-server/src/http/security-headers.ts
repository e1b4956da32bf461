import type { Middleware } from 'koa';

/** Headers every answer gets: no MIME sniffing, no framing, no referrer leaking order pages. */
export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'same-origin');
    await next();
    if (ctx.path.startsWith('/api/')) ctx.set('Cache-Control', 'no-store');
  };
}
