import { queryOptions } from '@tanstack/react-query';
import { callAsOwner } from '../../lib/admin-api';
import { ownerKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';

export const marketDayQueries = {
  /** One market day as the server has it: the day, its preorders, sales, handovers, releases. */
  day: (date: string) =>
    queryOptions({
      queryKey: [...ownerKeys.marketDays, date],
      queryFn: () => callAsOwner('owner.market-day', { params: { date } }),
    }),
};

/** The market day, saved on this phone: at the stall with no signal it is what the screens start from. */
export const useMarketDay = (date: string) => useCachedQuery(marketDayQueries.day(date), { enabled: Boolean(date) });
