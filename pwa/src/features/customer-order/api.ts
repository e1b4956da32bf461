import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { customerOrderAnswerSchema, type CustomerOrder } from '#shared/customer-order';
import type { PushSubscriptionJson } from '#shared/push';
import { apiRequest } from '../../lib/api-client';
import { customerOrderKeys, pickupSettingsKeys } from '../../lib/query-keys';
import { putCachedList } from '../../sync/cached-lists';
import { greetLiveServer } from '../../sync/live-socket';
import { useCachedQuery } from '../../sync/use-cached-query';

/**
 * A customer's own order, opened by the key in her link (docs/orders.md). The key stays
 * in this feature: it is in the calls' addresses and the live socket's `follow-order`, never in
 * the saved copy's key, so the copy this phone keeps for offline is found by the order alone.
 */
const withKey = (path: string, token: string) => `${path}?t=${encodeURIComponent(token)}`;

/** Her order as the server answers it (customer-order.ts: zod/mini, as her page is the shop's). */
const answer = customerOrderAnswerSchema;

export const customerOrderQuery = (id: string, token: string) =>
  queryOptions({
    queryKey: customerOrderKeys.one(id),
    queryFn: async () => (await apiRequest('GET', withKey(`/api/orders/${id}`, token), { answer })).order,
  });

export const useCustomerOrder = (id: string, token: string) => useCachedQuery(customerOrderQuery(id, token));

/** Follows the order live while its page is open: the socket says "follow" on every (re)connection. */
export function useFollowOrder(id: string, token: string): void {
  useEffect(() => greetLiveServer(() => ({ type: 'follow-order', id, t: token })), [id, token]);
}

export const calendarUrl = (id: string, token: string) => withKey(`/api/orders/${id}/calendar.ics`, token);

/** Moving to another slot, or cancelling: the order as the server answers it replaces the shown one. */
function useOrderChange<V>(id: string, token: string, call: (variables: V) => Promise<{ order: CustomerOrder }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ order }) => putCachedList(queryClient, customerOrderKeys.one(id), order),
    // Refused (past a cutoff the owner just moved, or the owner marked it meanwhile): the order
    // is read again, so the page shows what she may still do instead of the button that failed.
    onError: () => queryClient.invalidateQueries({ queryKey: customerOrderKeys.one(id) }),
    // Places moved either way: the slots shown anywhere are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: pickupSettingsKeys.all }),
  });
}

export const useChangeSlot = (id: string, token: string) =>
  useOrderChange(id, token, (pickupSlot: string) =>
    apiRequest('PATCH', withKey(`/api/orders/${id}/slot`, token), { body: { pickupSlot }, answer }),
  );

export const useCancelOrder = (id: string, token: string) =>
  useOrderChange(id, token, () => apiRequest('POST', withKey(`/api/orders/${id}/cancel`, token), { answer }));

/** Her phone hears when the order is ready, and the day before pickup: the order's key says she may. */
export const orderTopic = (id: string) => `order:${id}`;
export const followOrderOnThisPhone = (id: string, token: string, subscription: PushSubscriptionJson) =>
  apiRequest('POST', '/api/push/subscriptions', {
    body: { subscription, topics: [orderTopic(id)], orderToken: token },
  });
export const stopFollowingOrder = (id: string, endpoint: string) =>
  apiRequest('POST', '/api/push/unsubscribe', { body: { endpoint, topics: [orderTopic(id)] } });
