import type { Knex } from 'knex';
import { timestamps } from './columns';

/**
 * What several servers on one PostgreSQL database must share (issue 13; docs/operations.md, "Growing beyond one machine"). The same tables exist on SQLite, so both databases have one schema:
 *  - job_leases: which server runs the timed jobs (sweeper, schedule, reminders) for now;
 *  - rate_limits: rate-limiter-flexible's PostgreSQL store (its own layout: key, points,
 *    expire in epoch ms), so N servers do not give N times the limit. Unused on SQLite, where
 *    the one server keeps its limits in memory;
 *  - photos and upload_links: recipe photos and the one-upload claim of each link, so a photo
 *    uploaded through one server is served by all (PHOTO_STORAGE=database).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('job_leases', (table) => {
    table.string('name', 100).primary();
    table.string('holder', 100).notNullable();
    timestamps(table, ['expiresAt']);
  });
  await knex.schema.createTable('rate_limits', (table) => {
    table.string('key', 255).primary();
    table.integer('points').notNullable().defaultTo(0);
    table.bigInteger('expire').nullable();
  });
  await knex.schema.createTable('photos', (table) => {
    table.string('name', 80).primary(); // <sha256>.<ext>, as served under /uploads/
    table.string('contentType', 40).notNullable();
    table.binary('bytes').notNullable();
    timestamps(table, ['createdAt']);
  });
  await knex.schema.createTable('upload_links', (table) => {
    table.uuid('id').primary();
    table.string('photoName', 80).nullable(); // null while the upload is arriving
    timestamps(table, ['createdAt']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('upload_links');
  await knex.schema.dropTable('photos');
  await knex.schema.dropTable('rate_limits');
  await knex.schema.dropTable('job_leases');
}
