import { queryOptions } from '@tanstack/react-query';
import { callAsOwner } from '../../lib/admin-api';
import { ownerKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';

export const waitlistQueries = {
  /** Each product's line and how many were served from it, and her offer time. */
  lines: () => queryOptions({ queryKey: ownerKeys.waitlist, queryFn: () => callAsOwner('owner.waitlist') }),
};

export const useWaitlists = () => useCachedQuery(waitlistQueries.lines());
