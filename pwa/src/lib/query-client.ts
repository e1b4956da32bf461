import { QueryClient } from '@tanstack/react-query';

/**
 * The spec's data conventions: no automatic retry, no refetch on focus, no polling, data always
 * stale and dropped when no screen uses it. Screens that want otherwise say so in their query.
 * There is no default read: a key is not an address, each query's function calls by name.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 0,
        gcTime: 0,
      },
      mutations: { retry: false },
    },
  });
}
