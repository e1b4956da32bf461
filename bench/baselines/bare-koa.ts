import Koa from 'koa';

/**
 * The reads baseline: a bare Koa server answering GET /api/inventory with the same JSON from
 * memory. What the bakery's server reaches against it is the cost of everything it does more.
 */
const json = process.env.BASELINE_JSON ?? '[]';
const app = new Koa();
app.use((ctx) => {
  ctx.type = 'application/json';
  ctx.body = json;
});
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address() as { port: number };
  console.log(`listening on http://127.0.0.1:${address.port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
