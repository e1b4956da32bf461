import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CustomerOrder, PickupChange } from '#shared/customer-order';
import type { PushSubscriptionJson } from '#shared/push';
import { byLink, callApi, callRunner } from '../../lib/calls';
import { customerOrderKeys, pickupSettingsKeys } from '../../lib/query-keys';
import { putCachedList } from '../../sync/cached-lists';
import { greetLiveServer } from '../../sync/live-socket';
import { useCachedQuery } from '../../sync/use-cached-query';

/**
 * A customer's own order, opened by the key in her link (docs/orders.md). The key stays
 * in this feature: it is in the calls' query (`?t=`) and the live socket's `follow-order`, never
 * in the saved copy's key, so the copy this phone keeps for offline is found by the order alone.
 */
export const customerOrderQuery = (id: string, token: string) =>
  queryOptions({
    queryKey: customerOrderKeys.one(id),
    queryFn: async () => (await callApi('order.view', byLink(id, token))).order,
  });

export const useCustomerOrder = (id: string, token: string) => useCachedQuery(customerOrderQuery(id, token));

/** Follows the order live while its page is open: the socket says "follow" on every (re)connection. */
export function useFollowOrder(id: string, token: string): void {
  useEffect(() => greetLiveServer(() => ({ type: 'follow-order', id, t: token })), [id, token]);
}

/** The address of her pickup's calendar file, for a link: known once the order's calls are loaded. */
export function useCalendarLink(id: string, token: string): string | undefined {
  const [link, setLink] = useState<{ of: string; address: string }>();
  useEffect(() => {
    let shown = true;
    void callRunner()
      .then(({ callAddress }) => callAddress('order.calendar', byLink(id, token)))
      .then(
        (address) => shown && setLink({ of: `${id} ${token}`, address }),
        () => undefined, // offline before the order's calls loaded: no link to follow anyway
      );
    return () => {
      shown = false;
    };
  }, [id, token]);
  return link?.of === `${id} ${token}` ? link.address : undefined;
}

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
    callApi('order.move-slot', { ...byLink(id, token), body: { pickupSlot } }),
  );

/** To another place's pickup of the same bake, at a time there where it has slots. */
export const useMovePickup = (id: string, token: string) =>
  useOrderChange(id, token, (body: PickupChange) => callApi('order.move-pickup', { ...byLink(id, token), body }));

export const useCancelOrder = (id: string, token: string) =>
  useOrderChange(id, token, () => callApi('order.cancel', byLink(id, token)));

/** Her phone hears when the order is ready, and the day before pickup: the order's key says she may. */
export const orderTopic = (id: string) => `order:${id}` as const;
export const followOrderOnThisPhone = (id: string, token: string, subscription: PushSubscriptionJson) =>
  callApi('notices.push-subscribe', { body: { subscription, topics: [orderTopic(id)], orderToken: token } });
export const stopFollowingOrder = (id: string, endpoint: string) =>
  callApi('notices.push-unsubscribe', { body: { endpoint, topics: [orderTopic(id)] } });
