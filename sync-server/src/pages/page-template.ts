import { inlineStyleHashes } from '../http/content-security';
import { escapeMarkup } from './escape-markup';

/** Where index.html's app shell starts and ends; a rendered page goes there instead. */
export const APP_START = '<!--app-->';
export const APP_END = '<!--/app-->';
/** Atop a rendered page read without JavaScript: it can be read, not ordered from. */
const NO_SCRIPT = "Ordering needs JavaScript: turn it on to hold bakes and order. This week's bakes are listed below.";

/** What the renderer made of a page (pwa/src/entry-server.tsx). */
export interface RenderedPage {
  html: string;
  title: string;
  /** The rest of <head> React wrote (a photo's preload); a build of the app from before it had none. */
  head?: string;
  styles: string;
}

/** A page ready to send: its HTML and the hashes of its own inline styles (for its CSP). */
export interface BuiltPage {
  html: string;
  styleHashes: string[];
}

/** Cuts the built index.html into what comes before, instead of and after the app shell. */
export function splitTemplate(html: string): { head: string; body: string; tail: string } | null {
  const headEnd = html.indexOf('</head>');
  const start = html.indexOf(APP_START);
  const end = html.indexOf(APP_END);
  if (headEnd < 0 || start < headEnd || end < start) return null;
  // Nothing between the root element and the page: React hydrates the root's children as they are.
  return {
    head: html.slice(0, headEnd),
    body: html.slice(headEnd, start).trimEnd(),
    tail: html.slice(end + APP_END.length).trimStart(),
  };
}

/**
 * The app's own style sheets (index.html links them), written into the page instead: a phone
 * on a slow line paints the rendered page without a second round trip first. `read` gives a
 * built file's text by its path, or null (then the link stays). The shell keeps its links: the
 * service worker has those files.
 */
export function inlineStyleSheets(head: string, read: (file: string) => string | null): string {
  return head.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, file: string) => {
    const css = read(file);
    return css === null ? link : `<style>${css.trim()}</style>`;
  });
}

/**
 * The page: index.html around the rendered app, with its title, styles and lists. The hashes
 * are of the app's own style elements only (index.html's and emotion's), never of what the
 * bakery's data put in the page. `readAt` is when the lists were read: the app dates them by it.
 * `live` is their fingerprint (live/live-version.ts), with which the app opens its live socket,
 * and the server's epoch: while the shop has not changed, no snapshot comes, and the page's
 * lists are the snapshot.
 */
export function buildPage(
  template: { head: string; body: string; tail: string },
  page: RenderedPage,
  listsJson: string,
  { readAt, live }: { readAt: number; live?: { version: string; serverEpoch: string } },
  codeLinks = '',
  /** The page's own description and head tags (page-head.ts): canonical link, structured data. */
  own: { description: string; tags: string } | null = null,
): BuiltPage {
  // The page's own description and tags go right after its title (the shell's description out).
  const ownTags = own ? `<meta name="description" content="${escapeMarkup(own.description)}" />${own.tags}` : '';
  const head = template.head
    .replace(/\s*<meta\s+name="description"[^>]*>/, own ? '' : '$&')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>${page.head ?? ''}${ownTags}`)
    // The page is readable without its code: the pictures and text come first on a slow
    // line, the app's code after (the shell, which shows nothing without it, keeps it high).
    // Nor are the chunks the app imports preloaded: on a slow phone a dozen script requests
    // would share the line with the page itself, for code that only makes the page answer
    // taps. The browser fetches them once the app's entry arrives (one round trip later).
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"');
  const trustedHead = `${head}${codeLinks.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"')}${page.styles}`;
  const html =
    `${trustedHead}<script id="page-data" type="application/json" data-read-at="${readAt}"` +
    (live
      ? ` data-live-version="${escapeMarkup(live.version)}" data-server-epoch="${escapeMarkup(live.serverEpoch)}"`
      : '') +
    '>' +
    // "<" never appears raw in the JSON, so nothing in it can close the script element.
    listsJson.replaceAll('<', '\\u003c') +
    `</script>\n  ${template.body.replace(/(<noscript>[\s\S]*?>)[^<]*(<)/, `$1${NO_SCRIPT}$2`)}` +
    page.html +
    template.tail;
  return { html, styleHashes: inlineStyleHashes(trustedHead) };
}

/** Text inside a double-quoted attribute. */
