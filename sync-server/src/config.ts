import { readFileSync } from 'node:fs';
import ms from 'ms';
import path from 'node:path';
import { z } from 'zod';
import { bakery } from '#shared/bakery';
import type { DatabaseTarget } from '../../knexfile';

/**
 * The server's whole configuration, read once from the environment. Every variable is optional;
 * the defaults serve one bakery from one machine (docs/operations.md).
 */
const duration = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((text, ctx) => {
      const value = ms(text as ms.StringValue);
      if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
        ctx.addIssue({ code: 'custom', message: `"${text}" is not a duration like 15m or 90s` });
        return z.NEVER;
      }
      return value;
    });

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_FILE: z.string().default('data/bakery.sqlite'),
  /** postgres://user:password@host:5432/bakery selects PostgreSQL instead of the SQLite file. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL starts with postgres:// (leave it unset for SQLite)')
    .optional(),
  /** Connections each server keeps to PostgreSQL. */
  // At least 2: start-up holds one connection for its advisory lock while it migrates on another.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2, 'DATABASE_POOL_SIZE is at least 2').default(10),
  /** The owner's login, and where order and contact notices go; unset, the contact address. */
  ADMIN_EMAIL: z.email().optional(),
  /**
   * Where customers write: shown on the site, the Reply-To of their e-mails, the pages' schema.org
   * data. Unset, the address MAIL_FROM sends from, or the bakery's own (shared bakery.ts).
   */
  CONTACT_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  RESERVATION_TTL: duration('15m'),
  /** The longest a cart keeps its holds, counted from its first hold, however often it re-holds. */
  CART_MAX_LIFETIME: duration('45m'),
  SMTP_URL: z.string().url().optional(),
  /** The sender of every e-mail; unset, the bakery's name and its contact address. */
  MAIL_FROM: z.string().optional(),
  MAIL_OUTBOX_DIR: z.string().default('data/outbox'),
  /**
   * DKIM signing of every e-mail (docs/deploy.md, "E-mail that arrives"): the domain of
   * MAIL_FROM, the selector its DNS TXT record is published under (<selector>._domainkey.<domain>)
   * and the file of the private key (PEM). All three, or none.
   */
  DKIM_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'DKIM_DOMAIN is a domain, like bakery.example')
    .optional(),
  DKIM_SELECTOR: z
    .string()
    .regex(/^[a-z0-9-]+$/i, 'DKIM_SELECTOR is a word, like mail')
    .optional(),
  DKIM_PRIVATE_KEY_FILE: z.string().optional(),
  UPLOAD_DIR: z.string().default('data/uploads'),
  /**
   * Where recipe photos are kept: `folder` (UPLOAD_DIR) or `database`, which every server
   * reaches. Unset: the database on PostgreSQL, the folder on SQLite.
   */
  PHOTO_STORAGE: z.enum(['folder', 'database']).optional(),
  PUBLIC_URL: z.string().url().optional(),
  BAKERY_TZ: z.string().default(bakery.timeZone),
  /** Holds, releases and orders per client address per minute. */
  CART_WRITES_PER_MINUTE: positiveInt(120),
  /**
   * How often, at most, the shop's open screens get the latest counts while they keep changing
   * (the opening rush); the first change after a quiet spell, and every edit of the owner's, go at once.
   */
  LIVE_COUNTS_EVERY: duration('200ms'),
  /** Live sockets (/ws, /ws/admin) one client address may hold open at once. */
  LIVE_SOCKETS_PER_ADDRESS: positiveInt(32),
  /** Contact messages, reviews and comments per client address per hour. */
  MESSAGES_PER_HOUR: positiveInt(20),
  /**
   * How many reverse proxies in front of the server set X-Forwarded-For: the client's address is
   * the entry that many hops from the right, never a first entry the client wrote itself.
   * "true" means one proxy; "false" or 0, none (the header is ignored).
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      if (value === 'false') return 0;
      if (value === 'true') return 1;
      if (/^\d{1,2}$/.test(value)) return Number(value);
      ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY is false, true or a number of proxies' });
      return z.NEVER;
    }),
  /** Where `npm run db:backup` and the server's timed backups go (docs/operations.md, "Backups"). */
  BACKUP_DIR: z.string().default('data/backups'),
  /** How often the server takes a backup by itself: a duration (1h, 30m), or off. */
  BACKUP_INTERVAL: z
    .string()
    .default('1h')
    .transform((text, ctx) => {
      if (text === 'off') return null;
      const value = ms(text as ms.StringValue);
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 1000) {
        ctx.addIssue({ code: 'custom', message: `"${text}" is not off or a duration of a second or more, like 1h` });
        return z.NEVER;
      }
      return value;
    }),
  /** How many backups the server keeps (the newest; older ones are removed after each backup). */
  BACKUP_KEEP: z.coerce.number().int().min(1, 'BACKUP_KEEP is at least 1').max(10_000).default(48),
  STATIC_DIR: z.string().default('dist'),
  /** "off" sends every page as the app shell, as before the server rendered them (a way back). */
  PAGE_RENDERING: z.enum(['on', 'off']).default('on'),
  LOG_LEVEL: z.enum(['silent', 'error', 'info']).default('info'),
  /**
   * For tests only, never in production: 1 also accepts Web Push endpoints on this machine's
   * loopback (http://127.0.0.1:..., http://localhost:...), where a test push service listens.
   */
  PUSH_ALLOW_LOCAL: z.enum(['0', '1']).default('0'),
  /** GET /metrics for Prometheus, to requests carrying this token (http/metrics.ts); unset, off. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN is at least 16 characters (openssl rand -hex 16)').optional(),
  /** Once serving, log what `npm run doctor` finds (the container image sets it). */
  DOCTOR_AT_START: z.enum(['0', '1']).default('0'),
  CHECK_ANSWERS: z.enum(['0', '1']).default('0'),
  /**
   * Where mail is composed (services/mail/composer.ts): in its own thread, or, for the server
   * tests only, in the caller's (a test file's server would start a thread for its first mail).
   */
  MAIL_COMPOSER: z.enum(['thread', 'caller']).default('thread'),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  // An empty variable (ADMIN_PASSWORD= in a service file) means "not set", not "empty".
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`The server's environment is not valid:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  if (!isValidTimeZone(e.BAKERY_TZ)) throw new Error(`BAKERY_TZ "${e.BAKERY_TZ}" is not a time zone`);
  const contactEmail = (e.CONTACT_EMAIL ?? addressIn(e.MAIL_FROM) ?? bakery.contactEmail).toLowerCase();
  const adminEmail = (e.ADMIN_EMAIL ?? contactEmail).toLowerCase();
  return {
    port: e.PORT,
    host: e.HOST,
    database: (e.DATABASE_URL
      ? { client: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { client: 'sqlite', file: path.resolve(e.DATABASE_FILE) }) satisfies DatabaseTarget as DatabaseTarget,
    adminEmail,
    adminPassword: e.ADMIN_PASSWORD,
    reservationTtlMs: e.RESERVATION_TTL,
    cartMaxLifetimeMs: e.CART_MAX_LIFETIME,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `"${bakery.name}" <${contactEmail}>`,
    /** Where customers write (CONTACT_EMAIL): public, unlike the owner's login. */
    contactEmail,
    dkim: dkimSettings(e),
    /** Where new-order and contact notices go: the owner, who is the admin. */
    ownerEmail: adminEmail,
    mailOutboxDir: path.resolve(e.MAIL_OUTBOX_DIR),
    uploadDir: path.resolve(e.UPLOAD_DIR),
    photoStorage: e.PHOTO_STORAGE ?? (e.DATABASE_URL ? 'database' : 'folder'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    bakeryTimeZone: e.BAKERY_TZ,
    cartWritesPerMinute: e.CART_WRITES_PER_MINUTE,
    messagesPerHour: e.MESSAGES_PER_HOUR,
    liveSocketsPerAddress: e.LIVE_SOCKETS_PER_ADDRESS,
    liveCountsEveryMs: e.LIVE_COUNTS_EVERY,
    /** Proxy hops that set X-Forwarded-For; 0 when the server faces the internet itself. */
    proxyHops: e.TRUST_PROXY,
    backupDir: path.resolve(e.BACKUP_DIR),
    /** Milliseconds between timed backups, or null: off. */
    backupIntervalMs: e.BACKUP_INTERVAL,
    backupKeep: e.BACKUP_KEEP,
    staticDir: path.resolve(e.STATIC_DIR),
    renderPages: e.PAGE_RENDERING === 'on',
    logLevel: e.LOG_LEVEL,
    pushAllowLocal: e.PUSH_ALLOW_LOCAL === '1',
    metricsToken: e.METRICS_TOKEN,
    doctorAtStart: e.DOCTOR_AT_START === '1',
    /** Whether PUBLIC_URL was given: unset, the links in e-mails name localhost (the doctor says so). */
    publicUrlSet: e.PUBLIC_URL !== undefined,
    // Tests only: every answer is checked against its entry's schema (http/run-calls.ts); a mismatch is a 500.
    checkAnswers: e.CHECK_ANSWERS === '1',
    mailComposer: e.MAIL_COMPOSER,
  };
}

/** The address of a From line ('"Bakery" <hello@shop.example>' or a bare address), if it has one. */
function addressIn(from: string | undefined): string | undefined {
  const address = from && (/<([^<>]+)>\s*$/.exec(from)?.[1] ?? from).trim();
  return address && z.email().safeParse(address).success ? address : undefined;
}

/** The DKIM signing settings as nodemailer takes them, or undefined when none are given. */
function dkimSettings(e: { DKIM_DOMAIN?: string; DKIM_SELECTOR?: string; DKIM_PRIVATE_KEY_FILE?: string }) {
  const given = [e.DKIM_DOMAIN, e.DKIM_SELECTOR, e.DKIM_PRIVATE_KEY_FILE].filter(Boolean).length;
  if (given === 0) return undefined;
  if (given < 3) throw new Error('DKIM needs all of DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE, or none');
  let privateKey: string;
  try {
    privateKey = readFileSync(e.DKIM_PRIVATE_KEY_FILE!, 'utf8');
  } catch (error) {
    throw new Error(`DKIM_PRIVATE_KEY_FILE cannot be read: ${(error as Error).message}`);
  }
  if (!/-----BEGIN (RSA )?PRIVATE KEY-----/.test(privateKey))
    throw new Error('DKIM_PRIVATE_KEY_FILE is not a PEM private key');
  return { domainName: e.DKIM_DOMAIN!.toLowerCase(), keySelector: e.DKIM_SELECTOR!, privateKey };
}

function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
