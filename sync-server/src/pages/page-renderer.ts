import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppDeps } from '../deps';
import { contentSecurityPolicy } from '../http/content-security';
import { PreparedBody } from '../http/prepared-body';
import { pageCodeLinks } from './page-code';
import { listsJson, loadPageLists, renderedPages, sameLists, type PageLists } from './page-lists';
import { buildPage, inlineStyleSheets, splitTemplate, type BuiltPage, type RenderedPage } from './page-template';

interface PageModule {
  renderPage(request: { url: string; lists: Record<string, unknown> }): Promise<RenderedPage>;
}

/** Where `npm run build` puts the server's build of the app (a dot folder: never served). */
export const SERVER_ENTRY = path.join('.ssr', 'entry-server.js');

/**
 * While a page's lists keep changing (the opening rush: a hold every few milliseconds), a page
 * built this recently is sent as it is rather than rendered again: the live socket's snapshot
 * brings its counts current as the page opens, and the shop's thread stays with the holds.
 */
const REBUILD_EVERY_MS = 250;

/** A page as it is sent, the same bytes for everyone: its body and its policy. */
export interface PreparedPage {
  body: PreparedBody;
  csp: string;
}

export const preparePage = (page: BuiltPage): PreparedPage => ({
  body: new PreparedBody(page.html, 'text/html; charset=utf-8'),
  csp: contentSecurityPolicy(page.styleHashes),
});

export interface PageRenderer {
  /** Whether the server renders this path (the public pages). */
  renders(pathname: string): boolean;
  /** The page as it is now, or null when it cannot be rendered (then the app shell goes). */
  page(pathname: string): Promise<PreparedPage | null>;
}

/**
 * Renders the public pages with the app's own components (pwa/src/entry-server.tsx), with the
 * lists they show in them, and keeps each page, compressed once, until its lists change: the
 * lists are read for every request (from the catalogue's and the settings' caches), and the
 * same lists give the same page, so a visit costs a few lookups and a write, not a render.
 * Renders of one page share one run.
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
  const kept = new Map<string, { lists: PageLists; page: PreparedPage; builtAt: number }>();
  const rendering = new Map<string, Promise<PreparedPage>>();

  async function render(pathname: string, lists: PageLists, readAt: number): Promise<PreparedPage> {
    const { renderPage } = await pageModule;
    const json = listsJson(lists);
    const page = await renderPage({ url: pathname, lists: JSON.parse(json) as Record<string, unknown> });
    return preparePage(buildPage(pageTemplate, page, json, readAt, codeLinks(renderedPages[pathname]?.code)));
  }

  return {
    renders: (pathname) => Object.hasOwn(renderedPages, pathname),
    async page(pathname) {
      try {
        const known = kept.get(pathname);
        // Within its window, the kept page goes without its lists being read: in the rush the
        // catalogue changes with every hold, and reading it again waits in the database's queue
        // behind the holds (one SQLite connection), for an answer the window would not use.
        if (known && performance.now() - known.builtAt < REBUILD_EVERY_MS) return known.page;
        const readAt = deps.clock.now().getTime();
        const lists = await loadPageLists(deps, pathname);
        if (known && sameLists(known.lists, lists)) return known.page;
        const key = `${pathname}\n${listsJson(lists)}`;
        let run = rendering.get(key);
        if (!run) {
          run = render(pathname, lists, readAt).finally(() => rendering.delete(key));
          rendering.set(key, run);
        }
        const page = await run;
        kept.set(pathname, { lists, page, builtAt: performance.now() });
        return page;
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
