import type { Knex } from 'knex';
import { timestamps } from './columns';

/**
 * The waitlist for a full pickup or slot (issue 41, docs/waitlist.md): a customer in line for a
 * place at the next pickup of a location, at one time where it has slots, for as many items as
 * her cart held. A waiting or offered place in line counts as a booked place for every other
 * shopper (db/pickup-bookings.ts), so a place that comes back (a cancel, a move) is the line's;
 * an offer is the place kept for her until `offerExpiresAt`. Its place in the order of joining
 * comes from the waitlist's counter, as a product's line does.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('place_waitlist_entries', (table) => {
    table.uuid('id').primary();
    table.string('pickupDate', 10).notNullable();
    table.string('pickupLocation', 20).notNullable();
    table.string('pickupSlot', 5).nullable(); // null: the pickup has no slots (its oven is full)
    table.integer('items').notNullable();
    table.string('sessionId', 128).notNullable();
    table.string('email', 254).nullable();
    table.string('status', 20).notNullable(); // waiting, offered, taken, lapsed, left
    timestamps(table, ['joinedAt', 'expiresAt']);
    timestamps(table, ['offeredAt', 'offerExpiresAt', 'servedAt'], true);
    table.integer('line').notNullable();
    table.index(['pickupDate', 'pickupLocation', 'status', 'line']);
    table.check('?? > 0', ['items'], 'place_waitlist_entries_items_positive');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('place_waitlist_entries');
}
