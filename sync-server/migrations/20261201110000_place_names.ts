import type { Knex } from 'knex';

/**
 * Her places by name (issue 49, docs/orders.md, "Her places"): the market's name and address, as
 * they were written into the app before (the Bozeman Farmers Market at the Gallatin County
 * Fairgrounds), and a note for customers at each place, none to begin with.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pickup_settings', (table) => {
    table.string('marketName', 100).notNullable().defaultTo('Bozeman Farmers Market');
    table
      .string('marketAddress', 300)
      .notNullable()
      .defaultTo('Gallatin County Fairgrounds, 901 N Black Ave, Bozeman, MT 59715');
    table.string('marketNote', 300).notNullable().defaultTo('');
    table.string('pickupNote', 300).notNullable().defaultTo('');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pickup_settings', (table) => {
    for (const column of ['pickupNote', 'marketNote', 'marketAddress', 'marketName']) table.dropColumn(column);
  });
}
