import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';
import send from 'koa-send';

/**
 * Serves the built PWA from `dir`. Hashed assets are cached for a year; the HTML shell, the
 * service worker and the manifest are revalidated on every load so a deploy reaches phones.
 * Any other GET that wants HTML gets index.html, and the client router takes it from there.
 */
export function pwaStatic(dir: string): Middleware {
  if (!existsSync(path.join(dir, 'index.html'))) {
    return async (ctx, next) => {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && !ctx.path.startsWith('/api/')) {
        ctx.status = 503;
        ctx.type = 'text/plain';
        ctx.body = 'The app is not built yet: run `npm run build` (npm start does this for you).';
      }
    };
  }
  const files = serve(dir, {
    index: 'index.html',
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return async (ctx, next) => {
    if (ctx.path.startsWith('/api/') || ctx.path === '/ws') return next();
    await files(ctx, async () => undefined);
    if (ctx.body !== undefined || ctx.status !== 404) return;
    if ((ctx.method === 'GET' || ctx.method === 'HEAD') && ctx.accepts('html') && !path.extname(ctx.path)) {
      ctx.set('Cache-Control', 'no-cache');
      await send(ctx, 'index.html', { root: dir });
      return;
    }
    await next();
  };
}
