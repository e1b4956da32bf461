import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import knex from 'knex';
import { knexConfig } from '../knexfile';
import type { InventoryItem } from '../shared-schema/src/inventory';
import { priceOrder } from '../shared-schema/src/pricing';
import { Audience } from './fanout';
import { load, percentile, type LoadResult } from './lib/load';
import { ms, ratio, type Row } from './lib/report';
import { adminCall, homeBakeStock, setEveryBake, startBakery, type ServerProcess } from './lib/server-process';

const repo = path.resolve(import.meta.dirname, '..');
const HOLD_PRODUCTS = ['raspberry-scone', 'blueberry-scone', 'chocolate-babka'];
const HOLDS = 1000;
const SHOPPERS = 100;
const HOLD_STOCK = 100;
const ORDER_PRODUCTS = ['raspberry-scone', 'sandwich-bread', 'chocolate-babka'];
const ORDERS = 600;
const CLIENTS = 1000;
const ROUNDS = 20;

/** One or several bakery servers on one database; `servers[0]` is the one the owner uses. */
export interface Deployment {
  label: string;
  servers: ServerProcess[];
  stop(): Promise<void>;
}

/**
 * 9. Several servers (issue 13): the holds, orders and live fan-out loads, once on one server on
 * SQLite (the baseline) and once on two servers sharing one PostgreSQL database, with the load
 * split evenly between them as a load balancer would. PostgreSQL is a throw-away cluster of its
 * own from .ci/postgres, with fsync on (BENCH_POSTGRES_URL names another). Both runs check their own correctness:
 * exactly 300 holds of 1000 succeed, every order is placed once.
 */
export async function severalServersBench(): Promise<Row[]> {
  return onPostgresCluster(async (clusterUrl) => {
    const sqlite = await measure(() => oneSqliteServer());
    const postgres = await measure(() => twoPostgresServers(clusterUrl));
    return rows(sqlite, postgres);
  });
}

/**
 * Runs `work` with a PostgreSQL cluster's URL: a throw-away cluster of .ci/postgres, durable
 * (fsync on) as SQLite is at synchronous=FULL, so comparisons are of equals; or the one
 * BENCH_POSTGRES_URL names.
 */
export async function onPostgresCluster<T>(work: (clusterUrl: string) => Promise<T>): Promise<T> {
  if (process.env.BENCH_POSTGRES_URL) return work(process.env.BENCH_POSTGRES_URL);
  const clusterUrl = execFileSync(path.join(repo, '.ci/postgres'), ['start'], {
    encoding: 'utf8',
    env: { ...process.env, PG_DURABLE: '1', PG_CLUSTER: 'bakery_bench', PG_PORT: '25330' },
  }).trim();
  try {
    return await work(clusterUrl);
  } finally {
    execFileSync(path.join(repo, '.ci/postgres'), ['stop'], { env: { ...process.env, PG_CLUSTER: 'bakery_bench' } });
  }
}

interface Figures {
  label: string;
  holds: LoadResult;
  holdsOk: boolean;
  orders: LoadResult;
  ordersOk: boolean;
  fanout: number[];
}

/** Each load on a deployment of its own, started fresh, so one load's rows never slow the next. */
async function measure(deploy: () => Promise<Deployment>): Promise<Figures> {
  let label = '';
  const onFresh = async <T>(work: (deployment: Deployment) => Promise<T>): Promise<T> => {
    const deployment = await deploy();
    label = deployment.label;
    try {
      return await work(deployment);
    } finally {
      await deployment.stop();
    }
  };
  const holds = await onFresh(holdsLoad);
  const orders = await onFresh(ordersLoad);
  const fanout = await onFresh(fanoutLoad);
  return { label, holds: holds.result, holdsOk: holds.ok, orders: orders.result, ordersOk: orders.ok, fanout };
}

/** The deployments the several-servers and rush benches compare; timeRequests: see ServerProcess.requestTimes. */
export async function oneSqliteServer(options: { timeRequests?: boolean } = {}): Promise<Deployment> {
  const server = await startBakery({}, options);
  return { label: '1 server, SQLite', servers: [server], stop: () => server.stop() };
}

