/**
 * Every page of the app by its address (docs/architecture.md, "Pages and their addresses"): the
 * app's router routes them (pwa/src/app/router.tsx, checked against this list by
 * app/site-pages.test.ts), and the server answers any other address with 404 Not Found, so a
 * search engine never lists "Page Not Found" as a page of the bakery.
 */

/** The pages anyone may find: in the sitemap, each with its own description. */
export const publicPages = ['/', '/about', '/contact', '/recipes', '/reviews'] as const;

/** Pages that exist but are nobody's business but their visitor's: never listed or indexed. */
export const privatePages = ['/orders', '/subscribe/confirm', '/unsubscribe'] as const;

/** The owner's pages: the app shell, behind her login. */
export const ownerPages = [
  '/admin',
  '/admin-orders',
  '/admin-failed-orders',
  '/admin-bake-list',
  '/admin-new-sale',
  '/admin-market',
  '/admin-standing',
  '/admin-waitlist',
  '/admin-inventory',
  '/admin-reviews',
  '/admin-recipes',
  '/admin-reset-password',
] as const;

/** A customer's own order: `/orders/<id>?t=<key>`, a page only with the key of its link. */
export const orderPagePattern = /^\/orders\/([^/]+)$/;

/** A regular's standing order: `/standing/<id>?t=<key>`, a page only with the key of its link. */
export const standingPagePattern = /^\/standing\/([^/]+)$/;

/** A published recipe's own page: `/recipes/<slug>` (its slug: recipe-text.ts, recipeSlug). */
export const recipePagePattern = /^\/recipes\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

export const recipePath = (slug: string): string => `/recipes/${slug}`;

/**
 * A product's own link: the shop at its card, `/?product=<id>` (the app scrolls to it; the
 * server gives the page that product's preview). Product ids are lower-case words and hyphens.
 */
export const productLinkPattern = /^\/\?product=([a-z0-9]+(?:-[a-z0-9]+)*)$/;

export const productLink = (productId: string): string => `/?product=${productId}`;

const fixedPages: ReadonlySet<string> = new Set([...publicPages, ...privatePages, ...ownerPages]);

/** Whether `pathname` is one of the pages above (an order page's key is checked by the server). */
export const isFixedPage = (pathname: string): boolean => fixedPages.has(pathname);

/**
 * What robots.txt disallows: the owner's pages (one prefix, `/admin`, covers them all), the
 * customers' own pages and the API. Prefixes, as robots.txt reads them.
 */
export const unlistedPrefixes = ['/admin', '/orders', '/standing/', '/subscribe/', '/unsubscribe', '/api/'] as const;
