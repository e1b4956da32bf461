import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import serve from 'koa-static';
import { productLink, productLinkPattern } from '#shared/site-pages';
import { MISSING, preparePage, type PageRenderer } from '../pages/page-renderer';
import type { Clock } from '../services/clock';
import { inlineStyleHashes } from './content-security';
import { sendPrepared } from './send-prepared';

/**
 * Serves the built PWA from `dir`. Hashed assets are cached for a year; the HTML shell, the
 * service worker and the manifest are revalidated on every load so a deploy reaches phones.
 * The public pages are rendered by the server (pages/page-renderer.ts), lists and all; any
 * other GET that wants HTML gets index.html, the app shell, and the client router takes it
 * from there. Every page, the shell too, is sent prepared (the same bytes for everyone,
 * compressed once, with an ETag) with the Content-Security-Policy that allows its own styles
 * (content-security.ts), so index.html is never served as a plain file.
 */
export function pwaStatic(
  dir: string,
  pages: PageRenderer,
  clock: Clock,
  /** Whether the app has a page at this address (else the shell goes with 404 Not Found). */
  isPage: (pathname: string, query: URLSearchParams) => boolean,
): {
  /** The public pages and the shell at / and /index.html: ahead of the API's routers. */
  pages: Middleware;
  /** The built files, then the shell for any other path that wants HTML: after them. */
  files: Middleware;
} {
  if (!existsSync(path.join(dir, 'index.html'))) {
    return {
      pages: (_ctx, next) => next(),
      files: async (ctx, next) => {
        await next();
        if (ctx.status === 404 && ctx.body === undefined && !ctx.path.startsWith('/api/')) {
          ctx.status = 503;
          ctx.type = 'text/plain';
          ctx.body = 'The app is not built yet: run `npm run build` (npm start does this for you).';
        }
      },
    };
  }
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const shell = preparePage({ html, styleHashes: inlineStyleHashes(html) });
  const files = serve(dir, {
    index: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const page = async (ctx: Context, status: number) => {
    // /index.html is the app shell itself (the service worker keeps it for offline starts).
    const address = pageAddress(ctx.path, ctx.query.product);
    const rendered = pages.renders(address) ? await pages.page(address) : null;
    // A recipe's address with no published recipe: the shell, whose router says so, as 404.
    const missing = rendered === MISSING;
    const prepared = missing ? shell : (rendered ?? shell);
    ctx.set('Content-Security-Policy', prepared.csp);
    // When this copy was sent (the page is the same bytes for everyone): the app dates an
    // offline copy by it (pwa/src/lib/page-data.tsx).
    ctx.set('Server-Timing', `served;desc="${clock.now().getTime()}"`);
    sendPrepared(ctx, prepared.body, missing ? 404 : status);
  };
  const reading = (method: string) => method === 'GET' || method === 'HEAD';
  return {
    pages: (ctx, next) =>
      reading(ctx.method) && (ctx.path === '/' || ctx.path === '/index.html' || pages.renders(ctx.path))
        ? page(ctx, 200)
        : next(),
    files: async (ctx, next) => {
      if (ctx.path.startsWith('/api/') || ctx.path.startsWith('/ws')) return next();
      await files(ctx, async () => undefined);
      if (ctx.body !== undefined || ctx.status !== 404) return;
      // Any other page of the app is the shell, whose router shows it; an address the app has
      // no page for is the shell too (it says "Page Not Found"), sent as 404 Not Found.
      if (reading(ctx.method) && ctx.accepts('html') && !path.extname(ctx.path))
        return page(ctx, isPage(withoutTrailingSlash(ctx.path), new URLSearchParams(ctx.querystring)) ? 200 : 404);
      await next();
    },
  };
}

/**
 * The address a page is rendered for: its path, or a product's link (`/?product=<id>`), which is
 * the shop with that product's preview. Any other query is the visitor's own business and does
 * not make a page of its own (nor fill the kept pages with copies).
 */
function pageAddress(pathname: string, product: string | string[] | undefined): string {
  if (pathname !== '/' || typeof product !== 'string') return pathname;
  const link = productLink(product);
  return productLinkPattern.test(link) ? link : pathname;
}

/** `/about/` is the page `/about`, as the app's router reads it. */
const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
