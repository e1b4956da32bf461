import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { hostname } from 'node:os';
import type { AddressInfo } from 'node:net';
import { seedIfEmpty } from '../seeds/seed';
import { createApp } from './app';
import type { Config } from './config';
import {
  describeTarget,
  migrateToLatest,
  openDatabase,
  readOrCreateSecret,
  readServerEpoch,
  withStartupLock,
} from './db';
import type { AppDeps } from './deps';
import { startJobs } from './jobs';
import { attachLiveServer } from './live/live-server';
import { attachOwnerLive } from './live/owner-live';
import { createUpgradeGuard, serveUpgrades } from './live/upgrade-guard';
import { createLogger } from './log';
import { ensureAdmin } from './services/session/auth';
import { createAfterAnswer } from './services/after-answer';
import { createCatalogueCache } from './services/catalogue/catalogue-cache';
import { createPublicSettings } from './services/pickups/public-settings';
import { relayChangesAcrossServers } from './services/change-relay';
import { createChangeFeed } from './services/changes';
import { watchDatabaseOutages } from './services/database-outage';
import { createHoldDesk } from './services/holds/holds';
import { createOrderDesk } from './services/orders/orders';
import { createSessionCache, SESSION_TRUST_MS } from './services/session/session-cache';
import { systemClock, type Clock } from './services/clock';
import { createMailer } from './services/mail/mailer';
import { momentOf, type MomentSources } from './services/moment';
import { createMailTransport } from './services/mail/transport';
import { applyScheduleIfAutoManaged } from './services/pickups/pickup-settings';
import { databasePhotoStore, folderPhotoStore } from './services/content/photo-store';
import { createPushSender } from './services/push/push-sender';
import { readOrCreateVapidKeys } from './services/push/vapid';
import { createLimits } from './services/rate-limits';

export interface RunningServer {
  url: string;
  /** WebSocket clients connected now (for tests and benchmarks). */
  liveClients(): number;
  deps: AppDeps;
  stop(): Promise<void>;
}

/**
 * Starts the bakery: database migrated and seeded, the owner's account made, then the HTTP
 * server on one port, then the background jobs. Nothing is served before the data is ready.
 */
export async function startServer(config: Config, options: { clock?: Clock } = {}): Promise<RunningServer> {
  const clock = options.clock ?? systemClock;
  const log = createLogger(config.logLevel);
  const db = openDatabase(config.database);
  /** This process among the servers sharing the database (job lease holder, change origin). */
  const serverId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

  // Servers started together take turns here (db/startup-lock.ts): one migrates and seeds.
  const { serverEpoch, uploadSigningKey, orderLinkKey, subscriberLinkKey, vapid } = await withStartupLock(
    db,
    async () => {
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

      const secrets = {
        serverEpoch: await readServerEpoch(db),
        uploadSigningKey: await readOrCreateSecret(db, 'uploadSigningKey', () => randomBytes(32).toString('hex')),
        orderLinkKey: await readOrCreateSecret(db, 'orderLinkKey', () => randomBytes(32).toString('base64url')),
        subscriberLinkKey: await readOrCreateSecret(db, 'subscriberLinkKey', () =>
          randomBytes(32).toString('base64url'),
        ),
        vapid: await readOrCreateVapidKeys(db),
      };
      // Before the first request: a server that was down over a cutoff must not take orders.
      await applyScheduleIfAutoManaged(db, momentOf({ config, ...secrets }, clock.now()));
      return secrets;
    },
  );
  /** What every moment of a call or a job is built of (services/moment.ts). */
  const sources: MomentSources = { config, orderLinkKey, subscriberLinkKey };

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
  const transport = createMailTransport({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    replyTo: config.contactEmail,
    outboxDir: config.mailOutboxDir,
    publicUrl: config.publicUrl,
    dkim: config.dkim,
  });
  const deps: AppDeps = {
    db,
    config,
    clock,
    log,
    outage,
    // One outbox, two deliveries: e-mail, and Web Push to phones (services/push/push-sender.ts).
    mailer: createMailer({
      db,
      senders: {
        mail: transport,
        push: createPushSender({
          db,
          vapid,
          subject: `mailto:${config.ownerEmail}`,
          rules: { allowLocal: config.pushAllowLocal },
        }),
      },
      clock,
      log,
      claimant: serverId,
      outage,
    }),
    afterAnswer: createAfterAnswer(log),
    changes,
    holds: createHoldDesk({ db, clock, ttlMs: config.reservationTtlMs, maxLifetimeMs: config.cartMaxLifetimeMs }),
    orders: createOrderDesk({ db, clock, sources }),
    catalogue: createCatalogueCache({ db, changes, clock }),
    publicSettings: createPublicSettings({
      db,
      changes,
      clock,
      sources,
      contactEmail: config.contactEmail,
    }),
    limits: createLimits(config, db),
    // Several servers: every admin call asks the database, so a logout anywhere holds at once.
    sessions: createSessionCache(db, changes, {
      trustMs: config.database.client === 'postgres' ? 0 : SESSION_TRUST_MS,
    }),
    upgradeGuard: createUpgradeGuard({
      publicUrl: config.publicUrl,
      proxyHops: config.proxyHops,
      perAddress: config.liveSocketsPerAddress,
    }),
    photos: config.photoStorage === 'database' ? databasePhotoStore(db) : folderPhotoStore(config.uploadDir),
    serverEpoch,
    serverId,
    uploadSigningKey,
    orderLinkKey,
    subscriberLinkKey,
    vapidPublicKey: vapid.publicKey,
  };

  const server = http.createServer(createApp(deps).callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const upgrades = serveUpgrades(server, deps.upgradeGuard);
  const live = attachLiveServer(upgrades, deps);
  const ownerLive = attachOwnerLive(upgrades, deps);
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
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
      // Stop taking requests, let the ones in flight finish, then cut idle keep-alives.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const forced = setTimeout(() => server.closeAllConnections(), 10_000);
      await closed;
      clearTimeout(forced);
      await deps.afterAnswer.drain();
      await deps.mailer.drain();
      await relay?.close();
      outage.stop();
      await db.destroy();
    })());

  return { url, deps, stop, liveClients: () => live.size };
}
