import knex from 'knex';
import { migrations } from '../../migrations/index';
import type { SchemaShape } from './schema-shape';
import { sqliteSchema } from './sqlite-schema';

/**
 * The tables, columns and constraints that the named migrations make: an empty SQLite database
 * in memory, migrated with exactly those, read back. The migrations are portable
 * (docs/operations.md), so the same names make the same shape on PostgreSQL: PostgreSQL may
 * have more (a primary key's column is NOT NULL there), never less.
 */
export async function schemaOfMigrations(names: readonly string[]): Promise<SchemaShape> {
  const known = names.filter((name) => name in migrations);
  const db = knex({
    client: 'sqlite3',
    connection: { filename: ':memory:' },
    useNullAsDefault: true,
    pool: { min: 1, max: 1 },
    migrations: {
      migrationSource: {
        getMigrations: async () => known,
        getMigrationName: (name: string) => name,
        getMigration: async (name: string) => migrations[name]!,
      },
    },
  });
  try {
    await db.migrate.latest();
    return await sqliteSchema(db);
  } finally {
    await db.destroy();
  }
}
