import type { Context } from 'koa';
import type { PreparedBody } from '../services/catalogue/prepared-body';

/**
 * Answers with a prepared body: 304 when the client has it (If-None-Match), else the bytes in
 * the best encoding it accepts, with `status` (a 404 page is the app shell too). Revalidated on every use (no-cache), so a change shows at once.
 */
export function sendPrepared(ctx: Context, prepared: PreparedBody, status = 200): void {
  ctx.set('Cache-Control', 'no-cache');
  ctx.set('ETag', prepared.etag);
  ctx.set('Vary', 'Accept-Encoding');
  ctx.status = status;
  // Most requests carry no validator: ctx.fresh's parsing only for those that do (and only a
  // page that is there can be "not modified").
  if (status === 200 && ctx.get('If-None-Match') && ctx.fresh) {
    ctx.status = 304;
    return;
  }
  // The header's whole value, as Koa's type setter would make it, without its lookup per request.
  ctx.set('Content-Type', prepared.type);
  ctx.compress = false; // compressed once per body, not per request
  const encoding = encodingFor(ctx.get('Accept-Encoding'), () => ctx.acceptsEncodings('br', 'gzip', 'identity'));
  if (encoding === 'br' || encoding === 'gzip') {
    ctx.set('Content-Encoding', encoding);
    ctx.body = prepared.encoded(encoding);
  } else {
    ctx.body = prepared.text;
  }
}

/**
 * The encoding chosen for an Accept-Encoding header, remembered by the header's text: every
 * phone of one browser sends the same few strings, and these are the busiest calls there are.
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
