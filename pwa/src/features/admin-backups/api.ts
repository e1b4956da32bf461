import { queryOptions } from '@tanstack/react-query';
import { callAsOwner } from '../../lib/admin-api';
import { ownerKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';

/** The server's record of its checked backups: the last good one, and one that failed. */
export const useBackupStatus = () =>
  useCachedQuery(queryOptions({ queryKey: ownerKeys.backups, queryFn: () => callAsOwner('owner.backups') }));
