import type { Middleware } from 'koa';

/**
 * Headers every answer gets: no MIME sniffing, no framing, no referrer leaking order pages, and
 * on an https site, HSTS, so a phone never again asks for the shop over plain http. Set on
 * Node's response itself, as the prepared answers are written (http/send-prepared.ts): they
 * are on every request, the busiest included.
 */
export function securityHeaders(options: { publicUrl: string }): Middleware {
  const https = options.publicUrl.startsWith('https://');
  return async (ctx, next) => {
    const { res } = ctx;
    if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'same-origin');
    const api = ctx.path.startsWith('/api/');
    await next();
    // API answers are not to be kept, unless a route says how (the catalogue revalidates by ETag).
    if (api && !res.hasHeader('Cache-Control')) ctx.set('Cache-Control', 'no-store');
  };
}
