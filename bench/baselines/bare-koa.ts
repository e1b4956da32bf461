import { readFileSync } from 'node:fs';
import Koa from 'koa';
import compress from 'koa-compress';

/**
 * The bare Koa baseline: answers every request with the same body from memory, compressed as
 * the bakery's server compresses (over 1 KB). The reads bench gives it the catalogue's JSON,
 * the storefront bench the HTML of '/': what the bakery's server reaches against it is the
 * cost of everything it does more.
 */
// A page is too large for an environment variable: it comes in a file.
const body = process.env.BASELINE_FILE
  ? readFileSync(process.env.BASELINE_FILE, 'utf8')
  : (process.env.BASELINE_BODY ?? '[]');
const type = process.env.BASELINE_TYPE ?? 'application/json';
const app = new Koa();
app.use(compress({ threshold: 1024 }));
app.use((ctx) => {
  ctx.type = type;
  ctx.body = body;
});
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address() as { port: number };
  console.log(`listening on http://127.0.0.1:${address.port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
