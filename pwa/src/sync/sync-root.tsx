import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAdminSession } from '../lib/admin-session';
import { useConnectivity } from '../lib/connectivity';
import { openDatabase, whenDatabaseOpens } from '../db/open-on-use';
import { afterPageLoad, onFirstUse } from '../lib/on-demand';
import { usePageSnapshot } from '../lib/page-data';
import type { Outbox } from './outbox';

/** The live socket: fetched once the page has loaded. It brings none of IndexedDB's code. */
const loadLiveSocket = () => import('./live-socket');
/** The customer's outbox (and IndexedDB's code): fetched once the database is opened. */
const loadCustomerOutbox = () => import('./customer-outbox');

const RETRY_EVERY_MS = 30_000;
/**
 * How long a page left untouched waits for its database: long enough that a slow phone has
 * the page, its pictures and the live socket first, short enough that a customer who reads
 * without touching still has an offline copy and her queued messages sent within seconds.
 */
const QUIET_VISIT_MS = 5000;

/**
 * Starts what keeps this device in step with the server, once for the whole app:
 *  - the live socket, once the page has loaded and the browser is idle (not needed to paint or
 *    to answer a tap; its first snapshot brings whatever changed meanwhile);
 *  - the database, on first use (db/open-on-use.ts): the customer's first tap, key or scroll,
 *    her leaving the page, or the page having been open QUIET_VISIT_MS, whichever comes first;
 *  - the outboxes, once the database is open: sent then, on every reconnect and every 30
 *    seconds. The owner's outbox is admin code: it downloads only on a device where she is
 *    signed in (her edits cannot be sent without her session anyway), never for a customer.
 *    app/ says how to load it, since it brings the features' edit kinds with it.
 */
export function SyncRoot({
  loadAdminOutbox,
}: {
  loadAdminOutbox: () => Promise<(queryClient: QueryClient) => Outbox>;
}) {
  const queryClient = useQueryClient();
  const pageSnapshot = usePageSnapshot();
  useEffect(() => {
    let stopped = false;
    let databaseOpen = false;
    const flush = () => {
      if (stopped || !databaseOpen) return;
      if (useAdminSession.getState().token) {
        void loadAdminOutbox().then((adminOutbox) => adminOutbox(queryClient).flush());
      }
      void loadCustomerOutbox().then(({ customerOutbox }) => customerOutbox(queryClient).flush());
    };
    const open = () => void openDatabase().catch(() => undefined);
    // The owner's edits waiting to go out are worth opening it at once.
    if (useAdminSession.getState().token) open();
    const cancelOpen = onFirstUse(open, QUIET_VISIT_MS);
    void whenDatabaseOpens().then(() => {
      databaseOpen = true;
      flush();
    });

    let stopLive: () => void = () => undefined;
    const cancelLive = afterPageLoad(() => {
      void loadLiveSocket().then(({ startLiveSync }) => {
        if (!stopped) stopLive = startLiveSync(queryClient, flush, pageSnapshot);
      });
    });
    const unsubscribe = useConnectivity.subscribe((state, previous) => {
      const online = state.browserOnline && state.serverReachable;
      if (online && !(previous.browserOnline && previous.serverReachable)) flush();
    });
    const timer = setInterval(flush, RETRY_EVERY_MS);
    return () => {
      stopped = true;
      cancelOpen();
      cancelLive();
      stopLive();
      unsubscribe();
      clearInterval(timer);
    };
  }, [queryClient, loadAdminOutbox, pageSnapshot]);
  return null;
}
