import http from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';

/**
 * The fan-out baseline: a bare `ws` server; POST /broadcast sends the request body to every
 * client. The bakery's /ws does the same after a database write, so the difference is its cost.
 */
const server = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    for (const client of wss.clients) if (client.readyState === WebSocket.OPEN) client.send(body);
    response.end('{}');
  });
});
const wss = new WebSocketServer({ server, path: '/ws' });
server.listen(0, '127.0.0.1', () => {
  const address = server.address() as { port: number };
  console.log(`listening on http://127.0.0.1:${address.port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
