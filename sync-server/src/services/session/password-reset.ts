import { AdminSession, AdminUser, transactionRetried, type Db } from '../../db';
import { nothingChanged, type Changed } from '../announce';
import { hashPassword, hashToken, newToken } from './auth';
import { invalid } from '../errors';
import { queueMail } from '../mail/outbox';
import { passwordResetMail } from '../mail/templates';

/** A reset link works for one hour, once (docs/api.md, "Who may call"). */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Sends a reset link if the address is the owner's. Whether it is, the caller is never told:
 * the answer is the same either way, so the form cannot be used to probe for accounts.
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  options: { now: Date; publicUrl: string },
): Promise<Changed> {
  const admin = await AdminUser.query(db).findOne({ email: email.toLowerCase() });
  if (!admin) return nothingChanged;
  const token = newToken();
  // The token and its e-mail commit together: no link is sent that the database does not know.
  // Earlier links stand until used or expired: a request from anyone must not cancel hers.
  await transactionRetried(db, async (trx) => {
    await trx('password_reset_links').delete().where('expiresAt', '<=', options.now.toISOString());
    await trx('password_reset_links').insert({
      tokenHash: hashToken(token),
      adminId: admin.id,
      expiresAt: new Date(options.now.getTime() + RESET_LINK_LIFETIME_MS).toISOString(),
      createdAt: options.now.toISOString(),
    });
    const link = `${options.publicUrl}/admin-reset-password?token=${encodeURIComponent(token)}`;
    await queueMail(trx, [passwordResetMail(admin.email, link)], options.now);
  });
  return { mail: true };
}

/** Sets the new password, spends the link and signs the owner out everywhere. */
export async function resetPassword(db: Db, token: string, newPassword: string, now: Date): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  // One transaction: the password, the spent link and the ended sessions change together.
  await transactionRetried(db, async (trx) => {
    const link = (await trx('password_reset_links')
      .where({ tokenHash: hashToken(token) })
      .where('expiresAt', '>', now.toISOString())
      .first()) as { adminId: string } | undefined;
    if (!link)
      throw invalid('This reset link is invalid or has expired. Please ask for a new one.', 'invalid-reset-token');
    await AdminUser.query(trx).findById(link.adminId).patch({ passwordHash });
    // The password changed: every link of hers is spent, and every session ends.
    await trx('password_reset_links').delete().where({ adminId: link.adminId });
    await AdminSession.query(trx).delete().where({ adminId: link.adminId });
  });
}
