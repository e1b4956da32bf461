import { randomBytes } from 'node:crypto';

/** Where index.html asks for the page's nonce; the server fills it in for every page it sends. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

export const newNonce = () => randomBytes(16).toString('base64');

/**
 * The Content-Security-Policy of the app's pages: scripts and style sheets only from this
 * server or carrying this page's nonce (index.html's own <script> and <style>, and the styles
 * emotion writes, which read the nonce from <meta property="csp-nonce">). It is the second wall
 * behind React's escaping: an injected <script> or inline handler does not run. Style
 * attributes stay allowed: React and Uppy set some, and they cannot run code.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** index.html with this response's nonce on its own script and style tags. */
export function withNonce(html: string, nonce: string): string {
  return html.replaceAll(NONCE_PLACEHOLDER, nonce).replace(/<(script|style)(?![^>]*nonce=)/g, `<$1 nonce="${nonce}"`);
}
