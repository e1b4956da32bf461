import type { Context } from 'koa';
import type { PreparedBody } from '../services/catalogue/prepared-body';

/**
 * Answers with a prepared body: 304 when the client has it (If-None-Match), else the bytes in
 * the best encoding it accepts, with `status` (a 404 page is the app shell too). Revalidated on
 * every use (no-cache), so a change shows at once.
 *
 * These are the busiest answers there are (the catalogue, the pages), so they are written to
 * Node's response itself (`ctx.respond = false`): Koa's setters cost a delegate and a String()
 * per header, and its body setter a Buffer.byteLength of the whole body per request, where
 * the prepared body knows its length (measured in docs/benchmarks.md, "Issue 48, eighth pass").
 * Headers set before (security headers, the page's CSP) go with it.
 */
export function sendPrepared(ctx: Context, prepared: PreparedBody, status = 200): void {
  const { req, res } = ctx;
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('ETag', prepared.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  res.statusCode = status; // ctx.fresh asks it: only a 2xx can be "not modified"
  // Most requests carry no validator: ctx.fresh's parsing only for those that do (and only a
  // page that is there can be "not modified").
  if (status === 200 && req.headers['if-none-match'] && ctx.fresh) {
    ctx.status = 304;
    return;
  }
  res.setHeader('Content-Type', prepared.type);
  const encoding = encodingFor(req.headers['accept-encoding'] ?? '', () =>
    ctx.acceptsEncodings('br', 'gzip', 'identity'),
  );
  const compressed = encoding === 'br' || encoding === 'gzip';
  // A string goes out in one write with the headers, a Buffer in a second (PreparedBody.text).
  const body = compressed ? prepared.encoded(encoding) : prepared.text;
  if (compressed) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', compressed ? body.length : prepared.bytes.length);
  ctx.respond = false;
  res.end(body); // Node sends no body to a HEAD
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
