import net from 'node:net';

/**
 * A TCP proxy in front of a server (PostgreSQL, for tests), that a test can cut as if the
 * server stopped: open connections are reset and new ones refused, on the same port, until
 * `restore`.
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server = listen(0);
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const port = (server.address() as net.AddressInfo).port;

  function listen(at: number): net.Server {
    const next = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    next.listen(at, '127.0.0.1');
    return next;
  }

  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.resetAndDestroy();
    });

  return {
    port,
    cut: stop,
    async restore() {
      server = listen(port);
      await new Promise<void>((resolve) => server.once('listening', resolve));
    },
    close: stop,
  };
}
