import type { Middleware } from 'koa';

/** Headers every answer gets: no MIME sniffing, no framing, no referrer leaking order pages. */
export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'same-origin');
    await next();
    // API answers are not to be kept, unless a route says how (the catalogue revalidates by ETag).
    if (ctx.path.startsWith('/api/') && !ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-store');
  };
}
