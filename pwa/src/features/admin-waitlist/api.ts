import { queryOptions } from '@tanstack/react-query';
import { ownerWaitlistSchema } from '#shared/waitlist';
import { adminGet } from '../../lib/admin-api';
import { ownerKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';

export const waitlistQueries = {
  /** Each product's line and how many were served from it, and her offer time (GET /api/admin/waitlist). */
  lines: () =>
    queryOptions({ queryKey: ownerKeys.waitlist, queryFn: () => adminGet('/api/admin/waitlist', ownerWaitlistSchema) }),
};

export const useWaitlists = () => useCachedQuery(waitlistQueries.lines());
