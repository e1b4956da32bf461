import type { Db } from './database';

const TABLE = 'mail_throttle';
const NEVER = new Date(0).toISOString();

/**
 * At most one e-mail of a kind to an address in `spanMs` (docs/waitlist.md, "Joining"), whoever
 * asks for it and however often: the address's row is claimed by one conditional UPDATE in the
 * caller's transaction, so two requests at the same moment, on two servers, send one. True when
 * this request may send it. Addresses are compared without case or spaces around them.
 */
export async function claimMailTo(
  trx: Db,
  mail: { kind: string; to: string },
  now: Date,
  spanMs: number,
): Promise<boolean> {
  const row = { kind: mail.kind, recipient: mail.to.trim().toLowerCase() };
  await trx(TABLE)
    .insert({ ...row, lastMailAt: NEVER })
    .onConflict(['kind', 'recipient'])
    .ignore();
  const claimed = await trx(TABLE)
    .where(row)
    .where('lastMailAt', '<=', new Date(now.getTime() - spanMs).toISOString())
    .update({ lastMailAt: now.toISOString() });
  return claimed === 1;
}
