/**
 * Loaded into a bench server (`node --import tsx --import ./bench/lib/request-times.ts`) when
 * BENCH_REQUEST_TIMES names a file: times every request inside the server, from the moment
 * Node hands it to the app (its headers read) to the moment its last byte is handed to the
 * kernel, and writes them there, by method and path, when the process exits. The load
 * generator shares the machine's two cores with the server, so what it measures includes its
 * own waits and the connection's; this is the server's own part of each latency.
 */
import { writeFileSync } from 'node:fs';
import http from 'node:http';

const file = process.env.BENCH_REQUEST_TIMES;
if (file) {
  const times: Record<string, number[]> = {};
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, event: string, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      const startedAt = performance.now();
      const name = `${request.method} ${(request.url ?? '').split('?')[0]}`;
      response.once('finish', () => (times[name] ??= []).push(performance.now() - startedAt));
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
  process.once('exit', () => writeFileSync(file, JSON.stringify(times)));
}
