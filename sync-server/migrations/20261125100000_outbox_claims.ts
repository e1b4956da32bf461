import type { Knex } from 'knex';

/**
 * The outbox as one queue for every kind of delivery (issue 24):
 *  - channel: how a row goes out; 'mail' today, Web Push next (docs/notices.md), so a
 *    push is another row of the same exactly-once outbox, claimed, sent and marked the same way;
 *  - claimedBy: the server sending it now. Its mark "sent" and its lease renewals apply only
 *    while the claim is still its own, so a server that overran its lease cannot mark a row
 *    another server has taken since.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (table) => {
    table.string('channel', 20).notNullable().defaultTo('mail');
    table.string('claimedBy', 100).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (table) => {
    table.dropColumn('claimedBy');
    table.dropColumn('channel');
  });
}
