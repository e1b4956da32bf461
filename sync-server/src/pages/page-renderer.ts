import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppDeps } from '../deps';
import { productLinkPattern } from '#shared/site-pages';
import { contentSecurityPolicy } from '../http/content-security';
import { PreparedBody } from '../services/catalogue/prepared-body';
import { pageCodeLinks } from './page-code';
import { pageHead } from './page-head';
import {
  fixedRenderedPages,
  listsJson,
  liveVersionOfLists,
  loadPageLists,
  pageExists,
  pageKind,
  renderedPages,
  sameLists,
  type PageLists,
} from './page-lists';
import { buildPage, inlineStyleSheets, splitTemplate, type BuiltPage, type RenderedPage } from './page-template';

/** The app's pictures, as its server entry gives them (pwa/src/entry-server.tsx). */
export interface AppPictures {
  product(productId: string): string | null;
  recipe(recipe: { title: string; featuredImageUrl: string | null }): string;
}

interface PageModule {
  renderPage(request: { url: string; lists: Record<string, unknown> }): Promise<RenderedPage>;
  pictures?: AppPictures;
}

/** Where `npm run build` puts the server's build of the app (a dot folder: never served). */
export const SERVER_ENTRY = path.join('.ssr', 'entry-server.js');

/**
 * While a page's lists keep changing (the opening rush: a hold every few milliseconds), the
 * page kept is sent as it is for REBUILD_EVERY_MS after its lists were read. A page that shows
 * only the catalogue and the pickup settings is kept SHOP_REBUILD_EVERY_MS, and after that, up
 * to SENT_WHILE_REBUILDING_MS, it is still sent at once while a fresh one is read and rendered
 * behind it for the visitors after; older than that (a page nobody asked for in a while), a
 * visitor waits for the fresh one. A shop page a few seconds old shows what the shop showed
 * then and the live socket's snapshot brings it current as it opens, so in the rush it is made
 * once a second, not four times: each render holds the server's one thread for about 10 ms,
 * and each read of its lists queues for the one SQLite connection behind the holds.
 */
const REBUILD_EVERY_MS = 250;
const SHOP_REBUILD_EVERY_MS = 1000;
const SENT_WHILE_REBUILDING_MS = 5000;

/**
 * Whether everything a page shows is brought current by the live socket's snapshot as it opens
 * (the catalogue and the pickup settings, which every page has): not the recipes' or the
 * reviews' lists, so a review just approved is on the next /reviews read.
 */
const correctedAsItOpens = (pathname: string) => renderedPages[pageKind(pathname) ?? '']?.lists.length === 0;

/** A page as it is sent, the same bytes for everyone: its body and its policy. */
export interface PreparedPage {
  body: PreparedBody;
  csp: string;
}

export const preparePage = (page: BuiltPage): PreparedPage => ({
  body: new PreparedBody(page.html, 'text/html; charset=utf-8'),
  csp: contentSecurityPolicy(page.styleHashes),
});

/** What a rendered address is when its lists have nothing to show there (a recipe that is not published). */
export const MISSING = 'missing';

export interface PageRenderer {
  /** Whether the server renders this path (the public pages, each recipe's page). */
  renders(pathname: string): boolean;
  /**
   * The page as it is now; MISSING when there is nothing at this address (404 Not Found); null
   * when it cannot be rendered (then the app shell goes).
   */
  page(pathname: string): Promise<PreparedPage | typeof MISSING | null>;
  /** The app's pictures, for link previews; null without a server build of the app. */
  pictures(): Promise<AppPictures | null>;
}

/**
 * Renders the public pages with the app's own components (pwa/src/entry-server.tsx), with the
 * lists they show in them, and keeps each page, compressed once, until its lists change. A
 * visit costs a lookup and a write: the lists are read again (from the catalogue's and the
 * settings' caches) only once the kept page is REBUILD_EVERY_MS old, and the same lists give
 * the same page. Renders of one page with the same lists share one run.
 */
