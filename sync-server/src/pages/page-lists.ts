import type { AppDeps } from '../deps';
import { listPublishedRecipes } from '../services/recipes';
import { listApprovedReviews } from '../services/reviews';

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
};

const everyPage = ['/api/inventory', '/api/pickup-settings'] as const;

/**
 * The lists of a rendered page as the API would answer them now: one JSON object, keyed by
 * API path. The text is also the page's revision: the same text, the same page.
 */
export async function loadPageLists(deps: AppDeps, page: string): Promise<string> {
  const paths = [...everyPage, ...(renderedPages[page]?.lists ?? [])];
  const answers = await Promise.all(paths.map((apiPath) => loadList(deps, apiPath)));
  return `{${paths.map((apiPath, index) => `${JSON.stringify(apiPath)}:${answers[index]}`).join(',')}}`;
}

/** The JSON text of one list, from the same services as its API route. */
async function loadList(deps: AppDeps, apiPath: string): Promise<string> {
  switch (apiPath) {
    case '/api/inventory':
      return (await deps.catalogue.get()).json.toString();
    case '/api/pickup-settings':
      return JSON.stringify(await deps.publicSettings.get());
    case '/api/recipes':
      return JSON.stringify(await listPublishedRecipes(deps.db));
    case '/api/reviews':
      return JSON.stringify(await listApprovedReviews(deps.db));
    default:
      throw new Error(`no page list ${apiPath}`);
  }
}
