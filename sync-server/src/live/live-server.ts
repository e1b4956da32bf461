import { WebSocket, WebSocketServer } from 'ws';
import type { LiveMessage } from '#shared/live';
import type { AppDeps } from '../deps';
import { coalescer } from '../services/coalescer';
import { startHeartbeat } from './heartbeat';
import { publicItemsFor } from '../services/catalogue/catalogue';
import { currentSnapshot } from './live-version';
import { orderFollowers } from './order-followers';
import type { Upgrades } from './upgrade-guard';

export const LIVE_PATH = '/ws';
/** How often, at most, the places left go out while orders come in. */
const PLACES_EVERY_MS = 250;
/** Sockets sent to before the event loop is let through (see broadcast). */
const SEND_CHUNK = 100;
/**
 * The live counts' share of the server's one thread in a rush, at most: with a thousand sockets
 * one message to all of them takes 20 to 30 ms of it here (a write to each socket), so the
 * counts go every half second or so instead of every LIVE_COUNTS_EVERY, and the holds and
 * orders that make them keep the rest. With a few hundred sockets or fewer, LIVE_COUNTS_EVERY
 * is the bound.
 */
const LIVE_COUNTS_SHARE = 1 / 20;

interface LiveServer {
  /** Clients connected now. */
  readonly size: number;
  close(): Promise<void>;
}

/**
 * The live channel of docs/api.md, "Live sockets", on the HTTP server's port at /ws:
 *  1. on connect, a snapshot of the public catalogue and pickup settings, unless the socket
 *     says (`?have=`) it came from a page rendered with them as they still are (live-version.ts);
 *  2. after any committed change to stock, holds, price or visibility, the changed products
 *     (a hidden one with visible:false, so clients drop it);
 *  3. after a settings change, the settings;
 *  4. after an order, a cancel or a change of slot, the next pickups' places left (`slots`),
 *     when they moved;
 *  5. to a socket that sent `follow-order` with an order's key, that order as it moves
 *     (order-followers.ts).
 * Stock changes that keep coming (the opening rush) go out as the latest counts at most every
 * LIVE_COUNTS_EVERY (less often with many sockets open), in one message read from the database once and serialised once for every client. Only public data travels to every
 * client; a customer's order goes only to the sockets that showed its key.
 * Every 30 seconds each client is pinged; one that has not answered the last ping is dropped.
 */
