import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { timestamps } from './columns';

/**
 * What keeps writes exactly-once and mail reliable:
 *  - idempotency_keys: the stored answer of every write sent with an Idempotency-Key header,
 *    written in the same transaction as the write (docs/client.md, "Offline");
 *  - mail_outbox: every e-mail is first a row, inserted with the order or message it belongs to,
 *    and delivered after commit, with retries (docs/api.md, "The shop's calls, in short");
 *  - server_meta: the serverEpoch clients use to notice a database created anew.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('idempotency_keys', (table) => {
    table.string('scope', 200).notNullable(); // method, path and who sent it
    table.string('key', 200).notNullable();
    table.string('fingerprint', 64).notNullable(); // SHA-256 of the request body
    table.integer('status').notNullable();
    table.text('body').notNullable();
    timestamps(table, ['createdAt']);
    table.primary(['scope', 'key']);
    table.index(['createdAt']);
  });

  await knex.schema.createTable('mail_outbox', (table) => {
    table.uuid('id').primary();
    table.string('kind', 40).notNullable();
    table.string('to', 254).notNullable();
    table.string('replyTo', 254).nullable();
    table.string('subject', 300).notNullable();
    table.text('text').notNullable();
    table.string('status', 10).notNullable().defaultTo('pending'); // pending | sent | failed
    table.integer('attempts').notNullable().defaultTo(0);
    table.text('lastError').nullable();
    timestamps(table, ['nextAttemptAt', 'createdAt']);
    timestamps(table, ['sentAt'], true);
    table.index(['status', 'nextAttemptAt']);
  });

  await knex.schema.createTable('server_meta', (table) => {
    table.string('key', 64).primary();
    table.text('value').notNullable();
  });
  await knex('server_meta').insert({ key: 'serverEpoch', value: randomUUID() });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('server_meta');
  await knex.schema.dropTable('mail_outbox');
  await knex.schema.dropTable('idempotency_keys');
}
