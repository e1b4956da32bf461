import type { WebSocket, WebSocketServer } from 'ws';

const HEARTBEAT_MS = 30_000;

/**
 * Pings every client of a socket server every 30 seconds and drops one that has not answered
 * the last ping (a phone that went into a tunnel), so dead sockets do not pile up. Returns the
 * stop function.
 */
export function startHeartbeat(wss: WebSocketServer): () => void {
  const alive = new WeakMap<WebSocket, boolean>();
  const onConnection = (client: WebSocket) => {
    alive.set(client, true);
    client.on('pong', () => alive.set(client, true));
  };
  wss.on('connection', onConnection);
  const timer = setInterval(() => {
    for (const client of wss.clients) {
      if (alive.get(client) === false) {
        client.terminate();
        continue;
      }
      alive.set(client, false);
      client.ping();
    }
  }, HEARTBEAT_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    wss.off('connection', onConnection);
  };
}
