// The server's entry: built by `vite build --ssr` (see sync-server/src/cli/build-pwa-if-stale.ts)
// and called by the Koa server (sync-server/src/pages/) to render the public pages.
import './lib/zod-jitless';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.browser';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { productContent } from './features/catalogue/product-content';
import { recipeImage } from './features/recipes/recipe-image';
import { createStyleCache } from './lib/style-scope';
import { createQueryClient } from './lib/query-client';

export interface PageRequest {
  /** The page's path, e.g. "/recipes". */
  url: string;
  /** The lists the page shows, keyed by API path, as the API answers them. */
  lists: Record<string, unknown>;
  /**
   * How long the page may take before the server sends the app shell instead (RENDER_TIMEOUT_MS).
   * A test on a loaded machine stretches it: its first render also compiles the lazy pages.
   */
  timeoutMs?: number;
}

export interface RenderedPage {
  /** What goes inside <div id="root">. */
  html: string;
  /** The page's <title>. */
  title: string;
  /** The other elements of <head> React wrote for the page: the preload of a recipe's photo. */
  head: string;
  /** Emotion's <style> tags of exactly the styles this page uses. */
  styles: string;
}

/**
 * The app's own pictures, for the link previews the server makes (sync-server/src/pages/
 * preview-images.ts): a product's artwork and a recipe's picture, as the pages show them (a
 * data: URL for the artwork, which the build inlines; an upload's address for a photo).
 */
export const pictures = {
  product: (productId: string): string | null => productContent(productId).image ?? null,
  recipe: (recipe: { title: string; featuredImageUrl: string | null }): string => recipeImage(recipe).src,
};

const RENDER_TIMEOUT_MS = 10_000;

type EmotionChunk = ReturnType<ReturnType<typeof createEmotionServer>['extractCriticalToChunks']>['styles'][number];

/**
 * Emotion's <style> tags for the styles a page used, as emotion's constructStyleTagsFromChunks
 * writes them, but none at all when the page used none (the shop's first screen is plain
 * elements): emotion's caches move every such tag, empty or not, as the app's code starts, and
 * that change to the page is work in the longest task of the first visit.
 */
function styleTags(chunks: EmotionChunk[]): string {
  return chunks
    .filter((chunk) => chunk.ids.length > 0 || chunk.css !== '')
    .map((chunk) => `<style data-emotion="${[chunk.key, ...chunk.ids].join(' ')}">${chunk.css}</style>`)
    .join('');
}

/**
 * Renders a page with React's streaming renderer (renderWhole), waiting for all of it (lazy pages included)
 * since the server keeps the result for every request until the data changes, then collects
 * the emotion styles the page used so they arrive in the HTML and nothing shifts when the app
 * starts. A page that fails to render rejects: the server sends the app shell instead.
 */
export function renderPage({ url, lists, timeoutMs = RENDER_TIMEOUT_MS }: PageRequest): Promise<RenderedPage> {
  const styleCache = createStyleCache();
  const emotion = createEmotionServer(styleCache);
  const app = (
    <StaticRouter location={url}>
      <CacheProvider value={styleCache}>
        <App queryClient={createQueryClient()} pageData={{ lists, servedAt: 0 }} />
      </CacheProvider>
    </StaticRouter>
  );
  return renderWhole(app, url, timeoutMs).then((html) => {
    const { body, title, head } = takeHead(html);
    return { html: body, title, head, styles: styleTags(emotion.extractCriticalToChunks(body).styles) };
  });
}

/**
 * The whole page as HTML, lazy parts included, with React's web-streams renderer. Not Node's
 * (renderToPipeableStream): that one runs each render inside an AsyncLocalStorage, and the first
 * render switches Node's async hooks on for the rest of the process's life, a cost on every
 * promise of every request (the catalogue read 10 % slower: docs/benchmarks.md). The pages use
 * nothing that needs it: what React would look up through it (preloads, cache) is found during
 * the render itself.
 */
async function renderWhole(app: ReactNode, url: string, timeoutMs: number): Promise<string> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new Error(`rendering ${url} took over ${timeoutMs} ms`)), timeoutMs);
  timer.unref();
  let failure: unknown = null;
  try {
    const stream = await renderToReadableStream(app, {
      // Every part inline, in order: the page is kept whole, and the scripts React would add to
      // move late parts into place are not allowed by the pages' Content-Security-Policy.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      signal: timeout.signal,
      // An error in a part of the page would leave it to the browser to render: not a page to keep.
      onError: (error) => {
        failure ??= error;
      },
    });
    await stream.allReady;
    if (failure) throw failure;
    return await new Response(stream).text();
  } finally {
    clearTimeout(timer);
  }
}

/** One element React hoists to the start of what it writes: a <title>, or a <link> or <meta>. */
const HOISTED = /^(?:<title>([^<]*)<\/title>|<(?:link|meta)\b[^>]*>)/;

/**
 * React writes the elements that belong in <head> first, in the order it met them: a recipe's
 * photo's preload (<link rel="preload" as="image">) comes before the page's <title>. All of them
 * are taken off the start, the title apart, so the title is the one in <head> whatever came
 * before it, and nothing of the head is left in the body for a crawler without JavaScript.
 */
export function takeHead(html: string): { body: string; title: string; head: string } {
  let body = html;
  let title = '';
  let head = '';
  for (let match = HOISTED.exec(body); match; match = HOISTED.exec(body)) {
    if (match[1] !== undefined) title = match[1];
    else head += match[0];
    body = body.slice(match[0].length);
  }
  return { body, title, head };
}
