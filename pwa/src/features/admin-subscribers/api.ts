import { queryOptions } from '@tanstack/react-query';
import type { PushSubscriptionJson } from '#shared/push';
import { subscriberCountsSchema } from '#shared/subscribers';
import { adminGet, adminRequest } from '../../lib/admin-api';
import { OfflineError } from '../../lib/api-client';
import { useAdminSession } from '../../lib/admin-session';
import { ownerKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';

/** How many said yes to "tell me when orders open" (never who: that is the export). */
export const useSubscriberCounts = () =>
  useCachedQuery(
    queryOptions({
      queryKey: ownerKeys.subscribers,
      queryFn: () => adminGet('/api/admin/subscribers', subscriberCountsSchema),
    }),
  );

/** The confirmed list as a spreadsheet, downloaded with her session. */
export async function downloadSubscribersCsv(): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/admin/subscribers.csv', {
      headers: { Authorization: `Bearer ${useAdminSession.getState().token ?? ''}` },
    });
  } catch {
    throw new OfflineError();
  }
  if (!response.ok) throw new Error(`The export failed (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: 'subscribers.csv' });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Her phone hears of new orders, failed checkouts and cancels while she is signed in on it. */
export const OWNER_TOPIC = 'owner';
export const ownerPhoneOn = (subscription: PushSubscriptionJson) =>
  adminRequest('POST', '/api/push/subscriptions', { body: { subscription, topics: [OWNER_TOPIC] } });
export const ownerPhoneOff = (endpoint: string) =>
  adminRequest('POST', '/api/push/unsubscribe', { body: { endpoint, topics: [OWNER_TOPIC] } });
