import type { Middleware } from 'koa';
import send from 'koa-send';
import type { PhotoStore } from '../services/content/photo-store';
import { PUBLIC_UPLOADS_PATH } from '../services/content/uploads';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Serves recipe photos from the photo store (a folder or the database: photo-store.ts). A photo is named by the SHA-256 of its bytes
 * (photos from before that by a UUID never reused), so a name never changes what it shows and
 * browsers and the service worker may keep it for a year.
 */
export function uploadsStatic(photos: PhotoStore): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(PUBLIC_UPLOADS_PATH) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const name = ctx.path.slice(PUBLIC_UPLOADS_PATH.length);
    if (!/^([0-9a-f]{64}|[0-9a-f-]{36})\.(jpg|png|webp|avif)$/.test(name)) return next();
    const photo = await photos.read(name);
    if (photo?.kind === 'bytes') {
      ctx.type = photo.contentType;
      ctx.set('Cache-Control', `max-age=${ONE_YEAR_MS / 1000},immutable`); // as koa-send says it
      ctx.body = photo.bytes;
      return;
    }
    try {
      if (photo) return void (await send(ctx, photo.name, { root: photo.root, maxage: ONE_YEAR_MS, immutable: true }));
    } catch {
      // not there: the app's not-found answer, below
    }
    await next();
  };
}
