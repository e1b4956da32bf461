import type { Knex } from 'knex';
import { timestamps } from './columns';

/**
 * The waitlist (issue 41, docs/waitlist.md): a customer in line for a sold-out product.
 *  - waitlist_entries: who waits for how many of what (her cart's session, the unit price she
 *    agreed to, her e-mail if she gave one), in the order they joined; an offer is a cart hold
 *    made for her (reservationId), with its own expiry; a waiting entry counts against what other
 *    shoppers may hold until it expires;
 *  - waitlist_settings: the owner's offer time, one row once she saves it (none: 10 minutes).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('waitlist_entries', (table) => {
    table.uuid('id').primary();
    table.string('productId', 64).notNullable().references('id').inTable('inventory').onDelete('CASCADE');
    table.string('flavor', 64).nullable();
    table.integer('quantity').notNullable();
    table.string('sessionId', 128).notNullable();
    table.string('email', 254).nullable();
    table.integer('agreedUnitCents').nullable();
    table.string('status', 20).notNullable(); // waiting, offered, taken, lapsed, left
    timestamps(table, ['joinedAt', 'expiresAt']);
    timestamps(table, ['offeredAt', 'offerExpiresAt', 'servedAt'], true);
    table.uuid('reservationId').nullable();
    // Her place: taken from a counter in the join's transaction, so the line's order is the
    // order the joins committed in, on any server (two joins in one millisecond included).
    table.integer('line').notNullable();
    table.index(['productId', 'status', 'line']);
    table.index(['status', 'offerExpiresAt']);
    table.check('?? > 0', ['quantity'], 'waitlist_entries_quantity_positive');
  });
  await knex.schema.createTable('waitlist_settings', (table) => {
    table.string('id', 20).primary();
    table.integer('offerMinutes').notNullable();
    timestamps(table, ['updatedAt']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('waitlist_settings');
  await knex.schema.dropTable('waitlist_entries');
}
