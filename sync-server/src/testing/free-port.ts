import { createServer } from 'node:net';

/** A TCP port free on this machine a moment ago, for a program the test starts (Caddy, a container's). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
