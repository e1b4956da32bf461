import Koa from 'koa';
import { koaBody } from 'koa-body';
import { bareSqlite, holdIfItFits, type BareHoldRequest } from './bare-sqlite';

/**
 * The bare holds baseline: what a plain server on the same stack does with a hold, one
 * transaction per hold. Koa, koa-body and Knex on SQLite with the bakery's pragmas (WAL,
 * synchronous=FULL, one connection), a products table and a holds table; each POST
 * /api/cart/reserve reads the product's stock and what unexpired holds take of it, and inserts
 * the hold if it fits (201) or answers 409. No sessions' clocks, flavors, prices or live
 * announcements: everything the bakery does more is in its figure, and still it should be
 * ahead, because it decides holds that arrive together in one transaction (db/group-commit.ts).
 * BASELINE_PRODUCTS: "id:stock,id:stock".
 */
const db = bareSqlite('holds');

await db.schema.createTable('products', (table) => {
  table.string('id').primary();
  table.integer('stock').notNullable();
});
await db.schema.createTable('holds', (table) => {
  table.string('id').primary();
  table.string('sessionId').notNullable();
  table.string('productId').notNullable().references('products.id');
  table.integer('quantity').notNullable();
  table.string('expiresAt').notNullable();
  table.index(['productId', 'expiresAt']);
});
const products = (process.env.BASELINE_PRODUCTS ?? '').split(',').filter(Boolean);
for (const product of products) {
  const [id, stock] = product.split(':');
  await db('products').insert({ id, stock: Number(stock) });
}

const app = new Koa();
app.use(koaBody({ json: true, jsonStrict: true, multipart: false, urlencoded: false, text: false }));
app.use(async (ctx) => {
  // Between the bench's turns: every hold let go, so the next turn finds the stock whole.
  if (ctx.method === 'DELETE' && ctx.path === '/api/cart/holds') {
    await db('holds').delete();
    ctx.status = 204;
    return;
  }
  if (ctx.method !== 'POST' || ctx.path !== '/api/cart/reserve') {
    ctx.status = 404;
    return;
  }
  const held = await holdIfItFits(db, ctx.request.body as BareHoldRequest);
  ctx.status = held ? 201 : 409;
  ctx.body = held ?? { message: 'Not enough stock', reason: 'insufficient-stock' };
});

const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address() as { port: number };
  console.log(`listening on http://127.0.0.1:${address.port}`);
});
process.on('SIGTERM', () => server.close(() => void db.destroy().then(() => process.exit(0))));
