import type { Knex } from 'knex';
import { timestamps } from './columns';

/**
 * Drop notices claimed once per recipient and opening (docs/notices.md), not once per
 * opening: a customer who subscribes, or a phone that asks for pushes, while orders are paused
 * is told when they reopen for the same pickup, and nobody is told twice.
 *  - pickup_settings.ordersOpenedAt: when orders last went from closed to open (the owner's
 *    switch or the schedule); those confirmed by then are due the opening's notice;
 *  - drop_notice_recipients: one row per notice kind, opening and recipient
 *    (`subscriber:<id>`, `phone:<subscription id>`), inserted in the transaction that queues
 *    that recipient's e-mail or push: on any server, after any restart, exactly once.
 * The latest opening of each kind already announced is backfilled with everyone who was due
 * it then, so nobody hears it again after the upgrade.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pickup_settings', (table) => {
    table.timestamp('ordersOpenedAt', { useTz: true }).nullable();
  });
  await knex('pickup_settings')
    .where('ordersOpen', true)
    .update({ ordersOpenedAt: knex.ref('updatedAt') });
  await knex.schema.createTable('drop_notice_recipients', (table) => {
    table.string('kind', 20).notNullable();
    table.string('opening', 40).notNullable();
    table.string('recipient', 80).notNullable();
    timestamps(table, ['createdAt']);
    table.primary(['kind', 'opening', 'recipient']);
  });
  const latest = (await knex('drop_notices').select('kind').max({ opening: 'opening' }).groupBy('kind')) as {
    kind: string;
    opening: string;
  }[];
  for (const { kind, opening } of latest) {
    const notice = (await knex('drop_notices').where({ kind, opening }).first()) as { createdAt: string | Date };
    const at = new Date(notice.createdAt).toISOString();
    const subscribers = (await knex('subscribers')
      .where('status', 'confirmed')
      .where('confirmedAt', '<=', at)
      .pluck('id')) as string[];
    const phones = (await knex('push_topics')
      .where('topic', 'orders-open')
      .where('createdAt', '<=', at)
      .pluck('subscriptionId')) as string[];
    const rows = [...subscribers.map((id) => `subscriber:${id}`), ...phones.map((id) => `phone:${id}`)].map(
      (recipient) => ({ kind, opening, recipient, createdAt: at }),
    );
    for (let i = 0; i < rows.length; i += 100) await knex('drop_notice_recipients').insert(rows.slice(i, i + 100));
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('drop_notice_recipients');
  await knex.schema.alterTable('pickup_settings', (table) => table.dropColumn('ordersOpenedAt'));
}
