import type { Knex } from 'knex';

/**
 * A customer's own changes to her order, told as they happen (issue 37):
 *  - orders.calendarSequence: the SEQUENCE of the order's calendar event (RFC 5545), raised by
 *    every change of its time or status, so a calendar that has the event takes the new one;
 *  - mail_outbox.attachments: files sent with a message (JSON: filename, contentType, content),
 *    the updated event with the e-mail that tells her of her new pickup time;
 *  - a cancel she made herself read "Cancelled by you online", also on the owner's card: it now
 *    says who did it as the owner reads it (her own page still says "you").
 */
const BEFORE = 'Cancelled by you online';
const AFTER = 'Cancelled by the customer online';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (table) => {
    table.integer('calendarSequence').notNullable().defaultTo(0);
  });
  await knex.schema.alterTable('mail_outbox', (table) => {
    table.text('attachments').nullable();
  });
  await knex('orders').where({ statusReason: BEFORE }).update({ statusReason: AFTER });
}

export async function down(knex: Knex): Promise<void> {
  await knex('orders').where({ statusReason: AFTER }).update({ statusReason: BEFORE });
  await knex.schema.alterTable('mail_outbox', (table) => table.dropColumn('attachments'));
  await knex.schema.alterTable('orders', (table) => table.dropColumn('calendarSequence'));
}
