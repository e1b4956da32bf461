import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AdminSession, AdminUser, transactionRetried, type Db } from '../../db';
import { unauthorized } from '../errors';
import { createPasswordWorkers } from './password-workers';

/**
 * The owner's sign-in (docs/api.md, "Who may call"): bcrypt password hashes; session tokens of 32
 * random bytes, stored only as their SHA-256 so a copied database opens no session; a 30-day
 * lifetime that slides with use, so a phone stays signed in through the season.
 */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Extend a session at most once a day, so reading pages does not mean a write per request. */
const SLIDE_AFTER_MS = 24 * 60 * 60 * 1000;
/**
 * bcrypt's cost: 12, a quarter second of CPU per hash or check here. The server and unit tests
 * hash at 4 (PASSWORD_HASH_COST, set in vitest.config.ts only): each pass starts about a hundred
 * servers, each hashing its owner's password, and signs in a hundred times more, a core-minute
 * of bcrypt per pass at 12 on CI's two busy cores. A hash carries its cost, so it is checked at
 * the cost it was made with, and the code paths are the same at either.
 */
const BCRYPT_COST = costFrom(process.env.PASSWORD_HASH_COST) ?? 12;
function costFrom(text: string | undefined): number | undefined {
  const cost = Number(text);
  return Number.isInteger(cost) && cost >= 4 && cost <= 31 ? cost : undefined;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');
/** Password hashing and checks run in a worker thread (password-workers.ts), never on the main one. */
const passwordWorkers = createPasswordWorkers();
export const hashPassword = (password: string) => passwordWorkers.hash(password, BCRYPT_COST);
const comparePassword = (password: string, hash: string) => passwordWorkers.compare(password, hash);

/** Hash compared when the e-mail is unknown, so a wrong address takes as long as a wrong password. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('not-the-password'));

export interface SignedInAdmin {
  id: string;
  email: string;
  sessionId: string;
  /** When the session ends unless used again (ISO 8601, UTC). */
  expiresAt: string;
}

export async function ensureAdmin(
  db: Db,
  options: { email: string; password?: string; now: Date },
): Promise<{ created: boolean; generatedPassword?: string }> {
  const existing = await AdminUser.query(db).first();
  if (existing) return { created: false };
  const generatedPassword = options.password ? undefined : randomBytes(12).toString('base64url');
  await AdminUser.query(db).insert({
    id: randomUUID(),
    email: options.email.toLowerCase(),
    passwordHash: await hashPassword(options.password ?? generatedPassword!),
    resetToken: null,
    resetTokenExpiry: null,
    lastLoginAt: null,
    createdAt: options.now.toISOString(),
  });
  return { created: true, generatedPassword };
}

export async function login(
  db: Db,
  credentials: { email: string; password: string },
  now: Date,
): Promise<{ sessionToken: string; expiresAt: string }> {
  const admin = await AdminUser.query(db).findOne({ email: credentials.email.toLowerCase() });
  const matches = await comparePassword(credentials.password, admin?.passwordHash ?? (await decoy()));
  if (!admin || !matches) throw unauthorized('Invalid email or password', 'invalid-credentials');

  const sessionToken = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString();
  await transactionRetried(db, async (trx) => {
    await AdminSession.query(trx).insert({
      id: randomUUID(),
      adminId: admin.id,
      sessionToken: hashToken(sessionToken),
      expiresAt,
      createdAt: now.toISOString(),
    });
    await AdminUser.query(trx).findById(admin.id).patch({ lastLoginAt: now.toISOString() });
  });
  return { sessionToken, expiresAt };
}

/**
 * The admin a bearer token belongs to, or null for a missing, wrong, expired or ended session.
 * Routes ask through the session cache (session-cache.ts), which remembers the answer briefly.
 */
export async function authenticate(db: Db, token: string | undefined, now: Date): Promise<SignedInAdmin | null> {
  if (!token || token.length > 200) return null;
  // One query for the session and its admin: every admin call starts here.
  const session = (await AdminSession.query(db)
    .join('admin_users', 'admin_users.id', 'admin_sessions.adminId')
    .select(
      'admin_sessions.id',
      'admin_sessions.expiresAt',
      'admin_users.id as adminId',
      'admin_users.email as adminEmail',
    )
    .where('admin_sessions.sessionToken', hashToken(token))
    .where('admin_sessions.expiresAt', '>', now.toISOString())
    .first()) as (AdminSession & { adminEmail: string }) | undefined;
  if (!session) return null;

  let expiresAt = session.expiresAt;
  const remaining = new Date(expiresAt).getTime() - now.getTime();
  if (remaining < SESSION_LIFETIME_MS - SLIDE_AFTER_MS) {
    expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString();
    await AdminSession.query(db).findById(session.id).patch({ expiresAt });
  }
  return { id: session.adminId, email: session.adminEmail, sessionId: session.id, expiresAt };
}

export async function logout(db: Db, token: string): Promise<void> {
  await AdminSession.query(db)
    .delete()
    .where({ sessionToken: hashToken(token) });
}
