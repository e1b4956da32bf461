import type { Middleware } from 'koa';

/**
 * Headers every answer gets: no MIME sniffing, no framing, no referrer leaking order pages, and
 * on an https site, HSTS, so a phone never again asks for the shop over plain http.
 */
export function securityHeaders(options: { publicUrl: string }): Middleware {
  const https = options.publicUrl.startsWith('https://');
  return async (ctx, next) => {
    if (https) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'same-origin');
    await next();
    // API answers are not to be kept, unless a route says how (the catalogue revalidates by ETag).
    if (ctx.path.startsWith('/api/') && !ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-store');
  };
}
