import type { Knex } from 'knex';

/**
 * The oven's cap per bake day (issue 49, docs/orders.md, "The oven of a bake day"): the most
 * items one bake makes, counted across every pickup it serves (her Friday bake: her door's Friday
 * pickup and Saturday's market). Null, no cap, to begin with: every order taken before is taken
 * still. Each place's own cap (items per pickup) stays as it was, beside it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pickup_settings', (table) => {
    table.integer('ovenPerBakeDay').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pickup_settings', (table) => {
    table.dropColumn('ovenPerBakeDay');
  });
}
