import type { Config } from './config';
import type { AfterAnswer } from './services/after-answer';
import type { Db } from './db';
import type { Logger } from './log';
import type { CatalogueCache } from './services/catalogue/catalogue-cache';
import type { DatabaseOutage } from './services/database-outage';
import type { ChangeFeed } from './services/changes';
import type { HoldDesk } from './services/holds/holds';
import type { OrderDesk } from './services/orders/orders';
import type { Clock } from './services/clock';
import type { Mailer } from './services/mail/mailer';
import type { PhotoStore } from './services/content/photo-store';
import type { PublicSettings } from './services/pickups/public-settings';
import type { Limits } from './services/rate-limits';
import type { SessionCache } from './services/session/session-cache';
import type { UpgradeGuard } from './live/upgrade-guard';

/** Everything a route needs, built once in server.ts and handed down; tests build their own. */
export interface AppDeps {
  db: Db;
  config: Config;
  clock: Clock;
  log: Logger;
  /** Says once that the database is unreachable, and when it is back (services/database-outage.ts). */
  outage: DatabaseOutage;
  mailer: Mailer;
  /** Work begun after a request's answer, and waited for at stop (services/after-answer.ts). */
  afterAnswer: AfterAnswer;
  changes: ChangeFeed;
  /** Takes cart holds, deciding concurrent ones together (services/holds/holds.ts). */
  holds: HoldDesk;
  /** Places orders, placing concurrent ones together (services/orders/orders.ts). */
  orders: OrderDesk;
  /** The public catalogue, serialised once per change (services/catalogue/catalogue-cache.ts). */
  catalogue: CatalogueCache;
  /** The public pickup settings with each next pickup's places, kept until a change (services/pickups/public-settings.ts). */
  publicSettings: PublicSettings;
  limits: Limits;
  /** The owner's sessions recently found valid (services/session/session-cache.ts). */
  sessions: SessionCache;
  /** Who may open a live socket: same origin, a few per address (live/upgrade-guard.ts). */
  upgradeGuard: UpgradeGuard;
  serverEpoch: string;
  /** This process among the servers sharing the database: holder of job leases, origin of changes. */
  serverId: string;
  /** Recipe photos and their upload links: a folder, or the database (services/content/photo-store.ts). */
  photos: PhotoStore;
  /** HMAC key of recipe photo upload links (services/content/uploads.ts). */
  uploadSigningKey: string;
  /** HMAC key of customers' signed links: her order, her standing order, her place in line (services/links.ts). */
  orderLinkKey: string;
  /** HMAC key of subscribers' confirm and unsubscribe links (services/links.ts). */
  subscriberLinkKey: string;
  /** The bakery's VAPID public key, handed to phones that subscribe to pushes. */
  vapidPublicKey: string;
}
