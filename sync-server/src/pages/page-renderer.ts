import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppDeps } from '../deps';
import { pageCodeLinks } from './page-code';
import { loadPageLists, renderedPages } from './page-lists';
import {
  fillPage,
  NONCE_PLACEHOLDER,
  inlineStyleSheets,
  pageParts,
  splitTemplate,
  type PageParts,
  type RenderedPage,
} from './page-template';

interface PageModule {
  renderPage(request: { url: string; lists: Record<string, unknown>; nonce: string }): Promise<RenderedPage>;
}

/** Where `npm run build` puts the server's build of the app (a dot folder: never served). */
export const SERVER_ENTRY = path.join('.ssr', 'entry-server.js');

export interface PageRenderer {
  /** Whether the server renders this path (the public pages). */
  renders(pathname: string): boolean;
  /** The page for one response, or null when it cannot be rendered (then the app shell goes). */
  page(pathname: string, nonce: string): Promise<string | null>;
}

/**
 * Renders the public pages with the app's own components (pwa/src/entry-server.tsx), with the
 * lists they show in them, and keeps each page until its lists change: the lists are read for
 * every request (the catalogue from its cache), and the same lists give the same page, so a
 * visit costs a few small reads and a copy, not a render. Renders of one page share one run.
 */
export function createPageRenderer(deps: AppDeps, staticDir: string): PageRenderer {
  const entry = path.join(staticDir, SERVER_ENTRY);
  const indexFile = path.join(staticDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : '';
  const template = splitTemplate(indexHtml);
  const shellOnly: PageRenderer = { renders: () => false, page: () => Promise.resolve(null) };
  if (!deps.config.renderPages) return shellOnly;
  if (!template || !existsSync(entry)) {
    if (existsSync(indexFile)) deps.log.info('pages: no server build of the app; pages are sent as the app shell');
    return shellOnly;
  }
  const codeLinks = pageCodeLinks(staticDir, indexHtml);
  const pageTemplate = { ...template, head: inlineStyleSheets(template.head, (file) => readBuilt(staticDir, file)) };
  // Loaded now, not on the first visit: the server's build of the app is a large file.
  const pageModule = import(pathToFileURL(entry).href) as Promise<PageModule>;
  pageModule.catch(() => undefined);
  const kept = new Map<string, { lists: string; parts: PageParts }>();
  const rendering = new Map<string, Promise<PageParts>>();

  async function render(pathname: string, lists: string): Promise<PageParts> {
    const { renderPage } = await pageModule;
    const page = await renderPage({
      url: pathname,
      lists: JSON.parse(lists) as Record<string, unknown>,
      nonce: NONCE_PLACEHOLDER,
    });
    return pageParts(pageTemplate, page, lists, codeLinks(renderedPages[pathname]?.code));
  }

  return {
    renders: (pathname) => Object.hasOwn(renderedPages, pathname),
    async page(pathname, nonce) {
      try {
        const lists = await loadPageLists(deps, pathname);
        const known = kept.get(pathname);
        let parts = known?.lists === lists ? known.parts : undefined;
        if (!parts) {
          const key = `${pathname}\n${lists}`;
          let run = rendering.get(key);
          if (!run) {
            run = render(pathname, lists).finally(() => rendering.delete(key));
            rendering.set(key, run);
          }
          parts = await run;
          kept.set(pathname, { lists, parts });
        }
        return fillPage(parts, nonce, deps.clock.now().getTime());
      } catch (error) {
        deps.log.error('pages: render failed, sending the app shell', { page: pathname, error: String(error) });
        return null;
      }
    },
  };
}

/** A file of the build, by its path under the static folder; null if it is not there. */
function readBuilt(staticDir: string, file: string): string | null {
  const full = path.join(staticDir, file);
  return full.startsWith(staticDir + path.sep) && existsSync(full) ? readFileSync(full, 'utf8') : null;
}
