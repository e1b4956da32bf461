import { QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** The default read: a GET of the query key's parts joined by slashes (docs/api.md). */
async function getByKey({ queryKey }: QueryFunctionContext): Promise<unknown> {
  return apiRequest('GET', queryKey.map(String).join('/'));
}

/**
 * The spec's data conventions: no automatic retry, no refetch on focus, no polling, data always
 * stale and dropped when no screen uses it. Screens that want otherwise say so in their query.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getByKey,
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 0,
        gcTime: 0,
      },
      mutations: { retry: false },
    },
  });
}
