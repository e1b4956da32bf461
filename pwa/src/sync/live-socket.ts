import type { QueryClient } from '@tanstack/react-query';
import { lazySchema } from '../lib/api-client';
import { useConnectivity } from '../lib/connectivity';
import type { PageSnapshot } from '../lib/page-data';
import { keepSocketOpen, type OpenSocket } from '../lib/reconnecting-socket';
import { applyLiveMessage, applyPageSnapshot } from './live-apply';

/**
 * What a screen tells the server on every connection (a customer's order page: "follow my
 * order", with its key): sent when the socket opens, and again after every reconnect. The
 * message is the screen's; the socket only carries it.
 */
const greetings = new Set<() => unknown>();
let liveSocket: OpenSocket | null = null;

export function greetLiveServer(message: () => unknown): () => void {
  greetings.add(message);
  liveSocket?.send(message());
  return () => void greetings.delete(message);
}

/**
 * The shop's messages (shared live.ts, zod/mini), loaded with the first one: the first
 * download carries no schema code (docs/client.md, "What the first visit downloads").
 */
const liveMessages = lazySchema(() => import('#shared/live').then((module) => module.liveMessageSchema));

/**
 * Keeps the WebSocket to /ws open for as long as the app runs (docs/api.md, "Live sockets"; the
 * retries are lib/reconnecting-socket.ts). Each message goes to React Query and IndexedDB at
 * once. After a reconnect every list is fetched again, since changes made meanwhile were not
 * heard.
 *
 * A server-rendered page's first connection says which lists the page has (`?have=`, their
 * fingerprint): while the shop is as it was when the page was made, the server sends no
 * snapshot, and the page's lists are applied as the snapshot (the epoch checked, the lists
 * kept for offline). A quiet shop's first visit so parses nothing and loads no schema code.
 * Later connections get the snapshot: what changed while the socket was closed was not heard.
 */
export function startLiveSync(
  queryClient: QueryClient,
  onConnected: () => void = () => undefined,
  page: PageSnapshot | null = null,
): () => void {
  let connectedBefore = false;
  let fromPage = page;
  const socket = keepSocketOpen('/ws', {
    messages: liveMessages,
    query: () => (fromPage ? `?have=${encodeURIComponent(fromPage.version)}` : ''),
    onOpen: (send) => {
      socket.resetBackoff();
      if (fromPage) {
        // The server's own answers, written into this page by it (lib/page-data.tsx); a
        // snapshot it sends because they changed since is applied after, as it comes.
        applyPageSnapshot(queryClient, fromPage).catch((error: unknown) =>
          console.warn("The page's lists could not be kept", error),
        );
        fromPage = null;
      }
      for (const message of greetings) send(message());
      useConnectivity.getState().markReachable();
      if (connectedBefore) void queryClient.invalidateQueries();
      connectedBefore = true;
      onConnected();
    },
    onMessage: (message) => applyLiveMessage(queryClient, message),
    onClose: (event) => {
      if (!event.wasClean) useConnectivity.getState().markUnreachable();
    },
  });
  liveSocket = socket;
  return () => {
    if (liveSocket === socket) liveSocket = null;
    socket.stop('app closed');
  };
}
