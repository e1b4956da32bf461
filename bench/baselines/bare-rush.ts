import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import { bareSqlite, holdIfItFits, type BareHoldRequest } from './bare-sqlite';
import { WebSocket, WebSocketServer } from 'ws';

/**
 * The opening rush's bare twin (bench/rush.ts, the guard's rush): what a plain server on the same
 * stack does with the same calls, so the guard can tell a slower bakery from a slower machine.
 * Koa, koa-body and Knex on SQLite with the bakery's pragmas (WAL, synchronous=FULL, one
 * connection), and ws:
 *  - GET / answers the bakery's page, gzipped once as it starts;
 *  - GET /api/inventory answers the bakery's catalogue as it was given;
 *  - POST /api/cart/reserve is one transaction per hold: the product's stock and what unexpired
 *    holds take of it are read, and the hold inserted if it fits (201), else 409;
 *  - POST /api/orders is one transaction: the shopper's holds are read, the order inserted with
 *    them as its lines, the stock taken down and the holds deleted (201), else 409;
 *  - /ws sends the catalogue to a socket that connects, then every product's stock at most every
 *    200 ms while holds and orders change it, read once per message, as the bakery's live counts.
 * No sessions' clocks, minimums, prices, pickups, mail, keys or schemas: everything the bakery
 * does more is in its figure. GET /bench/orders answers what the checks after the rush read.
 * RUSH_PAGE_FILE: the page's HTML; RUSH_INVENTORY_FILE: the catalogue's JSON; RUSH_STOCK: each
 * product's stock.
 */
const page = gzipSync(readFileSync(process.env.RUSH_PAGE_FILE!));
const inventory = readFileSync(process.env.RUSH_INVENTORY_FILE!, 'utf8');
const productIds = (JSON.parse(inventory) as { id: string }[]).map((item) => item.id);
const COUNTS_EVERY_MS = 200;

const db = bareSqlite('rush');
await db.schema.createTable('products', (table) => {
  table.string('id').primary();
  table.integer('stock').notNullable();
});
await db.schema.createTable('holds', (table) => {
  table.string('id').primary();
  table.string('sessionId').notNullable().index();
  table.string('productId').notNullable().references('products.id');
  table.integer('quantity').notNullable();
  table.string('expiresAt').notNullable();
  table.index(['productId', 'expiresAt']);
});
await db.schema.createTable('orders', (table) => {
  table.string('id').primary();
  table.string('sessionId').notNullable();
  table.text('items').notNullable();
});
for (const id of productIds) await db('products').insert({ id, stock: Number(process.env.RUSH_STOCK) });

async function order({ sessionId }: BareHoldRequest) {
  return db.transaction(async (trx) => {
    const holds = (await trx('holds')
      .where({ sessionId })
      .where('expiresAt', '>', new Date().toISOString())
      .select('productId', 'quantity')) as { productId: string; quantity: number }[];
    if (holds.length === 0) return null;
    const placed = { id: randomUUID(), sessionId, items: JSON.stringify(holds.map(lineOf)) };
    await trx('orders').insert(placed);
    for (const line of holds) await trx('products').where({ id: line.productId }).decrement('stock', line.quantity);
    await trx('holds').where({ sessionId }).delete();
    return { order: { id: placed.id } };
  });
}

const lineOf = (held: { productId: string; quantity: number }) => ({
  product: held.productId,
  quantity: held.quantity,
});

/** Every product's stock left to everyone (its stock less its unexpired holds), to every socket. */
let countsDue: NodeJS.Timeout | undefined;
function countsChanged() {
  countsDue ??= setTimeout(() => void sendCounts().finally(() => (countsDue = undefined)), COUNTS_EVERY_MS);
}

async function sendCounts() {
  try {
    const rows = await db('products')
      .leftJoin('holds', function () {
        this.on('holds.productId', 'products.id').andOnVal('holds.expiresAt', '>', new Date().toISOString());
      })
      .groupBy('products.id')
      .select('products.id', db.raw('products.stock - coalesce(sum(holds.quantity), 0) as available'));
    const data = Buffer.from(JSON.stringify({ type: 'inventory', items: rows }));
    for (const client of wss.clients) if (client.readyState === WebSocket.OPEN) client.send(data, { binary: false });
  } catch (error) {
    console.error('bare rush: the counts could not be sent', error);
  }
}

const app = new Koa();
app.use(koaBody({ json: true, jsonStrict: true, multipart: false, urlencoded: false, text: false }));
app.use(async (ctx) => {
  const call = `${ctx.method} ${ctx.path}`;
  if (call === 'GET /') {
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = page;
  } else if (call === 'GET /api/inventory') {
    ctx.type = 'application/json';
    ctx.body = inventory;
  } else if (call === 'GET /bench/orders') {
    ctx.body = { orders: await db('orders').select('id', 'items'), stock: await db('products').select('id', 'stock') };
  } else if (call === 'POST /api/cart/reserve' || call === 'POST /api/orders') {
    const body = ctx.request.body as BareHoldRequest;
    const done = call === 'POST /api/orders' ? await order(body) : await holdIfItFits(db, body);
    ctx.status = done ? 201 : 409;
    ctx.body = done ?? { message: 'Not enough stock', reason: 'insufficient-stock' };
    if (done) countsChanged();
  } else {
    ctx.status = 404;
  }
});

const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address() as { port: number };
  console.log(`listening on http://127.0.0.1:${address.port}`);
});
const wss = new WebSocketServer({ server, path: '/ws' });
wss.on('connection', (client) => client.send(`{"type":"snapshot","items":${inventory}}`));
process.on('SIGTERM', () => server.close(() => void db.destroy().then(() => process.exit(0))));
