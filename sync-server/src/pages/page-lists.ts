import { productLinkPattern, recipePagePattern } from '#shared/site-pages';
import type { AppDeps } from '../deps';
import { liveVersionOf } from '../live/live-version';
import { listPublishedRecipes } from '../services/content/recipes';
import { listApprovedReviews } from '../services/content/reviews';

interface RenderedPageSpec {
  /** The API lists the page shows, by the path the app asks for them with (lib/query-keys.ts). */
  lists: readonly string[];
  /** The page's own code, when it is not in the first download (pwa/src/app/router.tsx). */
  code?: string;
}

/**
 * The pages the server renders. Every page also has the header, the footer (the pickup day)
 * and the cart (the catalogue), so every page carries those two lists as well.
 */
export const renderedPages: Readonly<Record<string, RenderedPageSpec>> = {
  '/': { lists: [] },
  '/about': { lists: [], code: 'src/app/routes/about-page.tsx' },
  '/contact': { lists: [], code: 'src/app/routes/contact-page.tsx' },
  '/recipes': { lists: ['/api/recipes'], code: 'src/app/routes/recipes-page.tsx' },
  '/reviews': { lists: ['/api/reviews'], code: 'src/app/routes/reviews-page.tsx' },
  /** Each published recipe's own page (its slug is looked up in the list it is rendered with). */
  '/recipes/:slug': { lists: ['/api/recipes'], code: 'src/app/routes/recipe-page.tsx' },
};

/**
 * Which of the rendered pages an address is, as a key of renderedPages: the path itself,
 * `/recipes/:slug` for a recipe's address, or the shop for a product's link (`/?product=<id>`,
 * the shop with that product's preview in its head); undefined for a page the server does not
 * render.
 */
export function pageKind(pathname: string): string | undefined {
  if (recipePagePattern.test(pathname)) return '/recipes/:slug';
  if (productLinkPattern.test(pathname)) return '/';
  return Object.hasOwn(renderedPages, pathname) && !pathname.includes(':') ? pathname : undefined;
}

/** The fixed pages, made once when the server starts: not the recipes', which are many. */
export const fixedRenderedPages = (): string[] => Object.keys(renderedPages).filter((page) => !page.includes(':'));

/**
 * Whether the address has something to show with these lists: a recipe that is published, a
 * product that is on sale.
 */
export function pageExists(pathname: string, lists: Record<string, unknown>): boolean {
  const recipe = recipePagePattern.exec(pathname);
  if (recipe) return ((lists['/api/recipes'] ?? []) as { slug: string }[]).some((each) => each.slug === recipe[1]);
  const product = productLinkPattern.exec(pathname);
  if (product) {
    const items = (lists['/api/inventory'] ?? []) as { id: string; visible: boolean }[];
    return items.some((item) => item.id === product[1] && item.visible);
  }
  return true;
}

/** First, in this order: the live socket's snapshot brings these two (liveVersionOfLists reads them so). */
const everyPage = ['/api/inventory', '/api/pickup-settings'] as const;

/**
 * The lists of a rendered page as the API would answer them now, as JSON texts in a fixed
 * order. They are also the page's revision: the same texts, the same page. The catalogue's
 * and the settings' texts are the same string objects until they change, so comparing them is
 * cheap on every request.
 */
export async function loadPageLists(deps: AppDeps, page: string): Promise<PageLists> {
  const kind = pageKind(page);
  const paths = [...everyPage, ...((kind && renderedPages[kind]?.lists) ?? [])];
  return { paths, texts: await Promise.all(paths.map((apiPath) => loadList(deps, apiPath))) };
}

export interface PageLists {
  paths: string[];
  texts: string[];
}

export const sameLists = (a: PageLists, b: PageLists): boolean =>
  a.texts.length === b.texts.length && a.texts.every((text, index) => text === b.texts[index]);

/** The fingerprint of the catalogue and settings a page carries (live/live-version.ts). */
export const liveVersionOfLists = (lists: PageLists, serverEpoch: string): string =>
  liveVersionOf(lists.texts[0]!, lists.texts[1]!, serverEpoch);

/** The lists as one JSON object keyed by API path, as the page carries them. */
export const listsJson = (lists: PageLists): string =>
  `{${lists.paths.map((apiPath, index) => `${JSON.stringify(apiPath)}:${lists.texts[index]}`).join(',')}}`;

/** The JSON text of one list, from the same services as its API route. */
async function loadList(deps: AppDeps, apiPath: string): Promise<string> {
  switch (apiPath) {
    case '/api/inventory':
      return (await deps.catalogue.get()).body.text;
    case '/api/pickup-settings':
      return deps.publicSettings.json();
    case '/api/recipes':
      return JSON.stringify(await listPublishedRecipes(deps.db));
    case '/api/reviews':
      return JSON.stringify(await listApprovedReviews(deps.db));
    default:
      throw new Error(`no page list ${apiPath}`);
  }
}
