import type { Knex } from 'knex';
import { timestamps } from './columns';

/**
 * Stock per bake day (issue 49, docs/orders.md, "Stock of a bake day"). A row is one product's
 * stock for one bake: what is left of what she bakes that day. A bake without a row has the
 * product's usual number (`inventory.stock`, which from here on is what she usually bakes), and
 * gets its row the first time an order takes from it or she sets it.
 *
 * Nothing is copied: until a bake has a row it reads the usual, which is the stock as it stood
 * before the upgrade, so the shop shows what it showed. The first sale after it makes the row.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('bake_stock', (table) => {
    table.string('productId').notNullable().references('id').inTable('inventory').onDelete('CASCADE');
    table.string('bakeDay', 10).notNullable();
    table.integer('stock').notNullable();
    timestamps(table, ['updatedAt']);
    table.primary(['productId', 'bakeDay']);
    table.check('?? >= 0', ['stock'], 'bake_stock_not_negative');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('bake_stock');
}
