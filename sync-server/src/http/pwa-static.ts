import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';
import type { PageRenderer } from '../pages/page-renderer';
import { contentSecurityPolicy, newNonce, withNonce } from './content-security';

/**
 * Serves the built PWA from `dir`. Hashed assets are cached for a year; the HTML shell, the
 * service worker and the manifest are revalidated on every load so a deploy reaches phones.
 * The public pages are rendered by the server (pages/page-renderer.ts), lists and all; any
 * other GET that wants HTML gets index.html, the app shell, and the client router takes it
 * from there. Every page is sent with a fresh nonce and the Content-Security-Policy that
 * allows it (content-security.ts), so index.html is never served as a plain file.
 */
export function pwaStatic(dir: string, pages: PageRenderer): Middleware {
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
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const files = serve(dir, {
    index: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const page: Middleware = async (ctx) => {
    const nonce = newNonce();
    // /index.html is the app shell itself (the service worker keeps it for offline starts).
    const rendered = pages.renders(ctx.path) ? await pages.page(ctx.path, nonce) : null;
    ctx.set('Content-Security-Policy', contentSecurityPolicy(nonce));
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = rendered ?? withNonce(html, nonce);
  };
  return async (ctx, next) => {
    if (ctx.path.startsWith('/api/') || ctx.path.startsWith('/ws')) return next();
    const reading = ctx.method === 'GET' || ctx.method === 'HEAD';
    if (reading && (ctx.path === '/' || ctx.path === '/index.html')) return page(ctx, next);
    await files(ctx, async () => undefined);
    if (ctx.body !== undefined || ctx.status !== 404) return;
    if (reading && ctx.accepts('html') && !path.extname(ctx.path)) return page(ctx, next);
    await next();
  };
}
