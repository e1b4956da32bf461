import ms from 'ms';
import path from 'node:path';
import { z } from 'zod';
import { bakery } from '#shared/bakery';

/**
 * The server's whole configuration, read once from the environment. Every variable is optional;
 * the defaults serve one bakery from one machine (CONTRACT.md section 1).
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
  ADMIN_EMAIL: z.email().default(bakery.contactEmail),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  RESERVATION_TTL: duration('15m'),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default(`"${bakery.name}" <${bakery.contactEmail}>`),
  MAIL_OUTBOX_DIR: z.string().default('data/outbox'),
  UPLOAD_DIR: z.string().default('data/uploads'),
  PUBLIC_URL: z.string().url().optional(),
  BAKERY_TZ: z.string().default('America/Denver'),
  /** Holds, releases and orders per client address per minute. */
  CART_WRITES_PER_MINUTE: positiveInt(120),
  /** Contact messages, reviews and comments per client address per hour. */
  MESSAGES_PER_HOUR: positiveInt(20),
  /** Set when a reverse proxy sets X-Forwarded-For, so limits see the customer's address. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  STATIC_DIR: z.string().default('dist'),
  LOG_LEVEL: z.enum(['silent', 'error', 'info']).default('info'),
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
  return {
    port: e.PORT,
    host: e.HOST,
    databaseFile: path.resolve(e.DATABASE_FILE),
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    reservationTtlMs: e.RESERVATION_TTL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    /** Where new-order and contact notices go: the owner, who is the admin. */
    ownerEmail: e.ADMIN_EMAIL.toLowerCase(),
    mailOutboxDir: path.resolve(e.MAIL_OUTBOX_DIR),
    uploadDir: path.resolve(e.UPLOAD_DIR),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    bakeryTimeZone: e.BAKERY_TZ,
    cartWritesPerMinute: e.CART_WRITES_PER_MINUTE,
    messagesPerHour: e.MESSAGES_PER_HOUR,
    trustProxy: e.TRUST_PROXY,
    staticDir: path.resolve(e.STATIC_DIR),
    logLevel: e.LOG_LEVEL,
  };
}

function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
