import type { Knex } from 'knex';

/**
 * Standing orders, as tried by their users (issue 45, docs/standing-orders.md):
 *  - standing_orders.pendingLines: more than the bakery agreed to, asked for by the regular and
 *    waiting for the owner's yes (JSON lines as `lines`; null: nothing waits). Each week is
 *    placed with `lines` until she says yes;
 *  - standing_orders.statusBy: who paused or stopped it last ('regular' or 'bakery'), so a pause
 *    the bakery made is the bakery's to lift.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('standing_orders', (table) => {
    table.text('pendingLines').nullable();
    table.string('statusBy', 20).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('standing_orders', (table) => {
    table.dropColumn('statusBy');
    table.dropColumn('pendingLines');
  });
}
