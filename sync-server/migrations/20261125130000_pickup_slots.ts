import type { Knex } from 'knex';

/**
 * Pickup slots with the oven's capacity, and the customer's own order page (docs/orders.md):
 *  - settings gain the home pickup's end, the caps of each location (JSON, slots off) and how
 *    long before a pickup a customer may still cancel;
 *  - an order names its slot, says whether the owner booked it past a cap, and keeps how many
 *    items it holds, so a pickup's items are summed in SQL (backfilled from its lines);
 *  - pickup_locks has a row per pickup (day and location): locked by every writer that books a
 *    place there, after the products, so two servers never both give the last place.
 */
const OFF = { slotMinutes: 0, ordersPerSlot: null, itemsPerPickup: null };

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pickup_settings', (table) => {
    table.string('pickupEndTime', 5).notNullable().defaultTo('18:00');
    table.integer('cancelCutoffHours').notNullable().defaultTo(24);
    table
      .text('capacity')
      .notNullable()
      .defaultTo(JSON.stringify({ home: OFF, 'farmers-market': OFF }));
  });
  await knex.schema.alterTable('orders', (table) => {
    table.string('pickupSlot', 5).nullable();
    table.boolean('overbooked').notNullable().defaultTo(false);
    table.integer('itemCount').notNullable().defaultTo(0);
  });
  const orders = (await knex('orders').select('id', 'items')) as { id: string; items: string }[];
  for (const order of orders) {
    await knex('orders')
      .where('id', order.id)
      .update({ itemCount: itemCountOf(order.items) });
  }
  await knex.schema.createTable('pickup_locks', (table) => {
    table.string('pickupDate', 10).notNullable();
    table.string('pickupLocation', 40).notNullable();
    table.integer('revision').notNullable().defaultTo(0);
    table.primary(['pickupDate', 'pickupLocation']);
  });
}

/** The units of an order's stored lines (a migration keeps its own copy of the rule). */
function itemCountOf(items: string): number {
  try {
    const lines = JSON.parse(items) as { quantity?: unknown }[];
    return Array.isArray(lines) ? lines.reduce((sum, line) => sum + (Number(line.quantity) || 0), 0) : 0;
  } catch {
    return 0;
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('pickup_locks');
  await knex.schema.alterTable('orders', (table) => {
    for (const column of ['pickupSlot', 'overbooked', 'itemCount']) table.dropColumn(column);
  });
  await knex.schema.alterTable('pickup_settings', (table) => {
    for (const column of ['pickupEndTime', 'cancelCutoffHours', 'capacity']) table.dropColumn(column);
  });
}
