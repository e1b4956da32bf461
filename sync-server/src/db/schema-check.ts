import knex, { type Knex } from 'knex';
import { migrations } from '../../migrations/index';

/** A database's tables, each with its columns' names. */
export type SchemaShape = Map<string, Set<string>>;

/** Knex's and SQLite's own bookkeeping: not the bakery's data model. */
const BOOKKEEPING = /^(knex_migrations(_lock)?|sqlite_.*)$/;

/**
 * The tables and columns that the named migrations make: an empty SQLite database in memory,
 * migrated with exactly those, read back. The migrations are portable (docs/operations.md),
 * so the same names make the same tables and columns on PostgreSQL.
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

/** A SQLite database's tables and columns. */
export async function sqliteSchema(db: Knex): Promise<SchemaShape> {
  const tables = (await db('sqlite_master').where({ type: 'table' }).pluck('name')) as string[];
  const shape: SchemaShape = new Map();
  for (const table of tables.filter((name) => !BOOKKEEPING.test(name))) {
    const columns = (await db.raw('SELECT name FROM pragma_table_info(?)', [table])) as { name: string }[];
    shape.set(table, new Set(columns.map((column) => column.name)));
  }
  return shape;
}

/**
 * The tables and columns of a PostgreSQL dump, from its schema as SQL (pg_restore
 * --schema-only): each `CREATE TABLE public.name (` and the column on each line after it.
 */
export function schemaOfDumpSql(sql: string): SchemaShape {
  const shape: SchemaShape = new Map();
  for (const [, table, body] of sql.matchAll(/^CREATE TABLE (?:public\.)?"?([\w]+)"? \(\n([\s\S]*?)\n\);$/gm)) {
    if (BOOKKEEPING.test(table!)) continue;
    const columns = body!
      .split('\n')
      .map((line) => /^\s+"?([A-Za-z_][\w]*)"?\s/.exec(line)?.[1])
      .filter(
        (name): name is string => name !== undefined && !/^(CONSTRAINT|PRIMARY|UNIQUE|CHECK|FOREIGN)$/.test(name),
      );
    shape.set(table!, new Set(columns));
  }
  return shape;
}

/** What a copy lacks of the shape its migrations make, in words; empty when it has all of it. */
export function missingFrom(copy: SchemaShape, expected: SchemaShape): string[] {
  const missing: string[] = [];
  for (const [table, columns] of expected) {
    const has = copy.get(table);
    if (!has) {
      missing.push(`the table ${table}`);
      continue;
    }
    for (const column of columns) if (!has.has(column)) missing.push(`the column ${table}.${column}`);
  }
  return missing;
}
