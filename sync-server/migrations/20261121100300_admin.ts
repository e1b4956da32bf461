import type { Knex } from 'knex';
import { timestamps } from './columns';

/** The owner's account and sessions. Tokens are stored as SHA-256 hashes, never as issued. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('admin_users', (table) => {
    table.uuid('id').primary();
    table.string('email', 254).notNullable().unique();
    table.string('passwordHash', 100).notNullable();
    table.string('resetToken', 64).nullable().unique();
    timestamps(table, ['resetTokenExpiry', 'lastLoginAt'], true);
    timestamps(table, ['createdAt']);
  });

  await knex.schema.createTable('admin_sessions', (table) => {
    table.uuid('id').primary();
    table.uuid('adminId').notNullable().references('id').inTable('admin_users').onDelete('CASCADE');
    table.string('sessionToken', 64).notNullable().unique();
    timestamps(table, ['expiresAt', 'createdAt']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('admin_sessions');
  await knex.schema.dropTable('admin_users');
}
