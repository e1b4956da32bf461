import type { Knex } from 'knex';
import { timestamps } from './columns';

/**
 * Coming back every week (docs/notices.md):
 *  - subscribers: "tell me when orders open", double opt-in. The address is unique; its status
 *    is pending until the link in the confirm e-mail is opened, confirmed, or unsubscribed.
 *    confirmNonce is part of the confirm link's MAC, so a new request makes old links useless;
 *    lastMailAt throttles confirm e-mails to one address;
 *  - push_subscriptions: a phone's Web Push subscription (its endpoint, unique by hash, and its
 *    keys); push_topics: what that phone hears of. An `owner` topic names the admin session that
 *    asked for it and goes with that session (logout, password reset);
 *  - drop_notices: one row per notice kind and opening (the pickup it takes orders for), claimed
 *    in the transaction that queues its e-mails and pushes: exactly once across servers;
 *  - mail_outbox.headers: extra headers of one message (List-Unsubscribe on every notice);
 *  - pickup_settings.notices: the owner's switches and quiet hours (JSON, shared notices.ts).
 */
const DEFAULT_NOTICES = {
  ordersOpen: true,
  closingSoonHours: null,
  orderReady: true,
  ownerNewOrder: true,
  ownerFailedCheckout: true,
  ownerCustomerCancel: true,
  quietHours: { from: '21:00', to: '07:00' },
};

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pickup_settings', (table) => {
    table.text('notices').notNullable().defaultTo(JSON.stringify(DEFAULT_NOTICES));
  });
  await knex.schema.alterTable('mail_outbox', (table) => {
    table.text('headers').nullable();
  });
  await knex.schema.createTable('subscribers', (table) => {
    table.uuid('id').primary();
    table.string('email', 254).notNullable().unique();
    table.string('status', 12).notNullable(); // pending | confirmed | unsubscribed
    table.string('confirmNonce', 32).notNullable();
    timestamps(table, ['requestedAt', 'createdAt']);
    timestamps(table, ['confirmedAt', 'unsubscribedAt', 'lastMailAt'], true);
    table.index(['status']);
  });
  await knex.schema.createTable('push_subscriptions', (table) => {
    table.uuid('id').primary();
    table.string('endpointHash', 64).notNullable().unique(); // SHA-256 of the endpoint
    table.text('endpoint').notNullable();
    table.string('p256dh', 120).notNullable();
    table.string('auth', 60).notNullable();
    timestamps(table, ['createdAt', 'updatedAt']);
  });
  await knex.schema.createTable('push_topics', (table) => {
    table.uuid('subscriptionId').notNullable().references('id').inTable('push_subscriptions').onDelete('CASCADE');
    table.string('topic', 60).notNullable();
    table.uuid('adminSessionId').nullable().references('id').inTable('admin_sessions').onDelete('CASCADE');
    timestamps(table, ['createdAt']);
    table.primary(['subscriptionId', 'topic']);
    table.index(['topic']);
  });
  await knex.schema.createTable('drop_notices', (table) => {
    table.string('kind', 20).notNullable(); // orders-open | closing-soon
    table.string('opening', 40).notNullable(); // the pickup date orders were open for
    table.integer('emails').notNullable();
    table.integer('pushes').notNullable();
    timestamps(table, ['createdAt']);
    table.primary(['kind', 'opening']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('drop_notices');
  await knex.schema.dropTable('push_topics');
  await knex.schema.dropTable('push_subscriptions');
  await knex.schema.dropTable('subscribers');
  await knex.schema.alterTable('mail_outbox', (table) => table.dropColumn('headers'));
  await knex.schema.alterTable('pickup_settings', (table) => table.dropColumn('notices'));
}
