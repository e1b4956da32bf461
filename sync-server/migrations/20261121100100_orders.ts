import type { Knex } from 'knex';
import { timestamps } from './columns';

/** Cart holds, orders, and the checkouts the server refused. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('cart_reservations', (table) => {
    table.uuid('id').primary();
    table.string('sessionId', 128).notNullable();
    table.string('productId', 64).notNullable().references('id').inTable('inventory').onDelete('CASCADE');
    table.string('flavor', 64).nullable();
    table.integer('quantity').notNullable();
    timestamps(table, ['expiresAt', 'createdAt']);
    table.index(['productId', 'expiresAt']);
    table.index(['sessionId', 'expiresAt']);
    table.index(['expiresAt']); // the sweeper's delete of expired holds
    table.check('?? > 0', ['quantity'], 'cart_reservations_quantity_positive');
  });

  await knex.schema.createTable('orders', (table) => {
    table.uuid('id').primary();
    table.string('sessionId', 128).notNullable();
    table.string('firstName', 80).notNullable();
    table.string('lastName', 80).notNullable();
    table.string('email', 254).notNullable();
    table.string('phone', 30).notNullable();
    table.string('paymentMethod', 20).notNullable();
    table.string('pickupLocation', 40).notNullable().defaultTo('home');
    table.text('items').notNullable(); // JSON array of priced lines
    table.decimal('total', 10, 2).notNullable();
    timestamps(table, ['createdAt']);
    table.index(['createdAt']);
  });

  await knex.schema.createTable('failed_order_attempts', (table) => {
    table.uuid('id').primary();
    table.string('sessionId', 128).nullable();
    table.string('firstName', 80).nullable();
    table.string('lastName', 80).nullable();
    table.string('email', 254).nullable();
    table.string('phone', 30).nullable();
    table.string('paymentMethod', 20).nullable();
    table.string('pickupLocation', 40).nullable();
    table.text('items').nullable();
    table.decimal('total', 10, 2).nullable();
    table.string('failureReason', 40).notNullable();
    table.string('failedItem', 200).nullable();
    table.text('failureDetail').nullable(); // the message the customer was shown
    timestamps(table, ['createdAt']);
    table.index(['createdAt']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('failed_order_attempts');
  await knex.schema.dropTable('orders');
  await knex.schema.dropTable('cart_reservations');
}
