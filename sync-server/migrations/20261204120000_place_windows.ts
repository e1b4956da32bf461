import type { Knex } from 'knex';

/**
 * Several weekly windows a place (issue 49, docs/orders.md, "Her places"): her door on Tuesday and
 * on Friday. JSON text of every window, the first the same as the row's `weekday`, `startTime`
 * and `endTime`, which stay (the version before reads them). Null: that one window alone, as every
 * place had until now.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pickup_places', (table) => {
    table.text('windows').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pickup_places', (table) => {
    table.dropColumn('windows');
  });
}
