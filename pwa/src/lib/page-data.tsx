import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CallName } from '#shared/calls/index';

/**
 * The lists a server-rendered page was rendered from (the catalogue, the pickup settings, and
 * the page's own list), keyed by their call's path (shop.inventory's list as '/api/inventory').
 * The server embeds them in the page, so the first render in the browser has the same data as
 * the HTML: the page hydrates without a second fetch, and the live socket's snapshot keeps it
 * current.
 */
export interface PageData {
  lists: Record<string, unknown>;
  /** When the server sent the page: the "showing what you saw at" time of these lists. */
  servedAt: number;
  /**
   * The fingerprint of the page's catalogue and pickup settings, and the epoch of the server
   * that read them (sync-server/src/live/live-version.ts): the live socket opens with it, and
   * while the shop has not changed it brings no snapshot, the page's lists being one.
   */
  live?: { version: string; serverEpoch: string };
}

/**
 * The calls whose answers a server-rendered page carries, each with the key the server writes it
 * under: the call's path (sync-server/src/pages/page-lists.ts). A screen names its list by the
 * call (`pageList: 'shop.recipes'`); page-data.test.ts holds each key to its call's path.
 */
export const pageListKeys = {
  'shop.inventory': '/api/inventory',
  'shop.pickup-settings': '/api/pickup-settings',
  'shop.recipes': '/api/recipes',
  'shop.reviews': '/api/reviews',
} as const satisfies Partial<Record<CallName, string>>;

export type PageListCall = keyof typeof pageListKeys;

/** The element the server writes the page data into (a JSON script, never run). */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

interface PageDataSource extends PageData {
  /** Lists a screen has started from and since left: a screen opened later does not. */
  released: Set<string>;
}

const PageDataContext = createContext<PageDataSource | null>(null);

/**
 * Serves the page's lists to the screens the page was rendered with. The value never changes
 * (a change would re-render the page while parts of it may still be hydrating): a list is
 * served until a screen that started from it goes away, so a screen opened later fetches (or
 * reads this device's copy) as it always has, instead of starting from what the page was
 * rendered with. `servedAt` stays, to date what is shown.
 */
export function PageDataProvider({ value, children }: { value: PageData | null; children: ReactNode }) {
  const [source] = useState<PageDataSource | null>(() => value && { ...value, released: new Set() });
  return <PageDataContext.Provider value={source}>{children}</PageDataContext.Provider>;
}

/**
 * The page's copy of one list (by the call that reads it; none for a list no page carries), if
 * this screen is one the page was rendered with, and when it was sent. The lists are the
 * server's own answers, written into the page by the server that sent this very page: they are
 * not parsed again here (the live socket's snapshot, which is, follows at once).
 */
export function usePageList<T>(call: PageListCall | undefined): { data: T | undefined; servedAt: number | null } {
  const apiPath = call && pageListKeys[call];
  const source = useContext(PageDataContext);
  useEffect(
    () => () => {
      if (apiPath) source?.released.add(apiPath);
    },
    [source, apiPath],
  );
  const served = source && apiPath && !source.released.has(apiPath) ? source.lists[apiPath] : undefined;
  return { data: served as T | undefined, servedAt: source?.servedAt ?? null };
}

/**
 * What the live socket's first connection says it has (sync/live-socket.ts): the page's
 * catalogue and pickup settings with their fingerprint, as a snapshot would bring them; null
 * for the app shell and for a page from an older server that does not date its lists.
 */
export function usePageSnapshot(): PageSnapshot | null {
  const source = useContext(PageDataContext);
  // The same object on every render (the source never changes), so effects keyed on it run once.
  return useMemo(() => {
    if (!source?.live) return null;
    const inventory = source.lists[pageListKeys['shop.inventory']];
    const pickupSettings = source.lists[pageListKeys['shop.pickup-settings']];
    if (inventory === undefined || pickupSettings === undefined) return null;
    return { ...source.live, inventory, pickupSettings };
  }, [source]);
}

export interface PageSnapshot {
  version: string;
  serverEpoch: string;
  inventory: unknown;
  pickupSettings: unknown;
}

/** Reads the data a server-rendered page carries; null for the app shell (offline, admin). */
export function readEmbeddedPageData(): PageData | null {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const lists = JSON.parse(element.textContent) as Record<string, unknown>;
    const servedAt = servedAtOfThisPage() ?? Number(element.dataset.readAt);
    const { liveVersion, serverEpoch } = element.dataset;
    return {
      lists,
      servedAt: Number.isFinite(servedAt) ? servedAt : Date.now(),
      ...(liveVersion && serverEpoch ? { live: { version: liveVersion, serverEpoch } } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * When the server sent this page, from its Server-Timing header (`served;desc="<ms>"`): the page
 * itself is the same bytes for everyone until its lists change, so the time it carries
 * (data-read-at) is when they were read, which may be long before this visit. A copy the
 * service worker kept keeps its headers, so offline it still tells when it was fetched.
 */
function servedAtOfThisPage(): number | null {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  const served = (navigation as PerformanceNavigationTiming | undefined)?.serverTiming?.find(
    (entry) => entry.name === 'served',
  );
  const time = Number(served?.description);
  return served && Number.isFinite(time) && time > 0 ? time : null;
}
