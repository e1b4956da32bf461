import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAdminSession } from '../lib/admin-session';
import { useConnectivity } from '../lib/connectivity';
import { afterPageLoad } from '../lib/on-demand';
import type { Outbox } from './outbox';

/** The socket and the customer's outbox, with IndexedDB's code: fetched after the page has loaded. */
const loadSync = () => Promise.all([import('./live-socket'), import('./customer-outbox')]);

const RETRY_EVERY_MS = 30_000;

/**
 * Starts what keeps this device in step with the server, once for the whole app, once the
 * page has loaded and the browser is idle (its code, IndexedDB's included, is not needed to
 * paint or to answer a tap; the socket's first snapshot brings whatever changed meanwhile): the live socket, and
 * the outboxes, sent at start, on every reconnect and every 30 seconds. The
 * owner's outbox is admin code: it downloads only on a device where she is signed in (her
 * edits cannot be sent without her session anyway), never for a customer. app/ says how to
 * load it, since it brings the features' edit kinds with it.
 */
export function SyncRoot({
  loadAdminOutbox,
}: {
  loadAdminOutbox: () => Promise<(queryClient: QueryClient) => Outbox>;
}) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: () => void = () => undefined;
    let stopped = false;
    const start = async () => {
      const [{ startLiveSync }, { customerOutbox }] = await loadSync();
      if (stopped) return;
      const flush = () => {
        if (useAdminSession.getState().token) {
          void loadAdminOutbox().then((adminOutbox) => adminOutbox(queryClient).flush());
        }
        void customerOutbox(queryClient).flush();
      };
      const stopLive = startLiveSync(queryClient, flush);
      const unsubscribe = useConnectivity.subscribe((state, previous) => {
        const online = state.browserOnline && state.serverReachable;
        if (online && !(previous.browserOnline && previous.serverReachable)) flush();
      });
      const timer = setInterval(flush, RETRY_EVERY_MS);
      flush();
      stop = () => {
        stopLive();
        unsubscribe();
        clearInterval(timer);
      };
    };
    const cancelStart = afterPageLoad(() => void start());
    return () => {
      stopped = true;
      cancelStart();
      stop();
    };
  }, [queryClient, loadAdminOutbox]);
  return null;
}
