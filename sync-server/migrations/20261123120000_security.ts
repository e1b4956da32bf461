import type { Knex } from 'knex';
import { timestamps } from './columns';

/**
 * What the probe of the server asked for: an owner's limit per order on scarce products, and
 * password reset links that may stand side by side (each its own row, until used or expired).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('inventory', (table) => {
    table.integer('maxPerOrder').nullable(); // null: no limit beyond the stock
  });
  // One row per link sent: a new request no longer replaces the pending link, so a stranger who
  // knows the owner's (public) address cannot cancel the link she is about to open.
  await knex.schema.createTable('password_reset_links', (table) => {
    table.string('tokenHash', 64).primary();
    table.uuid('adminId').notNullable().references('id').inTable('admin_users').onDelete('CASCADE');
    timestamps(table, ['expiresAt', 'createdAt']);
    table.index(['adminId']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('password_reset_links');
  await knex.schema.alterTable('inventory', (table) => table.dropColumn('maxPerOrder'));
}
