import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StandingLineInput, StandingOrderView } from '#shared/standing-orders';
import { byLink, callApi } from '../../lib/calls';
import { standingOrderKeys } from '../../lib/query-keys';
import { putCachedList } from '../../sync/cached-lists';
import { useCachedQuery } from '../../sync/use-cached-query';

/**
 * A regular's standing order (docs/standing-orders.md), opened by the key in her link, as her
 * order page is: the key is in the calls' query (`?t=`), never in the saved copy's key.
 */
export const standingQueries = {
  /** What her order page offers: its standing order, or the lines she may have every week. */
  offer: (orderId: string, token: string) =>
    queryOptions({
      queryKey: standingOrderKeys.offer(orderId),
      queryFn: () => callApi('standing.offer', byLink(orderId, token)),
    }),
  one: (id: string, token: string) =>
    queryOptions({
      queryKey: standingOrderKeys.one(id),
      queryFn: async () => (await callApi('standing.view', byLink(id, token))).standingOrder,
    }),
};

export const useStandingOffer = (orderId: string, token: string) =>
  useCachedQuery(standingQueries.offer(orderId, token), { enabled: Boolean(orderId && token) });

export const useStandingOrder = (id: string, token: string) => useCachedQuery(standingQueries.one(id, token));

/** "Every week like this": answers the new standing order's page (with its key) to go to. */
export function useAskEveryWeek(orderId: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('standing.ask', byLink(orderId, token)),
    onSuccess: async ({ standingOrder }) => {
      await putCachedList(queryClient, standingOrderKeys.one(standingOrder.id), standingOrder);
      await queryClient.invalidateQueries({ queryKey: standingOrderKeys.offer(orderId) });
    },
  });
}

type Change =
  | { kind: 'pause'; paused: boolean }
  | { kind: 'lines'; lines: StandingLineInput[] }
  | { kind: 'skip' | 'unskip'; pickupDate: string }
  | { kind: 'cancel' };

/** A change from her page: the standing order as the server answers it replaces the shown one. */
export function useChangeStanding(id: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change): Promise<{ standingOrder: StandingOrderView }> => {
      const link = byLink(id, token);
      switch (change.kind) {
        case 'pause':
          return callApi('standing.pause', { ...link, body: { paused: change.paused } });
        case 'lines':
          return callApi('standing.lines', { ...link, body: { lines: change.lines } });
        case 'skip':
          return callApi('standing.skip', { ...link, body: { pickupDate: change.pickupDate } });
        case 'unskip':
          return callApi('standing.unskip', { ...link, body: { pickupDate: change.pickupDate } });
        case 'cancel':
          return callApi('standing.stop', link);
      }
    },
    onSuccess: ({ standingOrder }) => putCachedList(queryClient, standingOrderKeys.one(id), standingOrder),
    // Refused (a week placed meanwhile, past its cutoff): read again, so the page shows what she may do.
    onError: () => queryClient.invalidateQueries({ queryKey: standingOrderKeys.one(id) }),
  });
}
