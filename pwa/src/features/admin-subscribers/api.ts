import { queryOptions } from '@tanstack/react-query';
import type { PushSubscriptionJson } from '#shared/push';
import { callAsOwner } from '../../lib/admin-api';
import { ownerKeys } from '../../lib/query-keys';
import { saveTextFile } from '../../lib/save-file';
import { useCachedQuery } from '../../sync/use-cached-query';

/** How many said yes to "tell me when orders open" (never who: that is the export). */
export const useSubscriberCounts = () =>
  useCachedQuery(queryOptions({ queryKey: ownerKeys.subscribers, queryFn: () => callAsOwner('owner.subscribers') }));

/** The confirmed list as a spreadsheet, downloaded with her session. */
export async function downloadSubscribersCsv(): Promise<void> {
  saveTextFile(await callAsOwner('owner.subscribers-csv'), 'subscribers.csv', 'text/csv');
}

/** Her phone hears of new orders, failed checkouts and cancels while she is signed in on it. */
export const OWNER_TOPIC = 'owner';
export const ownerPhoneOn = (subscription: PushSubscriptionJson) =>
  callAsOwner('notices.push-subscribe', { body: { subscription, topics: [OWNER_TOPIC] } });
export const ownerPhoneOff = (endpoint: string) =>
  callAsOwner('notices.push-unsubscribe', { body: { endpoint, topics: [OWNER_TOPIC] } });
