import type Router from '@koa/router';
import type { AppDeps } from '../deps';

export function catalogueRoutes(router: Router, deps: AppDeps): void {
  // Served from the catalogue cache, already encoded and compressed, with an ETag: a phone
  // that has the current list gets a 304.
  router.get('/api/inventory', async (ctx) => {
    const catalogue = await deps.catalogue.get();
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('ETag', catalogue.etag);
    ctx.set('Vary', 'Accept-Encoding');
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'application/json';
    ctx.compress = false; // compressed once per change, not per request
    const encoding = encodingFor(ctx.get('Accept-Encoding'), () => ctx.acceptsEncodings('br', 'gzip', 'identity'));
    if (encoding === 'br' || encoding === 'gzip') ctx.set('Content-Encoding', encoding);
    ctx.body = encoding === 'br' ? catalogue.brotli : encoding === 'gzip' ? catalogue.gzip : catalogue.json;
  });

  router.get('/api/pickup-settings', async (ctx) => {
    ctx.body = await deps.publicSettings.get();
  });
}

/**
 * The encoding chosen for an Accept-Encoding header, remembered by the header's text: every
 * phone of one browser sends the same few strings, and this is the busiest call there is.
 */
const chosenEncodings = new Map<string, string | false>();
function encodingFor(header: string, negotiate: () => string | false): string | false {
  let encoding = chosenEncodings.get(header);
  if (encoding === undefined) {
    encoding = negotiate();
    if (chosenEncodings.size < 100) chosenEncodings.set(header, encoding);
  }
  return encoding;
}
