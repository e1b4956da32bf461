import type { Config } from './config';
import type { Db } from './db';
import type { Logger } from './log';
import type { ChangeFeed } from './services/changes';
import type { Clock } from './services/clock';
import type { Mailer } from './services/mail/mailer';
import type { Limits } from './services/rate-limits';

/** Everything a route needs, built once in server.ts and handed down; tests build their own. */
export interface AppDeps {
  db: Db;
  config: Config;
  clock: Clock;
  log: Logger;
  mailer: Mailer;
  changes: ChangeFeed;
  limits: Limits;
  serverEpoch: string;
  /** HMAC key of recipe photo upload links (services/uploads.ts). */
  uploadSigningKey: string;
}