export function attachLiveServer(upgrades: Upgrades, deps: AppDeps): LiveServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  const stopHeartbeat = startHeartbeat(wss);
  const stopServing = upgrades.route(LIVE_PATH, wss);

  const followers = orderFollowers(deps);
  const broadcast = (message: LiveMessage) => broadcastTo(wss, message);

  wss.on('connection', (client, request) => {
    client.on('error', () => client.terminate());
    // A client may ask to follow its customer's orders; anything else it sends is ignored.
    client.on('message', (data) => followers.follow(client, String(data)));
    client.once('close', () => followers.unfollowAll(client));
    void sendSnapshot(client, deps, versionItHas(request.url));
  });

  /*
   * Stock changes, coalesced: the first change after a quiet spell goes out at once, and while
   * changes keep coming (the opening rush, a hold every few milliseconds) the latest counts of
   * every product that moved go out at most once per LIVE_COUNTS_EVERY (200 ms), or per twenty
   * times the last message's sending with many sockets open (LIVE_COUNTS_SHARE), read from the
   * database once, in one message. The owner's edits (`promptly`) go out at once whenever they come: a
   * price she changes twice in a second is not held back 200 ms by the first.
   */
  let lastSendMs = 0;
  const stock = coalescer<string>({
    timing: { everyMs: () => Math.max(deps.config.liveCountsEveryMs, lastSendMs / LIVE_COUNTS_SHARE) },
    run: async (ids) => {
      if (wss.clients.size > 0)
        lastSendMs = await broadcast({
          type: 'inventory',
          items: await publicItemsFor(deps.db, ids, deps.clock.now(), await deps.publicSettings.bakeDay()),
        });
    },
    onError: (error) => deps.log.error('live: inventory broadcast failed', { error: String(error) }),
  });

  // The places left, sent when an order, a cancel or a change of slot moved them: at most once
  // every PLACES_EVERY_MS however fast orders come, and only when they changed.
  let lastPlaces = '';
  const places = coalescer<never>({
    timing: { quietMs: PLACES_EVERY_MS, mostDeferredMs: PLACES_EVERY_MS },
    run: async () => {
      if (wss.clients.size === 0 || !(await deps.publicSettings.counted())) return;
      const nextPickups = await deps.publicSettings.places();
      const text = JSON.stringify(nextPickups);
      if (text === lastPlaces) return;
      lastPlaces = text;
      await broadcast({ type: 'slots', nextPickups });
    },
    onError: (error) => deps.log.error('live: slots broadcast failed', { error: String(error) }),
  });

  const unsubscribe = [
    deps.changes.onInventoryChanged((ids, promptly) => {
      stock.add(ids);
      // Her price or stock edit is one change, not a rush: it goes now, not at the next count.
      if (promptly) void stock.flush();
    }),
    deps.changes.onSettingsChanged(() => {
      if (wss.clients.size === 0) return;
      deps.publicSettings.get().then(
        (settings) => {
          lastPlaces = JSON.stringify(settings.nextPickups);
          void broadcast({ type: 'pickup-settings', settings });
        },
        (error: unknown) => deps.log.error('live: settings broadcast failed', { error: String(error) }),
      );
    }),
    deps.changes.onOrdersChanged((orders) => {
      if (wss.clients.size > 0) places.add();
      followers
        .tell(orders)
        .catch((error: unknown) => deps.log.error('live: order follow failed', { error: String(error) }));
    }),
  ];

  return {
    get size() {
      return wss.clients.size;
    },
    close: async () => {
      stopHeartbeat();
      for (const stop of unsubscribe) stop();
      stopServing();
      for (const client of wss.clients) client.close(1001, 'server shutting down');
      await Promise.all([stock.close(), places.close()]);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/** The fingerprint of the lists a page came with (`/ws?have=`, live-version.ts), if any. */
function versionItHas(url: string | undefined): string | null {
  return new URL(url ?? '/', 'http://bakery.local').searchParams.get('have');
}

/**
 * Step 1: the public catalogue and pickup settings, to a socket that just connected, unless
 * it came from a page whose lists are still what the snapshot would bring (`have`).
 */
async function sendSnapshot(client: WebSocket, deps: AppDeps, has: string | null) {
  try {
    const snapshot = await currentSnapshot(deps);
    if (has === snapshot.version) return;
    if (client.readyState === WebSocket.OPEN) client.send(snapshot.bytes, { binary: false });
  } catch (error) {
    deps.log.error('live: snapshot failed', { error: String(error) });
    client.close(1011, 'snapshot failed');
  }
}

/**
 * Sends one message to every client, encoded once (a string would be encoded again for each).
 * A thousand sends take 20 to 30 ms of the one thread that also answers the shop, so they go
 * SEND_CHUNK at a time with the event loop let through between: a hold or a page that arrives
 * mid-broadcast waits for one chunk, not for all of it. Answers how long the sends held the
 * thread, in ms (the live counts are spaced by it: LIVE_COUNTS_SHARE).
 */
async function broadcastTo(wss: WebSocketServer, message: LiveMessage): Promise<number> {
  const data = Buffer.from(JSON.stringify(message));
  const clients = [...wss.clients];
  let sendMs = 0;
  for (let i = 0; i < clients.length; i += SEND_CHUNK) {
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    const startedAt = performance.now();
    for (const client of clients.slice(i, i + SEND_CHUNK))
      if (client.readyState === WebSocket.OPEN) client.send(data, { binary: false });
    sendMs += performance.now() - startedAt;
  }
  return sendMs;
}
