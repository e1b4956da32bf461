import { useSearchParams } from 'react-router-dom';

/**
 * The key of a link the bakery sent (docs/architecture.md, "Signed links"): her order, her
 * standing order and her place in a line carry it as `?t=`; a subscriber's confirm and
 * unsubscribe links as `?token=`. The server signs and checks it
 * (sync-server/src/services/links.ts); the app only reads it from the address it was opened
 * with, here, and puts it back on the one page it links itself (orderPagePath).
 */
export type LinkKeyName = 't' | 'token';

/** The key in an address's query: '' when it has none (the server answers such a link 404). */
export const linkKeyIn = (params: URLSearchParams, name: LinkKeyName = 't'): string => params.get(name) ?? '';

/** The key of the link this page was opened with. */
export function useLinkKey(name: LinkKeyName = 't'): string {
  const [params] = useSearchParams();
  return linkKeyIn(params, name);
}

/** Her order's page with its key ("/orders/{id}?t=..."): what "Your orders" on this phone opens. */
export const orderPagePath = (orderId: string, key: string): string =>
  `/orders/${encodeURIComponent(orderId)}?t=${encodeURIComponent(key)}`;
