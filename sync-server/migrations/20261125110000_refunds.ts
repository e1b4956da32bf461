import type { Knex } from 'knex';
import { timestamps } from './columns';

/**
 * A cancelled order that was paid owes the customer her money (issue 23): it shows "refund due"
 * until the owner marks it refunded, which sets paymentStatus to 'refunded' and this time.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (table) => timestamps(table, ['refundedAt'], true));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (table) => table.dropColumn('refundedAt'));
}
