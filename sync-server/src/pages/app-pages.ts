import { isFixedPage, orderPagePattern, recipePagePattern, standingPagePattern } from '#shared/site-pages';
import { tokenOpens } from '../services/links';

/**
 * Whether the app has a page at this address (shared site-pages.ts): one of its fixed pages, or
 * a customer's order page (or a regular's standing order) opened with the key of its link. Anything else is 404 Not Found: a
 * made-up address, and an order page with a wrong or missing key, whose order the server will
 * not show either.
 */
export function isAppPage(orderLinkKey: string, pathname: string, query: URLSearchParams): boolean {
  if (isFixedPage(pathname)) return true;
  // A recipe's page: the page renderer says 404 when no published recipe has that slug.
  if (recipePagePattern.test(pathname)) return true;
  const order = orderPagePattern.exec(pathname);
  if (order) return tokenOpens(orderLinkKey, 'order', order[1]!, query.get('t') ?? '');
  const standing = standingPagePattern.exec(pathname);
  return standing !== null && tokenOpens(orderLinkKey, 'standing', standing[1]!, query.get('t') ?? '');
}
