import type { Knex } from 'knex';

/**
 * The price a customer saw is the price she pays (issue 12): each hold keeps the unit price, in
 * cents, of the moment it was taken, and an order charges a held unit the lower of that and
 * today's price. Null for holds taken before this migration: they are charged today's price.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('cart_reservations', (table) => {
    table.integer('unitPriceCents').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('cart_reservations', (table) => table.dropColumn('unitPriceCents'));
}
