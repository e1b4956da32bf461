import type { Knex } from 'knex';

/**
 * The market's table is its own stock (issue 45, docs/market-day.md): where a market preorder
 * stands against the table becomes a property of the order itself, so every sum of orders (the
 * pickup's money, the dashboard, the CSV) reads it without a join.
 *  - orders.releasedAt: a no-show released to the table (its loaves are the table's to sell
 *    again); was the market_releases table, moved here row by row and then dropped;
 *  - orders.anotherBakeAt: a preorder the owner will hand over from another bake, because the
 *    table was oversold (its loaves are no longer the table's to keep);
 *  - market_days.reopenedAt: a sale, undo or handover that reached the server after her close
 *    reopened the day's count; cleared by her next close.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (table) => {
    table.timestamp('releasedAt', { useTz: true }).nullable();
    table.timestamp('anotherBakeAt', { useTz: true }).nullable();
  });
  const releases = (await knex('market_releases').select('orderId', 'releasedAt')) as {
    orderId: string;
    releasedAt: string | Date;
  }[];
  for (const release of releases) {
    await knex('orders').where('id', release.orderId).update({ releasedAt: release.releasedAt });
  }
  await knex.schema.dropTable('market_releases');
  await knex.schema.alterTable('market_days', (table) => {
    table.timestamp('reopenedAt', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('market_days', (table) => {
    table.dropColumn('reopenedAt');
  });
  await knex.schema.createTable('market_releases', (table) => {
    table.uuid('orderId').primary().references('id').inTable('orders').onDelete('CASCADE');
    table.string('date', 10).notNullable().references('date').inTable('market_days').onDelete('CASCADE');
    table.timestamp('releasedAt', { useTz: true }).notNullable();
    table.index(['date']);
  });
  const released = (await knex('orders')
    .whereNotNull('releasedAt')
    .whereIn('pickupDate', knex('market_days').select('date'))
    .select('id', 'pickupDate', 'releasedAt')) as { id: string; pickupDate: string; releasedAt: string | Date }[];
  for (const order of released) {
    await knex('market_releases').insert({ orderId: order.id, date: order.pickupDate, releasedAt: order.releasedAt });
  }
  await knex.schema.alterTable('orders', (table) => {
    table.dropColumn('releasedAt');
    table.dropColumn('anotherBakeAt');
  });
}
