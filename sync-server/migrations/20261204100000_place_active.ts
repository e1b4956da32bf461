import type { Knex } from 'knex';

/**
 * Her own places (issue 49, docs/orders.md, "Her places"): she adds a place and may stop one. A
 * stopped place takes no new order but is never deleted, since its orders, standing orders and
 * places in line name it by id: `active` says which. Every place she had is active, as before.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pickup_places', (table) => {
    table.boolean('active').notNullable().defaultTo(true);
  });
}

export async function down(knex: Knex): Promise<void> {
  // A place she added stays, with its orders: the version before reads her first two places by id.
  await knex.schema.alterTable('pickup_places', (table) => {
    table.dropColumn('active');
  });
}
