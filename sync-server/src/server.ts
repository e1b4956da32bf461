import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { hostname } from 'node:os';
import type { AddressInfo } from 'node:net';
import { seedIfEmpty } from '../seeds/seed';
import { createApp } from './app';
import { createMetrics } from './http/metrics';
import type { Config } from './config';
import {
  describeTarget,
  migrateToLatest,
  openDatabase,
  readOrCreateSecret,
  readServerEpoch,
  withStartupLock,
  type Db,
} from './db';
import type { AppDeps } from './deps';
import { startJobs } from './jobs';
import { attachLiveServer } from './live/live-server';
import { attachOwnerLive } from './live/owner-live';
import { serveUpgrades } from './live/upgrade-guard';
import { createLogger, type Logger } from './log';
import { createDeps, type ServerKeys } from './server-deps';
import { ensureAdmin } from './services/session/auth';
import { relayChangesAcrossServers } from './services/change-relay';
import { createChangeFeed } from './services/changes';
import { watchDatabaseOutages } from './services/database-outage';
import { systemClock, type Clock } from './services/clock';
import { momentOf } from './services/moment';
import { applyScheduleIfAutoManaged } from './services/pickups/pickup-settings';
import { readOrCreateVapidKeys } from './services/push/vapid';

export interface RunningServer {
  url: string;
  /** WebSocket clients connected now (for tests and benchmarks). */
  liveClients(): number;
  deps: AppDeps;
  stop(): Promise<void>;
}

export interface StartOptions {
  clock?: Clock;
  /**
   * For tests: what they write to the database once it is ready, before anything reads it (the
   * pages made as the server starts, the settings it keeps for the minute), so nothing read
   * before their write outlives it.
   */
  beforeServing?: (db: Db) => Promise<void>;
}

/**
 * Starts the bakery: database migrated and seeded, the owner's account made, then the HTTP
 * server on one port, then the background jobs. Nothing is served before the data is ready.
 *  1. the database made ready, one server at a time (prepareDatabase);
 *  2. what watches it and tells of changes (to the other servers too, on PostgreSQL);
 *  3. everything a route needs (server-deps.ts), then the app on its port and the live sockets;
 *  4. the jobs, and the mail a restart left queued.
 */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const clock = options.clock ?? systemClock;
  const log = createLogger(config.logLevel);
  const db = openDatabase(config.database);
  /** This process among the servers sharing the database (job lease holder, change origin). */
  const serverId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  // Servers started together take turns here (db/startup-lock.ts): one migrates and seeds.
  const keys = await withStartupLock(db, async () => {
    const prepared = await prepareDatabase(db, config, clock, log);
    await options.beforeServing?.(db);
    return prepared;
  });

  const outage = watchDatabaseOutages(db, log);
  const changes = createChangeFeed({
    onRelayError: (error) => {
      if (!outage.report(error, 'job'))
        log.error('changes: could not tell the other servers', { error: String(error) });
    },
  });
  const relay =
    config.database.client === 'postgres'
      ? await relayChangesAcrossServers({ db, url: config.database.url, changes, serverId, log, clock, outage })
      : null;
  const { deps, transport } = createDeps({ db, config, clock, log, serverId, outage, changes }, keys);

  const metrics = config.metricsToken ? createMetrics(deps, config.metricsToken) : undefined;
  const server = http.createServer(createApp(deps, metrics).callback());
  const url = await listen(server, config);
  const upgrades = serveUpgrades(server, deps.upgradeGuard);
  const live = attachLiveServer(upgrades, deps);
  const ownerLive = attachOwnerLive(upgrades, deps);
  metrics?.countSocketsWith(() => ({ shop: live.size, owner: ownerLive.size }));
  log.info(`bakery: serving on ${url} (pid ${process.pid}, mail: ${transport.description})`);

  if (config.pushAllowLocal) {
    log.info('push: PUSH_ALLOW_LOCAL=1 lets pushes go to this machine over http: for tests only, never in production');
  }
  const jobs = startJobs(deps);
  deps.mailer.kick(); // anything queued before a restart goes out now

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await jobs.stop();
      await live.close();
      await ownerLive.close();
      await closeHttp(server);
      await deps.afterAnswer.drain();
      await deps.mailer.drain();
      await transport.close();
      await relay?.close();
      outage.stop();
      await db.destroy();
    })());

  return { url, deps, stop, liveClients: () => live.size };
}

/**
 * Under the start-up lock: migrations, the opening catalogue, the owner's account, the schedule
 * applied, and the keys every server of this database shares (made by the first).
 */
async function prepareDatabase(db: Db, config: Config, clock: Clock, log: Logger): Promise<ServerKeys> {
  const applied = await migrateToLatest(db);
  if (applied.length > 0) {
    log.info(`database: applied ${applied.length} migration(s)`, { database: describeTarget(config.database) });
  }
  const seeded = await seedIfEmpty(db, clock.now());
  if (seeded.products > 0) log.info(`database: seeded ${seeded.products} products`);

  const admin = await ensureAdmin(db, {
    email: config.adminEmail,
    password: config.adminPassword,
    now: clock.now(),
  });
  if (admin.generatedPassword) {
    // Printed once, never stored in clear: the owner changes it with "Forgot password?".
    log.info(`admin: created ${config.adminEmail} with the password ${admin.generatedPassword} (shown only now)`);
  } else if (admin.created) {
    log.info(`admin: created ${config.adminEmail} with ADMIN_PASSWORD`);
  }

  const keys = {
    serverEpoch: await readServerEpoch(db),
    uploadSigningKey: await readOrCreateSecret(db, 'uploadSigningKey', () => randomBytes(32).toString('hex')),
    orderLinkKey: await readOrCreateSecret(db, 'orderLinkKey', () => randomBytes(32).toString('base64url')),
    subscriberLinkKey: await readOrCreateSecret(db, 'subscriberLinkKey', () => randomBytes(32).toString('base64url')),
    vapid: await readOrCreateVapidKeys(db),
  };
  // Before the first request: a server that was down over a cutoff must not take orders.
  await applyScheduleIfAutoManaged(db, momentOf({ config, ...keys }, clock.now()));
  return keys;
}

/** Listens on the configured port; the address it is served at. */
async function listen(server: http.Server, config: Config): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
}

/** Stops taking requests, lets the ones in flight finish (10 s at most), then cuts idle keep-alives. */
async function closeHttp(server: http.Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const forced = setTimeout(() => server.closeAllConnections(), 10_000);
  await closed;
  clearTimeout(forced);
}
