import type { Config } from './config';
import type { Db } from './db';
import type { AppDeps } from './deps';
import { createUpgradeGuard } from './live/upgrade-guard';
import type { Logger } from './log';
import { createAfterAnswer } from './services/after-answer';
import { createCatalogueCache } from './services/catalogue/catalogue-cache';
import type { ChangeFeed } from './services/changes';
import type { Clock } from './services/clock';
import { databasePhotoStore, folderPhotoStore } from './services/content/photo-store';
import type { DatabaseOutage } from './services/database-outage';
import { createHoldDesk } from './services/holds/holds';
import { createMailer } from './services/mail/mailer';
import { createMailTransport, type MailTransport } from './services/mail/transport';
import type { MomentSources } from './services/moment';
import { createOrderDesk } from './services/orders/orders';
import { createPublicSettings } from './services/pickups/public-settings';
import { createPushSender } from './services/push/push-sender';
import type { VapidKeys } from './services/push/vapid';
import { createLimits } from './services/rate-limits';
import { createSessionCache, SESSION_TRUST_MS } from './services/session/session-cache';

/** The database's keys and facts a server reads (or makes) at start, under the start-up lock. */
export interface ServerKeys {
  serverEpoch: string;
  uploadSigningKey: string;
  orderLinkKey: string;
  subscriberLinkKey: string;
  vapid: VapidKeys;
}

/** What the server made before its deps: the database, its outage watch and the change feed. */
export interface ServerBase {
  db: Db;
  config: Config;
  clock: Clock;
  log: Logger;
  serverId: string;
  outage: DatabaseOutage;
  changes: ChangeFeed;
}

/**
 * Everything a route needs (deps.ts), built once: the mailer with its two deliveries, the hold
 * and order desks, the caches, the limits, the sessions, the photos. Returns the mail transport
 * too, which the start-up line names.
 */
export function createDeps(base: ServerBase, keys: ServerKeys): { deps: AppDeps; transport: MailTransport } {
  const { db, config, clock, log, serverId, outage, changes } = base;
  const { orderLinkKey, subscriberLinkKey, vapid } = keys;
  /** What every moment of a call or a job is built of (services/moment.ts). */
  const sources: MomentSources = { config, orderLinkKey, subscriberLinkKey };
  const transport = createMailTransport({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    replyTo: config.contactEmail,
    outboxDir: config.mailOutboxDir,
    publicUrl: config.publicUrl,
    dkim: config.dkim,
    composeIn: config.mailComposer,
  });
  const publicSettings = createPublicSettings({
    db,
    changes,
    clock,
    sources,
    contactEmail: config.contactEmail,
  });
  const shopBake = () => publicSettings.bakeDay();
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
    holds: createHoldDesk({
      db,
      clock,
      shopBake,
      bakesTaking: () => publicSettings.bakesTaking(),
      ttlMs: config.reservationTtlMs,
      maxLifetimeMs: config.cartMaxLifetimeMs,
    }),
    orders: createOrderDesk({ db, clock, sources }),
    catalogue: createCatalogueCache({ db, changes, clock, shopBake: publicSettings }),
    publicSettings,
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
    serverEpoch: keys.serverEpoch,
    serverId,
    uploadSigningKey: keys.uploadSigningKey,
    orderLinkKey,
    subscriberLinkKey,
    vapidPublicKey: vapid.publicKey,
  };
  return { deps, transport };
}
