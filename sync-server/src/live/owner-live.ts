import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { OWNER_SOCKET_UNAUTHORIZED, ownerAuthMessageSchema, type OwnerLiveMessage } from '#shared/owner-live';
import type { AppDeps } from '../deps';
import { hashToken } from '../services/session/auth';
import { startHeartbeat } from './heartbeat';
import type { Upgrades } from './upgrade-guard';

export const OWNER_LIVE_PATH = '/ws/admin';
/** A socket that has not signed in by then is closed: it holds a slot and hears nothing. */
const AUTH_TIMEOUT_MS = 10_000;

/**
 * The owner's live channel (docs/orders.md), beside the public one and apart from it:
 *  1. the client opens /ws/admin and sends {type:'auth', token} first (never in the URL, which
 *     proxies and logs keep); a wrong, expired or ended session is closed with 4401;
 *  2. once signed in it gets {type:'ready'}, then every new order and every status or payment
 *     change as {type:'order', order}, and each market day that changed as {type:'market-day', date};
 *  3. before each message its session is checked again (the session cache answers at once),
 *     and when any server ends a session (a logout, a password reset: the change feed tells
 *     every server) the sockets whose session no longer holds are closed at once.
 * Orders never travel on the public /ws.
 */
export function attachOwnerLive(upgrades: Upgrades, deps: AppDeps) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 });
  const stopHeartbeat = startHeartbeat(wss);
  const tokens = new Map<WebSocket, string>();
  const stopServing = upgrades.route(OWNER_LIVE_PATH, wss);

  wss.on('connection', (client: WebSocket) => {
    client.on('error', () => client.terminate());
    client.on('close', () => tokens.delete(client));
    const deadline = setTimeout(() => refuse(client), AUTH_TIMEOUT_MS);
    client.once('message', (data: RawData) => {
      clearTimeout(deadline);
      void signIn(client, data);
    });
  });

  async function signIn(client: WebSocket, data: RawData) {
    const parsed = ownerAuthMessageSchema.safeParse(safeJson(data.toString()));
    const admin = parsed.success ? await deps.sessions.authenticate(parsed.data.token, deps.clock.now()) : null;
    if (!parsed.success || !admin) return refuse(client);
    tokens.set(client, parsed.data.token);
    send(client, { type: 'ready' });
  }

  function refuse(client: WebSocket) {
    if (client.readyState === WebSocket.OPEN) client.close(OWNER_SOCKET_UNAUTHORIZED, 'sign in again');
  }

  /** Sends the messages to every socket whose session still holds. */
  async function broadcast(messages: readonly OwnerLiveMessage[]) {
    for (const [client, token] of tokens) {
      const admin = await deps.sessions.authenticate(token, deps.clock.now());
      if (!admin) {
        tokens.delete(client);
        refuse(client);
        continue;
      }
      for (const message of messages) send(client, message);
    }
  }

  /** Closes the sockets whose session has ended: the one named (its token's hash), or any. */
  async function closeEnded(tokenHash: string | null) {
    for (const [client, token] of tokens) {
      if (tokenHash !== null && hashToken(token) !== tokenHash) continue;
      // Asked of the database (the cache forgot it already): a reset ends sessions, not all.
      if (await deps.sessions.authenticate(token, deps.clock.now())) continue;
      tokens.delete(client);
      refuse(client);
    }
  }

  const told = (messages: readonly OwnerLiveMessage[]) =>
    broadcast(messages).catch((error: unknown) =>
      deps.log.error('owner live: broadcast failed', { error: String(error) }),
    );
  const stopOrders = deps.changes.onOrdersChanged(
    (orders) => void told(orders.map((order) => ({ type: 'order', order }))),
  );
  const stopMarketDays = deps.changes.onMarketDaysChanged(
    (dates) => void told(dates.map((date) => ({ type: 'market-day', date }))),
  );
  const stopSessions = deps.changes.onSessionsEnded((tokenHash) => {
    closeEnded(tokenHash).catch((error: unknown) =>
      deps.log.error('owner live: session check failed', { error: String(error) }),
    );
  });

  return {
    get size() {
      return tokens.size;
    },
    close: async () => {
      stopHeartbeat();
      stopOrders();
      stopMarketDays();
      stopSessions();
      stopServing();
      for (const client of wss.clients) client.close(1001, 'server shutting down');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

function send(client: WebSocket, message: OwnerLiveMessage) {
  if (client.readyState === WebSocket.OPEN) client.send(JSON.stringify(message));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
