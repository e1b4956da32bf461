import type { QueryClient } from '@tanstack/react-query';
import { OWNER_SOCKET_UNAUTHORIZED, ownerLiveMessageSchema, type OwnerLiveMessage } from '#shared/owner-live';
import type { StoredOrder } from '#shared/order';
import { keepSocketOpen } from '../lib/reconnecting-socket';
import { orderFigureKeys, ownerKeys } from '../lib/query-keys';
import { updateCachedLists } from './cached-lists';

/**
 * The owner's live channel, /ws/admin (docs/orders.md), open while she is signed in
 * (the retries are lib/reconnecting-socket.ts):
 *  1. it signs in with her session token as its first message (never in the URL);
 *  2. each order that arrives replaces the same order in every cached list at once, and every
 *     list whose figures an order moves is read again (query-keys.ts orderFigureKeys), since a
 *     new order, a new status or a new slot can move it into or out of a filter or a count;
 *  3. a market day that changed is read again by the screen that shows it;
 *  4. a socket closed as unauthorized is not tried again (her session ended: the next call
 *     she makes sends her to the login).
 */
export function startOwnerSocket(queryClient: QueryClient, token: string): () => void {
  const readAgain = () => {
    for (const key of orderFigureKeys) void queryClient.invalidateQueries({ queryKey: key });
  };
  async function apply(message: OwnerLiveMessage) {
    if (message.type === 'ready') {
      socket.resetBackoff();
      // Orders that came while the channel was down were not heard: read the lists again.
      return readAgain();
    }
    // A market day changed (a sale or a handover from her other phone): its screen reads it again.
    if (message.type === 'market-day') return queryClient.invalidateQueries({ queryKey: ownerKeys.marketDays });
    const { order: changed } = message;
    await updateCachedLists<StoredOrder[]>(queryClient, ownerKeys.orders, (list) =>
      list.map((order) => (order.id === changed.id ? changed : order)),
    );
    readAgain();
  }
  const socket = keepSocketOpen('/ws/admin', {
    messages: ownerLiveMessageSchema,
    onOpen: (send) => send({ type: 'auth', token }),
    onMessage: apply,
    isFinal: (event) => event.code === OWNER_SOCKET_UNAUTHORIZED,
  });
  return () => socket.stop('signed out');
}
