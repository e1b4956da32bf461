import type { QueryClient } from '@tanstack/react-query';
import { OWNER_SOCKET_UNAUTHORIZED, ownerLiveMessageSchema, type OwnerLiveMessage } from '#shared/live';
import type { StoredOrder } from '#shared/order';
import { adminKeys, orderFigureKeys } from '../lib/query-keys';
import { updateCachedLists } from './cached-lists';

const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

/**
 * The owner's live channel, /ws/admin (CONTRACT.md section 8), open while she is signed in:
 *  1. it signs in with her session token as its first message (never in the URL);
 *  2. each order that arrives replaces the same order in every cached list at once, and every
 *     list whose figures an order moves is read again (query-keys.ts orderFigureKeys), since a
 *     new order, a new status or a new slot can move it into or out of a filter or a count;
 *  3. a dropped connection is retried with backoff, and not at all while the browser says it
 *     is offline (until it says 'online'); one closed as unauthorized is not (her session
 *     ended: the next call she makes sends her to the login).
 * Messages are parsed with the shared schema: anything else is ignored.
 */
export function startOwnerSocket(queryClient: QueryClient, token: string): () => void {
  let socket: WebSocket | null = null;
  let retryMs = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  function connect() {
    clearTimeout(timer);
    // Offline, an attempt can only fail, and the browser logs every failure: 'online' calls again.
    if (stopped || !navigator.onLine) return;
    socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/admin`);
    socket.onopen = () => socket?.send(JSON.stringify({ type: 'auth', token }));
    socket.onmessage = (event) => {
      const parsed = ownerLiveMessageSchema.safeParse(safeJson(String(event.data)));
      if (parsed.success) void apply(parsed.data);
    };
    socket.onclose = (event) => {
      socket = null;
      if (stopped || event.code === OWNER_SOCKET_UNAUTHORIZED) return;
      const delay = retryMs * (0.75 + Math.random() / 2);
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
      timer = setTimeout(connect, delay);
    };
  }

  async function apply(message: OwnerLiveMessage) {
    if (message.type === 'ready') {
      retryMs = FIRST_RETRY_MS;
      // Orders that came while the channel was down were not heard: read the lists again.
      for (const key of orderFigureKeys) void queryClient.invalidateQueries({ queryKey: key });
      return;
    }
    await updateCachedLists<StoredOrder[]>(queryClient, adminKeys.orders, (list) =>
      list.map((order) => (order.id === message.order.id ? message.order : order)),
    );
    for (const key of orderFigureKeys) void queryClient.invalidateQueries({ queryKey: key });
  }

  const reconnectNow = () => {
    retryMs = FIRST_RETRY_MS;
    if (!socket) connect();
  };
  window.addEventListener('online', reconnectNow);
  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', reconnectNow);
    socket?.close(1000, 'signed out');
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
