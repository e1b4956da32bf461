import { isPostgres, type Tx } from './database';
import { StandingOrderRow, StandingSettingsRow } from './models/standing';

/**
 * How many standing orders run at a pickup (all but `besides`), counted under the lock of the
 * owner's caps (docs/standing-orders.md, "The cap"), so whatever adds a running standing order
 * to a pickup (her yes, a regular going on again) counts and decides one at a time: on
 * PostgreSQL the rules' row is locked until the transaction ends, so two servers cannot both
 * give the last place; on SQLite the transaction has the database's write lock already.
 */
export async function runningStandingOrders(trx: Tx, location: string, besides?: string): Promise<number> {
  if (isPostgres(trx)) await StandingSettingsRow.query(trx).forUpdate().select('id');
  const running = StandingOrderRow.query(trx).where({ status: 'active', pickupLocation: location });
  if (besides) running.whereNot('id', besides);
  return running.resultSize();
}
