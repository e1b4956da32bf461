import { createHash } from 'node:crypto';

/**
 * The hash of an empty style element: emotion, in a production build, writes its styles into
 * empty <style> elements through the CSSOM (insertRule), which the policy does not govern.
 */
const EMPTY_STYLE = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/**
 * The Content-Security-Policy of the app's pages: scripts only from this server (the pages
 * have no inline script; their data is a JSON block, which never runs), style sheets from this
 * server or one of the page's own inline <style> elements, named by the hash of its text (see
 * `inlineStyleHashes`). It is the second wall behind React's escaping: an injected <script>,
 * inline handler or <style> does not apply. With hashes instead of a nonce, a page is the same
 * bytes for everyone, so it is built and compressed once per change (services/catalogue/prepared-body.ts).
 * Style attributes stay allowed: React and Uppy set some, and they cannot run code.
 */
export function contentSecurityPolicy(styleHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' ${[...new Set([...styleHashes, EMPTY_STYLE])].join(' ')}`,
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

/**
 * The CSP hashes of the <style> elements in trusted HTML: the app's own (index.html's, its
 * style sheets written into a page, emotion's styles of a rendered page). Never given the
 * bakery's data: what customers write is escaped into the page and hashed by no one.
 */
export function inlineStyleHashes(trustedHtml: string): string[] {
  return [...trustedHtml.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(
    ([, css]) => `'sha256-${createHash('sha256').update(css!).digest('base64')}'`,
  );
}
