import type { Knex } from 'knex';
import { timestamps } from './columns';

/** The products the bakery sells and the one row of pickup settings. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('inventory', (table) => {
    table.string('id', 64).primary();
    table.string('name', 120).notNullable();
    table.integer('stock').notNullable().defaultTo(0);
    table.decimal('price', 10, 2).nullable();
    table.text('flavors').nullable(); // JSON: flavor key -> {name, price, ingredients?, allergens?}
    table.integer('minimumOrder').notNullable().defaultTo(1);
    table.boolean('visible').notNullable().defaultTo(true);
    table.text('ingredients').nullable();
    table.text('allergens').notNullable().defaultTo('[]'); // JSON array of strings
    table.integer('sortOrder').notNullable().defaultTo(0);
    // Bumped by every change to stock, holds, price or visibility. Writers bump it FIRST so the
    // transaction holds the write lock before it reads stock (see sync-server/src/db/locks.ts).
    table.integer('revision').notNullable().defaultTo(0);
    timestamps(table, ['updatedAt']);
    table.check('?? >= 0', ['stock'], 'inventory_stock_not_negative');
    table.check('?? >= 1', ['minimumOrder'], 'inventory_minimum_order_positive');
  });

  await knex.schema.createTable('pickup_settings', (table) => {
    table.string('id', 32).primary().defaultTo('default');
    table.text('pickupDate').notNullable().defaultTo('');
    table.text('pickupAddress').notNullable().defaultTo('');
    table.boolean('ordersOpen').notNullable().defaultTo(true);
    table.text('bannerMessage').notNullable().defaultTo('Order now for pickup');
    table.boolean('autoManage').notNullable().defaultTo(true);
    // The weekly schedule auto-manage follows, in BAKERY_TZ (docs/api.md, "Who may call").
    table.integer('pickupWeekday').notNullable().defaultTo(5);
    table.string('pickupTime', 5).notNullable().defaultTo('15:00');
    table.integer('cutoffHours').notNullable().defaultTo(48);
    timestamps(table, ['updatedAt']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('pickup_settings');
  await knex.schema.dropTable('inventory');
}
