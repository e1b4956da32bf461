import type { Knex } from 'knex';
import { timestamps } from './columns';

/**
 * Market day (issue 40, docs/market-day.md): the owner's stall at the farmers market.
 *  - market_days: one per market date (two phones that start it offline start the same day):
 *    what she brought (JSON lines of product, flavor, quantity), the cash box's opening cash,
 *    from when a preorder not picked up may be released to the table, and her cash count;
 *  - stall_sales: each sale over the table, by the id her phone made (a replay lands once),
 *    with its priced lines, what her phone charged and what the list said; undone, not deleted;
 *  - market_handovers: a preorder handed over at the stall, once per order (two phones tapping
 *    it count once), with what was taken for it there;
 *  - market_releases: a no-show's preorder released to the table, once per order.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('market_days', (table) => {
    table.string('date', 10).primary();
    table.text('brought').notNullable();
    table.decimal('openingCash', 10, 2).notNullable().defaultTo(0);
    table.string('releaseAfter', 5).nullable();
    table.decimal('cashCounted', 10, 2).nullable();
    timestamps(table, ['startedAt', 'updatedAt']);
    timestamps(table, ['closedAt'], true);
  });

  await knex.schema.createTable('stall_sales', (table) => {
    table.uuid('id').primary();
    table.string('date', 10).notNullable().references('date').inTable('market_days').onDelete('CASCADE');
    table.text('lines').notNullable();
    table.string('paymentMethod', 20).notNullable();
    table.decimal('total', 10, 2).notNullable();
    table.decimal('listTotal', 10, 2).notNullable();
    table.decimal('cashGiven', 10, 2).nullable();
    timestamps(table, ['soldAt', 'recordedAt']);
    timestamps(table, ['undoneAt'], true);
    table.index(['date']);
  });

  await knex.schema.createTable('market_handovers', (table) => {
    table.uuid('orderId').primary().references('id').inTable('orders').onDelete('CASCADE');
    table.string('date', 10).notNullable().references('date').inTable('market_days').onDelete('CASCADE');
    table.string('paidHere', 20).nullable();
    table.decimal('amount', 10, 2).notNullable().defaultTo(0);
    timestamps(table, ['handedAt']);
    table.index(['date']);
  });

  await knex.schema.createTable('market_releases', (table) => {
    table.uuid('orderId').primary().references('id').inTable('orders').onDelete('CASCADE');
    table.string('date', 10).notNullable().references('date').inTable('market_days').onDelete('CASCADE');
    timestamps(table, ['releasedAt']);
    table.index(['date']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('market_releases');
  await knex.schema.dropTable('market_handovers');
  await knex.schema.dropTable('stall_sales');
  await knex.schema.dropTable('market_days');
}