export async function twoPostgresServers(
  clusterUrl: string,
  options: { timeRequests?: boolean } = {},
): Promise<Deployment> {
  const name = `bakery_bench_${randomBytes(4).toString('hex')}`;
  const admin = knex(knexConfig({ client: 'postgres', url: clusterUrl, poolSize: 1 }));
  await admin.raw(`create database ${name}`);
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  // Started together on the empty database, as after a deploy.
  const servers = await Promise.all(
    [0, 1].map(() => startBakery({ DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: '10' }, options)),
  );
  return {
    label: '2 servers, PostgreSQL',
    servers,
    stop: async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
    },
  };
}

/** Runs `total` requests split evenly over the servers at once; timed until the last answer. */
async function splitLoad(
  deployment: Deployment,
  total: number,
  connections: number,
  request: (n: number) => { path: string; body: string },
): Promise<LoadResult> {
  let sent = 0;
  const count = deployment.servers.length;
  const results = await Promise.all(
    deployment.servers.map((server) =>
      load({
        url: server.url,
        connections: Math.ceil(connections / count),
        amount: total / count,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (base) => ({ ...base, ...request(sent++) }),
          },
        ],
      }),
    ),
  );
  const seconds = Math.max(...results.map((result) => result.seconds));
  const statusCounts: Record<string, number> = {};
  for (const result of results) {
    for (const [code, n] of Object.entries(result.statusCounts)) statusCounts[code] = (statusCounts[code] ?? 0) + n;
  }
  return {
    requestsPerSecond: total / seconds,
    p50: Math.max(...results.map((result) => result.p50)),
    p99: Math.max(...results.map((result) => result.p99)),
    total: results.reduce((sum, result) => sum + result.total, 0),
    statusCounts,
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    seconds,
  };
}

async function holdsLoad(deployment: Deployment): Promise<{ result: LoadResult; ok: boolean }> {
  const owner = deployment.servers[0]!;
  for (const id of HOLD_PRODUCTS) await setEveryBake(owner, id, HOLD_STOCK);
  const holdOf = (prefix: string, products: string[]) => (n: number) => ({
    path: '/api/cart/reserve',
    body: JSON.stringify({ sessionId: `${prefix}-shopper-${n % SHOPPERS}`, productId: products[n % 3], quantity: 1 }),
  });
  // Warm-up on three other products (JIT, connections), as in the holds bench.
  await splitLoad(
    deployment,
    HOLDS,
    SHOPPERS,
    holdOf('warm-up', ['sandwich-bread', 'pumpkin-scones', 'salted-chocolate-cookie']),
  );
  const result = await splitLoad(deployment, HOLDS, SHOPPERS, holdOf('bench', HOLD_PRODUCTS));
  const held = (await owner
    .db('cart_reservations')
    .select('productId')
    .sum({ held: 'quantity' })
    .whereIn('productId', HOLD_PRODUCTS)
    .groupBy('productId')) as { held: number | string }[];
  const ok =
    (result.statusCounts['201'] ?? 0) === 300 && held.every((row) => Number(row.held) <= HOLD_STOCK) && !result.errors;
  return { result, ok };
}

async function ordersLoad(deployment: Deployment): Promise<{ result: LoadResult; ok: boolean }> {
  const owner = deployment.servers[0]!;
  const startStock = ORDERS + 100;
  for (const id of ORDER_PRODUCTS) await setEveryBake(owner, id, startStock);
  const inventory = (await (await fetch(`${owner.url}/api/inventory`)).json()) as InventoryItem[];
  const priced = priceOrder(
    ORDER_PRODUCTS.map((productId) => ({ productId, quantity: 1 })),
    new Map(inventory.map((item) => [item.id, item])),
  );
  // Each shopper holds her three lines first, through the server that will take her order.
  const sessions = Array.from({ length: ORDERS }, (_, i) => `bench-order-${i}`);
  const serverOf = (n: number) => deployment.servers[n % deployment.servers.length]!;
  for (let i = 0; i < sessions.length; i += 50) {
    await Promise.all(
      sessions.slice(i, i + 50).flatMap((sessionId, j) =>
        ORDER_PRODUCTS.map(async (productId) => {
          const response = await fetch(`${serverOf(i + j).url}/api/cart/reserve`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ sessionId, productId, quantity: 1 }),
          });
          if (response.status !== 201) throw new Error(`hold failed: ${response.status} ${await response.text()}`);
        }),
      ),
    );
  }
  const result = await splitLoad(deployment, ORDERS, 50, (n) => ({
    path: '/api/orders',
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: `Shopper ${n}`,
      email: `bench${n}@example.com`,
      phone: '406-555-0100',
      paymentMethod: 'cash',
      pickupLocation: 'home',
      sessionId: sessions[n],
      items: JSON.stringify(priced.lines),
      total: priced.total,
    }),
  }));
  const placed = Number(((await owner.db('orders').count({ n: '*' })) as [{ n: number | string }])[0].n);
  const stock = await homeBakeStock(owner, ORDER_PRODUCTS);
  const ok =
    placed === ORDERS && (result.statusCounts['201'] ?? 0) === ORDERS && stock.every((s) => s === startStock - ORDERS);
  return { result, ok };
}

