import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * An answer that is the same bytes for everyone until what it shows changes (the catalogue, a
 * rendered page): encoded once, compressed at most once per encoding (when a client first asks
 * for it), and named by an ETag, so a phone that has it gets a 304. The busiest answers of the
 * shop cost a lookup and a write, not a JSON.stringify and a gzip per request.
 */
export class PreparedBody {
  readonly etag: string;
  readonly bytes: Buffer;
  private readonly compressed = new Map<'br' | 'gzip', Buffer>();

  constructor(
    /**
     * The body as text, kept for an answer that is not compressed: Node sends a string body in
     * one write with the headers, where a Buffer costs a second (writev was a fifth of a read).
     */
    readonly text: string,
    /** The Content-Type header, charset and all. */
    readonly type: string,
  ) {
    this.bytes = Buffer.from(text);
    this.etag = `"${createHash('sha1').update(this.bytes).digest('base64url')}"`;
  }

  encoded(encoding: 'br' | 'gzip'): Buffer {
    let body = this.compressed.get(encoding);
    if (!body) {
      // Brotli's quality 5 compresses about as well as gzip's best in a fraction of quality 11's time.
      body =
        encoding === 'br'
          ? brotliCompressSync(this.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(this.bytes);
      this.compressed.set(encoding, body);
    }
    return body;
  }
}

/**
 * Answers with a prepared body: 304 when the client has it (If-None-Match), else the bytes in
 * the best encoding it accepts. Revalidated on every use (no-cache), so a change shows at once.
 */
export function sendPrepared(ctx: Context, prepared: PreparedBody): void {
  ctx.set('Cache-Control', 'no-cache');
  ctx.set('ETag', prepared.etag);
  ctx.set('Vary', 'Accept-Encoding');
  ctx.status = 200;
  // Most requests carry no validator: ctx.fresh's parsing only for those that do.
  if (ctx.get('If-None-Match') && ctx.fresh) {
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
