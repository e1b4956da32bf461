import type { PushSubscriptionJson } from '#shared/push';
import type { SubscriberCounts } from '#shared/subscribers';
import { adminGet, adminRequest } from '../../lib/admin-api';
import { OfflineError } from '../../lib/api-client';
import { useAdminSession } from '../../lib/admin-session';
import { adminKeys } from '../../lib/query-keys';
import { useCachedQuery } from '../../sync/use-cached-query';

/** How many said yes to "tell me when orders open" (never who: that is the export). */
export const useSubscriberCounts = () =>
  useCachedQuery({
    queryKey: adminKeys.subscribers,
    queryFn: () => adminGet<SubscriberCounts>('/api/admin/subscribers'),
  });

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
  adminRequest('POST', '/api/push/subscriptions', { subscription, topics: [OWNER_TOPIC] });
export const ownerPhoneOff = (endpoint: string) =>
  adminRequest('POST', '/api/push/unsubscribe', { endpoint, topics: [OWNER_TOPIC] });
