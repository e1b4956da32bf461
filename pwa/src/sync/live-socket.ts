import type { QueryClient } from '@tanstack/react-query';
import type { LiveMessage } from '#shared/live';
import { useConnectivity } from '../lib/connectivity';
import { applyLiveMessage } from './live-apply';

const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

/**
 * What a screen tells the server on every connection (a customer's order page: "follow my
 * order", with its key): sent when the socket opens, and again after every reconnect. The
 * message is the screen's; the socket only carries it.
 */
const greetings = new Set<() => unknown>();
let openSocket: WebSocket | null = null;

export function greetLiveServer(message: () => unknown): () => void {
  greetings.add(message);
  if (openSocket?.readyState === WebSocket.OPEN) openSocket.send(JSON.stringify(message()));
  return () => void greetings.delete(message);
}

/**
 * Keeps a WebSocket to /ws open for as long as the app runs (CONTRACT.md section 5). Each
 * message goes to React Query and IndexedDB at once. A dropped connection is retried after
 * 1 s, 2 s, 4 s ... up to 30 s (with jitter, so a restarted server is not stampeded), and at
 * once when the browser says it is back online (while it says it is offline, nothing is
 * tried); after a reconnect every list is fetched again, since changes made meanwhile were
 * not heard.
 */
export function startLiveSync(queryClient: QueryClient, onConnected: () => void = () => undefined): () => void {
  let socket: WebSocket | null = null;
  let retryMs = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let connectedBefore = false;
  let stopped = false;

  function connect() {
    clearTimeout(timer);
    if (stopped || (socket && socket.readyState <= WebSocket.OPEN)) return;
    // Offline, an attempt can only fail, and the browser logs every failure: wait for 'online'.
    if (!navigator.onLine) return;
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
    socket = new WebSocket(url);
    socket.onopen = () => {
      retryMs = FIRST_RETRY_MS;
      openSocket = socket;
      for (const message of greetings) socket?.send(JSON.stringify(message()));
      useConnectivity.getState().markReachable();
      if (connectedBefore) void queryClient.invalidateQueries();
      connectedBefore = true;
      onConnected();
    };
    socket.onmessage = (event) => {
      try {
        void applyLiveMessage(queryClient, JSON.parse(String(event.data)) as LiveMessage);
      } catch (error) {
        console.warn('Ignoring a live message that is not JSON', error);
      }
    };
    socket.onclose = (event) => {
      if (openSocket === socket) openSocket = null;
      socket = null;
      if (stopped) return;
      if (!event.wasClean) useConnectivity.getState().markUnreachable();
      const delay = retryMs * (0.75 + Math.random() / 2);
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
      timer = setTimeout(connect, delay);
    };
  }

  const reconnectNow = () => {
    retryMs = FIRST_RETRY_MS;
    connect();
  };
  window.addEventListener('online', reconnectNow);
  connect();

  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', reconnectNow);
    socket?.close(1000, 'app closed');
  };
}
