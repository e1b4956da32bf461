import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  standingOfferSchema,
  standingOrderAnswerSchema,
  type StandingLineInput,
  type StandingOrderView,
} from '#shared/standing-orders';
import { apiRequest } from '../../lib/api-client';
import { standingOrderKeys } from '../../lib/query-keys';
import { putCachedList } from '../../sync/cached-lists';
import { useCachedQuery } from '../../sync/use-cached-query';

/**
 * A regular's standing order (docs/standing-orders.md), opened by the key in her link, as her
 * order page is: the key is in the calls' addresses, never in the saved copy's key.
 */
const withKey = (path: string, token: string) => `${path}?t=${encodeURIComponent(token)}`;
const answer = standingOrderAnswerSchema;

export const standingQueries = {
  /** What her order page offers: its standing order, or the lines she may have every week. */
  offer: (orderId: string, token: string) =>
    queryOptions({
      queryKey: standingOrderKeys.offer(orderId),
      queryFn: () =>
        apiRequest('GET', withKey(`/api/orders/${orderId}/standing`, token), { answer: standingOfferSchema }),
    }),
  one: (id: string, token: string) =>
    queryOptions({
      queryKey: standingOrderKeys.one(id),
      queryFn: async () => (await apiRequest('GET', withKey(`/api/standing/${id}`, token), { answer })).standingOrder,
    }),
};

export const useStandingOffer = (orderId: string, token: string) =>
  useCachedQuery(standingQueries.offer(orderId, token), { enabled: Boolean(orderId && token) });

export const useStandingOrder = (id: string, token: string) => useCachedQuery(standingQueries.one(id, token));

/** "Every week like this": answers the new standing order's page (with its key) to go to. */
export function useAskEveryWeek(orderId: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', withKey(`/api/orders/${orderId}/standing`, token), { answer }),
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
      const path = (action: string) => withKey(`/api/standing/${id}/${action}`, token);
      switch (change.kind) {
        case 'pause':
          return apiRequest('POST', path('pause'), { body: { paused: change.paused }, answer });
        case 'lines':
          return apiRequest('PUT', path('lines'), { body: { lines: change.lines }, answer });
        case 'skip':
        case 'unskip':
          return apiRequest('POST', path(change.kind), { body: { pickupDate: change.pickupDate }, answer });
        case 'cancel':
          return apiRequest('POST', path('cancel'), { answer });
      }
    },
    onSuccess: ({ standingOrder }) => putCachedList(queryClient, standingOrderKeys.one(id), standingOrder),
    // Refused (a week placed meanwhile, past its cutoff): read again, so the page shows what she may do.
    onError: () => queryClient.invalidateQueries({ queryKey: standingOrderKeys.one(id) }),
  });
}