export function createPageRenderer(deps: AppDeps, staticDir: string): PageRenderer {
  const entry = path.join(staticDir, SERVER_ENTRY);
  const indexFile = path.join(staticDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : '';
  const template = splitTemplate(indexHtml);
  const shellOnly: PageRenderer = {
    renders: () => false,
    page: () => Promise.resolve(null),
    pictures: () => Promise.resolve(null),
  };
  // Without a server build the shell goes for every page, and a recipe's address is the app's.
  if (!deps.config.renderPages) return shellOnly;
  if (!template || !existsSync(entry)) {
    if (existsSync(indexFile)) deps.log.info('pages: no server build of the app; pages are sent as the app shell');
    return shellOnly;
  }
  const codeLinks = pageCodeLinks(staticDir, indexHtml);
  const pageTemplate = { ...template, head: inlineStyleSheets(template.head, (file) => readBuilt(staticDir, file)) };
  // Loaded now, not on the first visit: the server's build of the app is a large file.
  const pageModule = import(pathToFileURL(entry).href) as Promise<PageModule>;
  /** Each page as last sent, with its lists and when they were read (by deps.clock). */
  const kept = new Map<string, { lists: PageLists; page: PreparedPage; readAt: number }>();
  /** Renders under way, by page and lists: visitors who wait for the same page share one. */
  const rendering = new Map<string, Promise<PreparedPage | typeof MISSING>>();
  /** The pages being made fresh behind the kept one: one at a time each. */
  const refreshing = new Set<string>();
  /**
   * Bumped for a page when a list it shows changed in a way the live socket does not bring
   * (the settings, the reviews, the recipes): its kept copy is dropped at once, and a read that
   * began before the change is not kept. Stock is not here: in the rush it changes every few
   * milliseconds, and the socket's snapshot corrects it as the page opens. By kind of page
   * (pageKind), so a recipe's page is made stale with every other recipe's.
   */
  const generation = new Map<string, number>();
  const generationOf = (pathname: string) => generation.get(pageKind(pathname) ?? pathname) ?? 0;
  const stale = (kinds: readonly string[]) => {
    for (const kind of kinds) generation.set(kind, (generation.get(kind) ?? 0) + 1);
    for (const pathname of kept.keys()) if (kinds.includes(pageKind(pathname)!)) kept.delete(pathname);
  };
  const showing = (list: string) =>
    Object.keys(renderedPages).filter((kind) => renderedPages[kind]!.lists.includes(`/api/${list}`));
  deps.changes.onSettingsChanged(() => stale(Object.keys(renderedPages)));
  deps.changes.onContentChanged((lists) => stale(lists.flatMap(showing)));

  async function render(pathname: string, lists: PageLists, readAt: number): Promise<PreparedPage | typeof MISSING> {
    const { renderPage } = await pageModule;
    const json = listsJson(lists);
    const parsed = JSON.parse(json) as Record<string, unknown>;
    if (!pageExists(pathname, parsed)) return MISSING;
    const page = await renderPage({ url: pathname, lists: parsed });
    const own = pageHead({ pathname, title: page.title, publicUrl: deps.config.publicUrl, lists: parsed });
    return preparePage(
      buildPage(
        pageTemplate,
        page,
        json,
        { readAt, live: { version: liveVersionOfLists(lists, deps.serverEpoch), serverEpoch: deps.serverEpoch } },
        codeLinks(renderedPages[pageKind(pathname)!]?.code),
        own,
      ),
    );
  }

  /** The page with its lists as they are now: the kept one if they have not changed, else a new render. */
  async function fresh(pathname: string): Promise<PreparedPage | typeof MISSING> {
    const readAt = deps.clock.now().getTime();
    const startedIn = generationOf(pathname);
    const lists = await loadPageLists(deps, pathname);
    const known = kept.get(pathname);
    let page: PreparedPage | typeof MISSING;
    if (known && sameLists(known.lists, lists)) page = known.page;
    else {
      const key = `${pathname}\n${listsJson(lists)}`;
      let run = rendering.get(key);
      if (!run) {
        run = render(pathname, lists, readAt).finally(() => rendering.delete(key));
        rendering.set(key, run);
      }
      page = await run;
    }
    // Nothing is kept for an address with nothing to show: made-up addresses cannot fill memory.
    if (page === MISSING) return page;
    // A slower read that began earlier never replaces a newer page, nor one a change made stale.
    const latest = kept.get(pathname);
    const current = generationOf(pathname) === startedIn;
    if (current && (!latest || latest.readAt <= readAt)) kept.set(pathname, { lists, page, readAt });
    return page;
  }

  function refreshBehind(pathname: string): void {
    if (refreshing.has(pathname)) return;
    refreshing.add(pathname);
    fresh(pathname)
      .catch((error: unknown) => deps.log.error('pages: render failed', { page: pathname, error: String(error) }))
      .finally(() => refreshing.delete(pathname));
  }

  // Each page made once as soon as the code is loaded, so the first visitors after a start (a
  // deploy just before orders open) are not the ones who wait for a first, slow render.
  void pageModule.then(
    async () => {
      for (const pathname of fixedRenderedPages()) await fresh(pathname).catch(() => undefined);
    },
    () => undefined,
  );

  return {
    renders: (pathname) => pageKind(pathname) !== undefined,
    pictures: () => pageModule.then((module) => module.pictures ?? null).catch(() => null),
    async page(pathname) {
      const page = await current(pathname);
      // A product's link for a product not on sale (any more, or never) is the shop itself.
      return page === MISSING && productLinkPattern.test(pathname) ? current('/') : page;
    },
  };

  async function current(pathname: string): Promise<PreparedPage | typeof MISSING | null> {
    try {
      const known = kept.get(pathname);
      const age = known ? deps.clock.now().getTime() - known.readAt : Number.POSITIVE_INFINITY;
      const corrected = correctedAsItOpens(pathname);
      if (known && age < (corrected ? SHOP_REBUILD_EVERY_MS : REBUILD_EVERY_MS)) return known.page;
      if (known && age < SENT_WHILE_REBUILDING_MS && corrected) {
        refreshBehind(pathname);
        return known.page;
      }
      return await fresh(pathname);
    } catch (error) {
      deps.log.error('pages: render failed, sending the app shell', { page: pathname, error: String(error) });
      return null;
    }
  }
}

/** A file of the build, by its path under the static folder; null if it is not there. */
function readBuilt(staticDir: string, file: string): string | null {
  const full = path.join(staticDir, file);
  return full.startsWith(staticDir + path.sep) && existsSync(full) ? readFileSync(full, 'utf8') : null;
}
