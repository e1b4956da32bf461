import type { Knex } from 'knex';

/**
 * How many standing orders each of her places takes (issue 49, docs/standing-orders.md): a
 * column of each place's row, so a place she adds has its own cap. Her first two places' caps
 * are carried over from the standing rules' own columns (`capHome`, `capMarket`), which stay,
 * written still, for a server of the version before (expand, then contract).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pickup_places', (table) => {
    table.integer('standingCap').nullable();
  });
  const rules = (await knex('standing_settings').where({ id: 'default' }).first()) as
    { capHome: number | null; capMarket: number | null } | undefined;
  if (!rules) return;
  await knex('pickup_places').where({ id: 'home' }).update({ standingCap: rules.capHome });
  await knex('pickup_places').where({ id: 'farmers-market' }).update({ standingCap: rules.capMarket });
}

export async function down(knex: Knex): Promise<void> {
  const caps = (await knex('pickup_places').whereIn('id', ['home', 'farmers-market']).select('id', 'standingCap')) as {
    id: string;
    standingCap: number | null;
  }[];
  const capOf = (id: string) => caps.find((row) => row.id === id)?.standingCap ?? null;
  await knex('standing_settings')
    .where({ id: 'default' })
    .update({ capHome: capOf('home'), capMarket: capOf('farmers-market') });
  await knex.schema.alterTable('pickup_places', (table) => {
    table.dropColumn('standingCap');
  });
}
