import type { Middleware } from 'koa';
import send from 'koa-send';
import { PUBLIC_UPLOADS_PATH } from '../services/uploads';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Serves recipe photos from the upload folder. A photo is named by the SHA-256 of its bytes
 * (photos from before that by a UUID never reused), so a name never changes what it shows and
 * browsers and the service worker may keep it for a year.
 */
export function uploadsStatic(uploadDir: string): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(PUBLIC_UPLOADS_PATH) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const name = ctx.path.slice(PUBLIC_UPLOADS_PATH.length);
    if (!/^([0-9a-f]{64}|[0-9a-f-]{36})\.(jpg|png|webp|avif)$/.test(name)) return next();
    try {
      await send(ctx, name, { root: uploadDir, maxage: ONE_YEAR_MS, immutable: true });
    } catch {
      await next(); // not there: the app's not-found answer
    }
  };
}
