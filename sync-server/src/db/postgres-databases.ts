import knex from 'knex';
import { knexConfig } from '../../../knexfile';

/**
 * Makes and drops whole databases on a PostgreSQL server (the tests' throw-away ones,
 * testing/test-database.ts), through a one-connection pool on the server's admin URL. The name
 * is the caller's and is written into the statement: only names of letters, digits and _ pass.
 */
export async function createPostgresDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  // A copy of a template (a migrated and seeded database no one is connected to) is made by the
  // server in a moment, where migrating a new one takes seconds.
  const copyOf = template === undefined ? '' : ` TEMPLATE ${safeName(template)}`;
  await onServer(adminUrl, `CREATE DATABASE ${safeName(name)}${copyOf}`);
}

/** WITH (FORCE) ends a connection a killed server left behind (PostgreSQL 13+). */
export async function dropPostgresDatabase(adminUrl: string, name: string): Promise<void> {
  await onServer(adminUrl, `DROP DATABASE IF EXISTS ${safeName(name)} WITH (FORCE)`);
}

function safeName(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a database name: ${name}`);
  return name;
}

async function onServer(url: string, statement: string): Promise<void> {
  const admin = knex(knexConfig({ client: 'postgres', url, poolSize: 1 }));
  try {
    await admin.raw(statement);
  } finally {
    await admin.destroy();
  }
}
