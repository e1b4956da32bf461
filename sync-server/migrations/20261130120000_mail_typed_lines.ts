import type { Knex } from 'knex';

/**
 * The lines of an e-mail that carry what a customer typed (issue 45, item 23): the HTML half of
 * a mail is made from its text when it is sent, and a line with her words in it (her name, her
 * message) must stay text there, never become the bakery's link or button. JSON, the lines'
 * numbers (services/mail/mail-text.ts). Null on mail queued before: such a mail is sent with
 * every line as text, links and all, which costs the few in the queue at the upgrade their buttons.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (table) => {
    table.text('typedLines').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (table) => table.dropColumn('typedLines'));
}
