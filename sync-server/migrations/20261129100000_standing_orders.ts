import type { Knex } from 'knex';
import { timestamps } from './columns';

/**
 * Standing orders (issue 41, docs/standing-orders.md): a regular's same order every week.
 *  - standing_settings: the owner's rules, one row once she saves them (none: no product may be
 *    standing): which products may be standing, whether a request is approved by itself, and
 *    how many standing orders each pickup takes;
 *  - standing_orders: each regular's order (the lines with the unit price she agreed to, her
 *    pickup and slot, her details), its status (requested, active, paused, declined, cancelled);
 *  - standing_placements: one row per standing order and pickup day, claimed by the transaction
 *    that places (or skips, or cannot place) that week's order, so each week is decided once,
 *    whatever restarts or servers;
 *  - orders.standingOrderId: the standing order an order was placed from (null for the others).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('standing_settings', (table) => {
    table.string('id', 20).primary();
    table.text('products').notNullable(); // JSON array of product ids
    table.boolean('autoApprove').notNullable().defaultTo(false);
    table.integer('capHome').nullable();
    table.integer('capMarket').nullable();
    timestamps(table, ['updatedAt']);
  });

  await knex.schema.createTable('standing_orders', (table) => {
    table.uuid('id').primary();
    table.uuid('fromOrderId').nullable().references('id').inTable('orders').onDelete('SET NULL');
    table.string('firstName', 80).notNullable();
    table.string('lastName', 80).notNullable();
    table.string('email', 254).notNullable();
    table.string('phone', 30).notNullable();
    table.string('paymentMethod', 20).notNullable();
    table.string('pickupLocation', 40).notNullable();
    table.string('pickupSlot', 5).nullable();
    table.text('lines').notNullable(); // JSON [{product, flavor, quantity, agreedUnitCents}]
    table.string('status', 20).notNullable();
    table.string('statusReason', 300).nullable();
    timestamps(table, ['createdAt', 'updatedAt']);
    timestamps(table, ['approvedAt'], true);
    table.index(['status', 'pickupLocation']);
  });

  await knex.schema.createTable('standing_placements', (table) => {
    table.uuid('standingOrderId').notNullable().references('id').inTable('standing_orders').onDelete('CASCADE');
    table.string('pickupDate', 10).notNullable();
    table.string('outcome', 20).notNullable(); // placed, skipped, refused
    table.uuid('orderId').nullable().references('id').inTable('orders').onDelete('SET NULL');
    table.string('reason', 300).nullable();
    timestamps(table, ['createdAt']);
    table.primary(['standingOrderId', 'pickupDate']);
  });

  await knex.schema.alterTable('orders', (table) => {
    table.uuid('standingOrderId').nullable();
    table.index(['standingOrderId']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (table) => {
    table.dropIndex(['standingOrderId']);
    table.dropColumn('standingOrderId');
  });
  await knex.schema.dropTable('standing_placements');
  await knex.schema.dropTable('standing_orders');
  await knex.schema.dropTable('standing_settings');
}