/** 1000 live clients split over the servers; the owner changes a price through the first. */
async function fanoutLoad(deployment: Deployment): Promise<number[]> {
  const owner = deployment.servers[0]!;
  await adminCall(owner, 'GET', '/api/admin/inventory'); // logs in before the clock runs
  const audience = new Audience();
  const per = CLIENTS / deployment.servers.length;
  try {
    for (const server of deployment.servers) await audience.connect(server.url, true, per);
    let times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const price = (4 + round / 100).toFixed(2);
      const needle = `"price":"${price}"`;
      times = times.concat(
        await audience.measure(
          (text) => text.startsWith('{"type":"inventory"') && text.includes(needle),
          () => adminCall(owner, 'PATCH', '/api/inventory/raspberry-scone/price', { price }),
        ),
      );
    }
    return times;
  } finally {
    audience.close();
  }
}

function rows(sqlite: Figures, postgres: Figures): Row[] {
  const holds = `Several servers: ${HOLDS} holds, ${SHOPPERS} shoppers, 3 products x ${HOLD_STOCK}`;
  const orders = `Several servers: ${ORDERS} orders of 3 held lines, 50 connections`;
  const fanout = `Several servers: ${CLIENTS} live clients, ${ROUNDS} price changes`;
  const p99 = (times: number[]) => percentile(times, 99);
  return [
    {
      bench: holds,
      figure: `holds/s: ${postgres.label} (baseline ${sqlite.label})`,
      value: postgres.holds.requestsPerSecond.toFixed(0),
      baseline: sqlite.holds.requestsPerSecond.toFixed(0),
      ratio: ratio(postgres.holds.requestsPerSecond, sqlite.holds.requestsPerSecond),
    },
    { bench: holds, figure: 'p99 latency', value: ms(postgres.holds.p99), baseline: ms(sqlite.holds.p99) },
    {
      bench: holds,
      figure: 'succeeded / refused (409)',
      value: `${postgres.holds.statusCounts['201'] ?? 0} / ${postgres.holds.statusCounts['409'] ?? 0}`,
      baseline: `${sqlite.holds.statusCounts['201'] ?? 0} / ${sqlite.holds.statusCounts['409'] ?? 0}`,
      target: '300 / 700 on both, none oversold',
      met: postgres.holdsOk && sqlite.holdsOk,
    },
    {
      bench: orders,
      figure: `orders/s: ${postgres.label} (baseline ${sqlite.label})`,
      value: postgres.orders.requestsPerSecond.toFixed(0),
      baseline: sqlite.orders.requestsPerSecond.toFixed(0),
      ratio: ratio(postgres.orders.requestsPerSecond, sqlite.orders.requestsPerSecond),
    },
    { bench: orders, figure: 'p99 latency', value: ms(postgres.orders.p99), baseline: ms(sqlite.orders.p99) },
    {
      bench: orders,
      figure: 'every order placed once, stock agrees',
      value: postgres.ordersOk ? 'yes' : 'no',
      baseline: sqlite.ordersOk ? 'yes' : 'no',
      target: 'yes on both',
      met: postgres.ordersOk && sqlite.ordersOk,
    },
    {
      bench: fanout,
      figure: `p99 delivery: ${postgres.label} (baseline ${sqlite.label})`,
      value: ms(p99(postgres.fanout)),
      baseline: ms(p99(sqlite.fanout)),
      ratio: ratio(p99(postgres.fanout), p99(sqlite.fanout)),
    },
    {
      bench: fanout,
      figure: 'p50 delivery',
      value: ms(percentile(postgres.fanout, 50)),
      baseline: ms(percentile(sqlite.fanout, 50)),
    },
  ];
}
