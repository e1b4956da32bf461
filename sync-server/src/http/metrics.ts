import { timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { calls } from '#shared/calls/index';
import { liveHolds, OutboxMail, Order } from '../db';
import type { AppDeps } from '../deps';
import { listBackups } from '../services/backups/backups';

/**
 * Metrics for whoever watches the server (docs/operations.md, "Metrics"): GET /metrics in
 * Prometheus's text format, only when METRICS_TOKEN is set and only to a request that carries it
 * (`Authorization: Bearer <token>`); unset, there is no such page. prom-client makes the format
 * and the process's own figures (CPU, memory, the event loop's delay).
 *
 * Counted by this server as requests pass: requests by route and status, and their durations.
 * Read from the database at each scrape, so every server of a bakery says the same: the units in
 * live holds, orders by status, mail and push waiting or failed, the backups. The live sockets
 * are this server's own.
 */
export interface Metrics {
  /** Counts and times every request; answers GET /metrics. Mounted first, before the errors' handler. */
  middleware: Middleware;
  /** Where the live sockets are counted, once they are attached (server.ts). */
  countSocketsWith(count: () => { shop: number; owner: number }): void;
}

const PATH = '/metrics';

export function createMetrics(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, token: string): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'bakery_' });
  const requests = new Counter({
    name: 'bakery_http_requests_total',
    help: 'Requests answered, by route (the call, or what kind of page) and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'bakery_http_request_duration_seconds',
    help: 'Time from the request read to the answer sent, by route',
    labelNames: ['route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  let sockets = () => ({ shop: 0, owner: 0 });
  new Gauge({
    name: 'bakery_live_sockets',
    help: "Live sockets open to this server: the shop's and the owner's",
    labelNames: ['channel'] as const,
    registers: [registry],
    collect() {
      const now = sockets();
      this.set({ channel: 'shop' }, now.shop);
      this.set({ channel: 'owner' }, now.owner);
    },
  });
  new Gauge({
    name: 'bakery_held_units',
    help: "Units in shoppers' carts now (holds not expired)",
    registers: [registry],
    async collect() {
      const [row] = (await liveHolds(deps.db, deps.clock.now()).sum({ units: 'quantity' })) as { units: unknown }[];
      this.set(Number(row?.units ?? 0));
    },
  });
  new Gauge({
    name: 'bakery_orders',
    help: 'Orders kept, by status',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = (await deps.db(Order.tableName).select('status').count({ n: '*' }).groupBy('status')) as {
        status: string;
        n: unknown;
      }[];
      for (const row of rows) this.set({ status: row.status }, Number(row.n));
    },
  });
  new Gauge({
    name: 'bakery_outbox',
    help: 'E-mails and pushes not sent: waiting (pending) or given up on (failed)',
    labelNames: ['channel', 'status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const channel of ['mail', 'push'])
        for (const status of ['pending', 'failed']) this.set({ channel, status }, 0);
      const rows = (await deps
        .db(OutboxMail.tableName)
        .select('channel', 'status')
        .count({ n: '*' })
        .whereIn('status', ['pending', 'failed'])
        .groupBy('channel', 'status')) as { channel: string; status: string; n: unknown }[];
      for (const row of rows) this.set({ channel: row.channel, status: row.status }, Number(row.n));
    },
  });
  const backups = new Gauge({
    name: 'bakery_backups',
    help: 'Backups kept in BACKUP_DIR',
    registers: [registry],
  });
  new Gauge({
    name: 'bakery_backup_last_taken_seconds',
    help: 'When the newest backup was taken (Unix time; 0: none yet)',
    registers: [registry],
    async collect() {
      const kept = await listBackups(deps.config.backupDir);
      backups.set(kept.length);
      this.set(kept[0] ? Date.parse(kept[0].manifest.takenAt) / 1000 : 0);
    },
  });

  const expected = Buffer.from(`Bearer ${token}`);
  const carriesToken = (header: string | undefined) => {
    const given = Buffer.from(header ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  const middleware: Middleware = async (ctx, next) => {
    if (ctx.path === PATH && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
      ctx.set('Cache-Control', 'no-store');
      if (!carriesToken(ctx.get('Authorization') || undefined)) {
        ctx.status = 401;
        ctx.set('WWW-Authenticate', 'Bearer realm="metrics"');
        ctx.body = {
          error: 'The metrics need their token: Authorization: Bearer <METRICS_TOKEN>',
          reason: 'unauthorized',
        };
        return;
      }
      ctx.type = registry.contentType;
      ctx.body = await registry.metrics();
      return;
    }
    const stopTimer = durations.startTimer();
    try {
      await next();
    } finally {
      const route = routeOf(ctx);
      stopTimer({ route });
      requests.inc({ method: ctx.method, route, status: String(ctx.status) });
    }
  };
  return { middleware, countSocketsWith: (count) => void (sockets = count) };
}

/** The contract's paths without parameters: a prepared read (/api/inventory) is answered before the routers. */
const fixedPaths = new Set(
  Object.values(calls)
    .map((call) => call.path)
    .filter((path) => !path.includes(':')),
);

/**
 * A request's route as a label: the call's path pattern (@koa/router's, "/api/orders/:id"), a
 * contract's path answered before the routers, else what kind of answer it was. Never the path
 * as asked: a scanner's made-up paths would each be a new series.
 */
function routeOf(ctx: { _matchedRoute?: string | RegExp; path: string; status: number }): string {
  if (typeof ctx._matchedRoute === 'string') return ctx._matchedRoute;
  if (fixedPaths.has(ctx.path)) return ctx.path;
  if (ctx.status === 404) return 'not-found';
  if (ctx.path.startsWith('/api/')) return 'api-other';
  if (ctx.path.startsWith('/assets/')) return 'assets';
  return 'pages-and-files';
}
