import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocketServer } from 'ws';

/**
 * Who may open a live socket (public /ws and the owner's /ws/admin):
 *  - a browser page of another site may not (its Origin is not this server's): the sockets carry
 *    nothing secret on /ws, but they cost memory and the owner's must never be reachable
 *    cross-site. Clients without an Origin (not browsers) are let in;
 *  - one address holds at most `perAddress` at once (LIVE_SOCKETS_PER_ADDRESS, default 32: a
 *    family's phones and laptops, or a market's Wi-Fi, not a flood), counted with the proxy hops
 *    the HTTP side trusts (the client's address, not a value it wrote).
 */
export function createUpgradeGuard(options: { publicUrl: string; proxyHops: number; perAddress: number }) {
  const open = new Map<string, number>();
  const ownHost = new URL(options.publicUrl).host;

  function addressOf(request: IncomingMessage): string {
    const direct = request.socket.remoteAddress ?? 'unknown';
    if (options.proxyHops === 0) return direct;
    const forwarded = String(request.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    return forwarded.at(-options.proxyHops) ?? forwarded[0] ?? direct;
  }

  function sameOrigin(request: IncomingMessage): boolean {
    const origin = request.headers.origin;
    if (!origin) return true;
    try {
      const host = new URL(origin).host;
      return host === ownHost || host === request.headers.host;
    } catch {
      return false;
    }
  }

  return {
    /** Admits the upgrade and returns a release for when the socket closes, or refuses it. */
    admit(request: IncomingMessage, socket: Duplex): (() => void) | null {
      if (!sameOrigin(request)) {
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
        return null;
      }
      const address = addressOf(request);
      const count = open.get(address) ?? 0;
      if (count >= options.perAddress) {
        socket.end('HTTP/1.1 429 Too Many Requests\r\nRetry-After: 30\r\nConnection: close\r\n\r\n');
        return null;
      }
      open.set(address, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(address) ?? 1) - 1;
        if (left <= 0) open.delete(address);
        else open.set(address, left);
      };
    },
  };
}

export type UpgradeGuard = ReturnType<typeof createUpgradeGuard>;

/** The paths live sockets are served on, each by its own WebSocketServer. */
export interface Upgrades {
  /** Serves `path` with `wss`; the returned function stops serving it. */
  route(path: string, wss: WebSocketServer): () => void;
}

/**
 * The server's one 'upgrade' listener: the path picks the socket server (the shop's /ws, the
 * owner's /ws/admin), the guard admits the socket (its origin, the sockets its address holds),
 * and the slot is given back when the socket closes. Any other path is refused.
 */
export function serveUpgrades(server: Server, guard: UpgradeGuard): Upgrades {
  const routes = new Map<string, WebSocketServer>();
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const wss = routes.get(new URL(request.url ?? '/', 'http://bakery.local').pathname);
    if (!wss) {
      socket.destroy();
      return;
    }
    const release = guard.admit(request, socket);
    if (!release) return;
    wss.handleUpgrade(request, socket, head, (client) => {
      client.once('close', release);
      wss.emit('connection', client, request);
    });
  };
  server.on('upgrade', onUpgrade);
  return {
    route(path, wss) {
      routes.set(path, wss);
      return () => {
        routes.delete(path);
        if (routes.size === 0) server.off('upgrade', onUpgrade);
      };
    },
  };
}
