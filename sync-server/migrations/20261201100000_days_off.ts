import type { Knex } from 'knex';

/**
 * Days off (issue 49, docs/orders.md, "Days off"): the days each pickup place has no pickup
 * ("no market on the 4th"), as JSON lists of "YYYY-MM-DD" by place. None to begin with: every
 * pickup the schedule gave before, it gives still.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pickup_settings', (table) => {
    table
      .text('daysOff')
      .notNullable()
      .defaultTo(JSON.stringify({ home: [], 'farmers-market': [] }));
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pickup_settings', (table) => {
    table.dropColumn('daysOff');
  });
}
