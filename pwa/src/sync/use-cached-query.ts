import { useQuery, type QueryFunction, type QueryKey, type SkipToken } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cacheKey, saveEntry, useSavedEntry } from '../db/saved-entry';
import { OfflineError } from '../lib/api-client';
import { useOnline } from '../lib/connectivity';
import { usePageList, type PageListCall } from '../lib/page-data';

interface CachedQueryCommon {
  error: unknown;
  /** Set when the screen shows what was saved at this time because the fetch failed. */
  offlineSince: number | null;
  isFetching: boolean;
  refetch: () => void;
}

/**
 * Pending: nothing to show yet (no answer, nothing saved on this device). Error: the fetch
 * failed and nothing was saved to fall back on. Otherwise there is data.
 */
export type CachedQuery<T> = CachedQueryCommon &
  (
    | { isPending: true; isError: false; data: undefined }
    | { isPending: false; isError: true; data: undefined }
    | { isPending: false; isError: false; data: T }
  );

/**
 * A server list read from IndexedDB first and then from the network (docs/client.md, "Offline"):
 * what this device saved shows at once, the fetched answer replaces it and is saved for next
 * time, and with no connection the saved list stays on screen with the time it was saved.
 * On a server-rendered page the first render starts from the list the page carries (no fetch:
 * the live socket's snapshot brings anything newer), so it matches the server's HTML: the page
 * carries its lists, each named by the call that reads it, `pageList`.
 */
export function useCachedQuery<T, K extends QueryKey>(
  /** A feature's queryOptions (its api.ts): its key and its fetch. */
  query: { queryKey: K; queryFn?: QueryFunction<T, K> | SkipToken },
  {
    pageList,
    ...options
  }: {
    /** The call whose answer a server-rendered page carries as this list (lib/page-data.tsx). */
    pageList?: PageListCall;
    enabled?: boolean;
    staleTime?: number;
    gcTime?: number;
    refetchOnMount?: boolean;
  } = {},
): CachedQuery<T> {
  const key = cacheKey(query.queryKey);
  const page = usePageList<T>(pageList);
  // The page's own copy is the query's first data, so what this device saved could never show:
  // not read (a first visit to a server-rendered page opens no IndexedDB for its lists).
  const saved = useSavedEntry<T>(key, page.data === undefined);
  const online = useOnline();
  const fetched = useQuery({
    queryKey: query.queryKey,
    ...options,
    initialData: page.data,
    initialDataUpdatedAt: page.data === undefined ? undefined : (page.servedAt ?? undefined),
    refetchOnMount: page.data === undefined ? options.refetchOnMount : false,
    queryFn: async (context) => {
      if (typeof query.queryFn !== 'function') throw new Error(`No query function for ${key}`);
      const data = await query.queryFn(context);
      // Not waited for: the database may not be open yet (db/open-on-use.ts), and a device that
      // cannot save (IndexedDB refused) still shows what it fetched.
      saveEntry(key, data).catch(() => undefined);
      return data;
    },
  });
  const fetchFailed = fetched.isError && fetched.data === undefined;
  // A read that found no connection (a screen opened offline straight from the home screen,
  // before the app heard it was offline) is no error: it waits for the connection, saying so
  // (LoadingState), and is read again as the connection comes back.
  const failedOffline = fetchFailed && fetched.error instanceof OfflineError;
  const waitingForConnection = failedOffline && (!online || fetched.isFetching);
  const { refetch } = fetched;
  useEffect(() => {
    if (online && failedOffline) void refetch();
    // Only as the connection comes back (not at each render while the read failed): a read that
    // fails again marks the connection gone (api-client.ts), so this cannot loop.
  }, [online]);
  const fallback = saved ?? undefined;
  const data = fetched.data ?? fallback?.data;
  // An error shows only once IndexedDB has said it has nothing (saved === null).
  const isError = fetchFailed && saved === null && !waitingForConnection;
  // Still the page's own copy (nothing newer arrived) while the server cannot be reached.
  const pageCopyOffline = !online && page.servedAt !== null && fetched.dataUpdatedAt === page.servedAt;
  const common: CachedQueryCommon = {
    error: fetched.error,
    offlineSince:
      fetchFailed && fallback && fetched.error instanceof OfflineError
        ? fallback.savedAt
        : pageCopyOffline
          ? page.servedAt
          : null,
    isFetching: fetched.isFetching,
    refetch: () => void fetched.refetch(),
  };
  if (data !== undefined) return { ...common, isPending: false, isError: false, data };
  if (isError) return { ...common, isPending: false, isError: true, data: undefined };
  return { ...common, isPending: true, isError: false, data: undefined };
}
